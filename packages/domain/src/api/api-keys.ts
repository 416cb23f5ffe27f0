// /api/api-keys (docs/contracts.md §18, docs/decisions/069): an account's named API keys with their scopes. The
// secret (`tn_live_…`) is in the answer of the call that makes a key and nowhere else; the list shows its prefix.
import { z } from 'zod';
import { requiredText } from '../schemas/fields.js';
import { IsoDateTimeSchema } from './common.js';

/** What a key may do: `read` the GET and HEAD calls, `write` the others, `admin` (admins only) the back office. */
export const API_KEY_SCOPES = ['read', 'write', 'admin'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** Every secret starts with this, so that it is recognised as a key (by the API, and by secret scanners). */
export const API_KEY_SECRET_PREFIX = 'tn_live_';
export const API_KEY_NAME_MAX = 60;

/** `POST /api/api-keys`: the key's name and its scopes (at least one; each once, in the order of API_KEY_SCOPES). */
export const ApiKeyCreateSchema = z.object({
  name: requiredText('validation.apiKey.name.required', API_KEY_NAME_MAX),
  scopes: z
    .array(z.enum(API_KEY_SCOPES, { error: 'validation.invalid' }), { error: 'validation.apiKey.scopes.required' })
    .min(1, 'validation.apiKey.scopes.required')
    .max(API_KEY_SCOPES.length * 2, 'validation.invalid')
    .transform((scopes) => API_KEY_SCOPES.filter((scope) => scopes.includes(scope))),
});
export type ApiKeyCreateInput = z.input<typeof ApiKeyCreateSchema>;
export const ApiKeyCreateBodySchema = ApiKeyCreateSchema.meta({
  id: 'ApiKeyCreateRequest',
  example: { name: 'Boekhouding', scopes: ['read'] },
});

export const ApiKeySchema = z
  .object({
    id: z.number().int().positive(),
    name: z.string(),
    /** The start of the secret, enough to tell keys apart: `tn_live_` and four characters. */
    prefix: z.string(),
    scopes: z.array(z.enum(API_KEY_SCOPES)),
    createdAt: IsoDateTimeSchema,
    /** When the key was last used, to the minute; null when never. */
    lastUsedAt: IsoDateTimeSchema.nullable(),
  })
  .meta({
    id: 'ApiKey',
    example: {
      id: 3,
      name: 'Boekhouding',
      prefix: 'tn_live_7Kq2',
      scopes: ['read'],
      createdAt: '2026-11-30T10:00:00.000Z',
      lastUsedAt: null,
    },
  });
export type ApiKey = z.infer<typeof ApiKeySchema>;

/** The account's keys that are not revoked, newest first. */
export const ApiKeysAnswerSchema = z.object({ keys: z.array(ApiKeySchema) }).meta({ id: 'ApiKeysAnswer' });
export type ApiKeysAnswer = z.infer<typeof ApiKeysAnswerSchema>;

/** The new key and its secret, which is shown this once: only its SHA-256 hash is stored. */
export const ApiKeyCreatedAnswerSchema = z
  .object({
    key: ApiKeySchema,
    secret: z
      .string()
      .regex(/^tn_live_[A-Za-z0-9_-]{32,}$/)
      .meta({ description: 'Send it as `Authorization: Bearer <secret>`; it is not shown again' }),
  })
  .meta({ id: 'ApiKeyCreatedAnswer' });
export type ApiKeyCreatedAnswer = z.infer<typeof ApiKeyCreatedAnswerSchema>;

/**
 * The dashboard's form: the name and a tick box per scope, at least one ticked (the message goes to `scopes`). Its
 * valid values become the body of `POST /api/api-keys` with `apiKeyBodyOf`.
 */
export const ApiKeyFormSchema = z
  .object({
    name: requiredText('validation.apiKey.name.required', API_KEY_NAME_MAX),
    read: z.boolean(),
    write: z.boolean(),
    admin: z.boolean(),
  })
  .refine((values) => values.read || values.write || values.admin, {
    message: 'validation.apiKey.scopes.required',
    path: ['scopes'],
  });
export type ApiKeyFormValues = z.input<typeof ApiKeyFormSchema>;

/** The body of `POST /api/api-keys` from the form's values. */
export function apiKeyBodyOf(values: ApiKeyFormValues): ApiKeyCreateInput {
  return { name: values.name, scopes: API_KEY_SCOPES.filter((scope) => values[scope]) };
}
