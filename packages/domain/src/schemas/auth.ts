// Accounts: login, registration, profile, password change, forgotten and reset password, language
// (spec points 3 and 5, docs/contracts.md §4). `…Schema` is the API body; `…FormSchema` is the web form, which adds
// the confirmation field. Both use the same pieces, so the browser and the server say the same thing.

import { z } from 'zod';
import { SUPPORTED_LANGUAGES } from '../i18n/languages.js';
import {
  EmailSchema,
  LoginPasswordSchema,
  MAX_LENGTH,
  mustBeTicked,
  NewPasswordSchema,
  OptionalCheckbox,
  OptionalPhoneSchema,
  ClearablePhoneSchema,
  PasswordConfirmationSchema,
  requiredText,
  bothTyped,
} from './fields.js';

/** Adds 'Wachtwoorden komen niet overeen' on the confirmation field when the two differ. */
function passwordsMatch<T extends z.ZodType<Record<string, unknown>>>(
  schema: T,
  passwordField: string,
  confirmField: string,
) {
  return schema.refine((value) => value[passwordField] === value[confirmField], {
    message: 'validation.password.mismatch',
    path: [confirmField],
    when: bothTyped(passwordField, confirmField),
  });
}

/** The login page and the API (`remember` keeps the session for 30 days). */
export const LoginSchema = z.object({
  email: EmailSchema,
  password: LoginPasswordSchema,
  remember: OptionalCheckbox,
});
export type LoginInput = z.input<typeof LoginSchema>;
export type LoginData = z.output<typeof LoginSchema>;

const registerFields = {
  firstName: requiredText('validation.firstName.required', MAX_LENGTH.name),
  lastName: requiredText('validation.lastName.required', MAX_LENGTH.name),
  email: EmailSchema,
  phone: OptionalPhoneSchema,
  password: NewPasswordSchema,
  acceptTerms: mustBeTicked('validation.terms.required'),
  newsletter: OptionalCheckbox,
};

/** `POST /api/auth/register`: firstName, lastName, email, password, phone?, newsletter?, acceptTerms: true. */
export const RegisterSchema = z.object(registerFields);
export type RegisterInput = z.input<typeof RegisterSchema>;
export type RegisterData = z.output<typeof RegisterSchema>;

/** The register page: the API's fields plus confirmPassword ('Bevestig je wachtwoord', 'Wachtwoorden komen niet overeen'). */
export const RegisterFormSchema = passwordsMatch(
  z.object({ ...registerFields, confirmPassword: PasswordConfirmationSchema }),
  'password',
  'confirmPassword',
);
export type RegisterFormInput = z.input<typeof RegisterFormSchema>;

/** `PUT /api/auth/profile`: every field optional; a field that is sent must be valid. `phone: ''` clears it. */
export const ProfileSchema = z.object({
  firstName: requiredText('validation.firstName.required', MAX_LENGTH.name).optional(),
  lastName: requiredText('validation.lastName.required', MAX_LENGTH.name).optional(),
  email: EmailSchema.optional(),
  phone: ClearablePhoneSchema,
});
export type ProfileInput = z.input<typeof ProfileSchema>;
export type ProfileData = z.output<typeof ProfileSchema>;

const passwordChangeFields = {
  currentPassword: z
    .string({ error: 'validation.currentPassword.required' })
    .min(1, 'validation.currentPassword.required'),
  newPassword: NewPasswordSchema,
};

/** `PUT /api/auth/password`. */
export const PasswordChangeSchema = z.object(passwordChangeFields);
export type PasswordChangeInput = z.input<typeof PasswordChangeSchema>;

/** The profile page's password form, with the confirmation of the new password. */
export const PasswordChangeFormSchema = passwordsMatch(
  z.object({ ...passwordChangeFields, confirmPassword: PasswordConfirmationSchema }),
  'newPassword',
  'confirmPassword',
);

/** `POST /api/auth/forgot-password` and the /wachtwoord-vergeten form. */
export const ForgotPasswordSchema = z.object({ email: EmailSchema });
export type ForgotPasswordInput = z.input<typeof ForgotPasswordSchema>;

const resetFields = {
  token: z
    .string({ error: 'validation.token.required' })
    .trim()
    .min(1, 'validation.token.required')
    .max(MAX_LENGTH.token, 'errors.RESET_TOKEN_INVALID'),
  password: NewPasswordSchema,
};

/** `POST /api/auth/reset-password`: the token of the mailed link and the new password. */
export const ResetPasswordSchema = z.object(resetFields);
export type ResetPasswordInput = z.input<typeof ResetPasswordSchema>;

/** The reset page's form, with the confirmation of the new password. */
export const ResetPasswordFormSchema = passwordsMatch(
  z.object({ ...resetFields, confirmPassword: PasswordConfirmationSchema }),
  'password',
  'confirmPassword',
);

/** `POST /api/auth/verify-email`: the token of the mailed confirmation link (docs/contracts.md §6). */
export const VerifyEmailSchema = z.object({
  token: z
    .string({ error: 'validation.token.required' })
    .trim()
    .min(1, 'validation.token.required')
    .max(MAX_LENGTH.token, 'errors.VERIFICATION_TOKEN_INVALID'),
});
export type VerifyEmailInput = z.input<typeof VerifyEmailSchema>;

/** `PUT /api/user/language`. */
export const LanguageSchema = z.object({
  language: z.enum(SUPPORTED_LANGUAGES, { error: 'validation.language.invalid' }),
});
export type LanguageInput = z.input<typeof LanguageSchema>;
