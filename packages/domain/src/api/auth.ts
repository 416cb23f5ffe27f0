// /api/auth/* and /api/user/*: accounts (docs/contracts.md §4, §6). The bodies are the forms' schemas of
// schemas/auth.ts, named here for the reference; the answers carry the public user, never a password hash.

import { z } from 'zod';
import { SUPPORTED_LANGUAGES } from '../i18n/languages.js';
import {
  ForgotPasswordSchema,
  LanguageSchema,
  LoginSchema,
  PasswordChangeSchema,
  ProfileSchema,
  RegisterSchema,
  ResetPasswordSchema,
  VerifyEmailSchema,
} from '../schemas/auth.js';
import { IsoDateTimeSchema } from './common.js';

export const USER_ROLES = ['customer', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

const EXAMPLE_USER = {
  id: 7,
  firstName: 'Sanne',
  lastName: 'de Vries',
  name: 'Sanne de Vries',
  email: 'sanne@example.nl',
  emailVerified: true,
  phone: '+31612345678',
  role: 'customer',
  language: 'nl',
  createdAt: '2025-01-14T09:30:00.000Z',
} as const;

/** The `user` of every answer (docs/contracts.md §4): no hash, no token version. */
export const UserSchema = z
  .object({
    id: z.number().int(),
    firstName: z.string(),
    lastName: z.string(),
    name: z.string().meta({ description: 'First and last name' }),
    email: z.string(),
    emailVerified: z
      .boolean()
      .meta({ description: 'True once the address has been confirmed through the mailed link' }),
    phone: z.string().nullable(),
    role: z.enum(USER_ROLES).meta({ description: 'The stored role; an address never makes anyone an admin' }),
    language: z.enum(SUPPORTED_LANGUAGES),
    createdAt: IsoDateTimeSchema,
  })
  .meta({ id: 'User', example: EXAMPLE_USER });
export type User = z.infer<typeof UserSchema>;

/** `POST /api/auth/register` 201 and `POST /api/auth/login` 200. */
export const SignedInAnswerSchema = z
  .object({ user: UserSchema, token: z.string().meta({ description: 'Send as Authorization: Bearer <token>' }) })
  .meta({
    id: 'SignedIn',
    example: { user: EXAMPLE_USER, token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI3In0.c2lnbmF0dXJl' },
  });
export type SignedInAnswer = z.infer<typeof SignedInAnswerSchema>;

/** `GET /api/auth/verify`, `PUT /api/auth/profile`, `PUT /api/user/language`. */
export const UserAnswerSchema = z
  .object({ user: UserSchema })
  .meta({ id: 'UserAnswer', example: { user: EXAMPLE_USER } });
export type UserAnswer = z.infer<typeof UserAnswerSchema>;

// --- Bodies: the forms' schemas ---------------------------------------------------------------------------------

export const RegisterBodySchema = RegisterSchema.meta({
  id: 'RegisterRequest',
  example: {
    firstName: 'Sanne',
    lastName: 'de Vries',
    email: 'sanne@example.nl',
    password: 'Zomer2025!Fiets',
    phone: '+31612345678',
    newsletter: false,
    acceptTerms: true,
  },
});
export const LoginBodySchema = LoginSchema.meta({
  id: 'LoginRequest',
  example: { email: 'sanne@example.nl', password: 'Zomer2025!Fiets', remember: true },
});
export const ProfileBodySchema = ProfileSchema.meta({
  id: 'ProfileRequest',
  example: { firstName: 'Sanne', phone: '' },
});
export const PasswordChangeBodySchema = PasswordChangeSchema.meta({
  id: 'PasswordChangeRequest',
  example: { currentPassword: 'Zomer2025!Fiets', newPassword: 'Winter2026!Schaats' },
});
export const ForgotPasswordBodySchema = ForgotPasswordSchema.meta({
  id: 'ForgotPasswordRequest',
  example: { email: 'sanne@example.nl' },
});
export const ResetPasswordBodySchema = ResetPasswordSchema.meta({ id: 'ResetPasswordRequest' });
export const VerifyEmailBodySchema = VerifyEmailSchema.meta({ id: 'VerifyEmailRequest' });
export const LanguageBodySchema = LanguageSchema.meta({ id: 'LanguageRequest', example: { language: 'nl' } });
