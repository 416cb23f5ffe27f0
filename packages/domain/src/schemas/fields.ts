// The small building blocks the form schemas are made of (spec point 5). Every message is a message key
// (../i18n/messages.ts); the apps translate it. Text fields are trimmed; e-mail addresses are also lower-cased.

import { z } from 'zod';
import type { ValidationMessageKey } from '../i18n/messages.js';

/** bcrypt reads at most 72 bytes of a password; a longer one is refused rather than silently cut. */
export const PASSWORD_MAX_BYTES = 72;
/** The login page's minimum password length (spec point 5). */
export const LOGIN_PASSWORD_MIN_LENGTH = 6;
/** The minimum length of a new password: registration, checkout account, change and reset (spec point 5). */
export const NEW_PASSWORD_MIN_LENGTH = 8;

/** Longest accepted lengths, in characters: generous for real input, small enough to keep rows sane. */
export const MAX_LENGTH = {
  name: 100,
  email: 254,
  phone: 30,
  street: 200,
  city: 100,
  province: 100,
  houseNumber: 10,
  houseNumberAddition: 10,
  addressLine2: 200,
  postcode: 10,
  company: 200,
  vatNumber: 20,
  message: 5000,
  token: 200,
} as const;

/**
 * A plain e-mail address (spec point 5, docs/contracts.md §6): a local part of the characters RFC 5322 allows unquoted
 * (dot-separated, no leading, trailing or double dot), an @, and a domain of at least two labels of letters, digits
 * and inner hyphens. No display name, quotes, spaces, angle brackets, comments or IP literals: `a<evil@evil.test>`
 * and `"Jan" <jan@example.nl>` are refused.
 */
const EMAIL_LOCAL_ATOM = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const EMAIL_DOMAIN_LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const EMAIL_SHAPE = new RegExp(
  `^${EMAIL_LOCAL_ATOM}(?:\\.${EMAIL_LOCAL_ATOM})*@${EMAIL_DOMAIN_LABEL}(?:\\.${EMAIL_DOMAIN_LABEL})+$`,
);

/** True for a plain e-mail address as the schemas accept it (before trimming and lower-casing). */
export function isPlainEmailAddress(value: string): boolean {
  return EMAIL_SHAPE.test(value);
}

/**
 * Control characters that have no place in a single-line field (a name, a street, a subject): C0 and C1 controls
 * (CR, LF, tab and NUL among them), DEL, and the Unicode line and paragraph separators. A name with a line break
 * would otherwise become extra lines in a mail or a CSV row.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const SINGLE_LINE_FORBIDDEN = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/;
/** In a multi-line field (a message) line breaks and tabs are fine; the other control characters are not. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const MULTI_LINE_FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/** True when the text holds no control character (see SINGLE_LINE_FORBIDDEN). */
export function isSingleLine(text: string): boolean {
  return !SINGLE_LINE_FORBIDDEN.test(text);
}

/** Digits, spaces, dashes and parentheses with an optional leading plus (spec point 5), and at least one digit. */
const PHONE_SHAPE = /^\+?[\d\s()-]*\d[\d\s()-]*$/;

/** A Dutch postcode: four digits, the first 1-9, an optional space, two letters (docs/contracts.md §2). */
const DUTCH_POSTCODE = /^([1-9]\d{3}) ?([a-zA-Z]{2})$/;

/** The number of bytes of a text in UTF-8. */
export function utf8ByteLength(text: string): number {
  let bytes = 0;
  for (const character of text) {
    const codePoint = character.codePointAt(0) ?? 0;
    // A lone surrogate is written as U+FFFD, 3 bytes, as TextEncoder does.
    bytes += codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/** True for a Dutch postcode such as '1234 AB', '1234AB' or '1234 ab' (surrounding spaces ignored). */
export function isValidDutchPostcode(value: string | null | undefined): boolean {
  return typeof value === 'string' && DUTCH_POSTCODE.test(value.trim());
}

/** A valid Dutch postcode as it is stored and shown: upper case with one space ('1234ab' → '1234 AB'); null otherwise. */
export function normalizeDutchPostcode(value: string | null | undefined): string | null {
  const match = typeof value === 'string' ? DUTCH_POSTCODE.exec(value.trim()) : null;
  return match ? `${match[1]} ${match[2]?.toUpperCase()}` : null;
}

/**
 * The message of the postcode field while typing (spec point 5): 'Ongeldige postcode (formaat: 1234 AB)' for a
 * non-empty invalid postcode; null for a valid one and for an empty one (an empty postcode passes the format
 * check; that the field is required is a separate rule).
 */
export function postcodeFormatError(value: string | null | undefined): 'validation.postcode.invalid' | null {
  if (value == null || value.trim() === '') return null;
  return isValidDutchPostcode(value) ? null : 'validation.postcode.invalid';
}

/** Texts whose characters pass `allowed` (else `message`): trimmed, required or optional, at most `max` characters. */
function textsOf(allowed: (value: string) => boolean, message: ValidationMessageKey) {
  return {
    required: (requiredKey: ValidationMessageKey, max: number) =>
      z
        .string({ error: requiredKey })
        .trim()
        .min(1, requiredKey)
        .max(max, 'validation.tooLong')
        .refine(allowed, message),
    optional: (max: number) =>
      z
        .string({ error: 'validation.invalid' })
        .trim()
        .max(max, 'validation.tooLong')
        .refine(allowed, message)
        .nullish()
        .transform((value) => (value ? value : undefined)),
  };
}

const singleLineTexts = textsOf((value) => !SINGLE_LINE_FORBIDDEN.test(value), 'validation.singleLine');
const multiLineTexts = textsOf((value) => !MULTI_LINE_FORBIDDEN.test(value), 'validation.controlCharacters');

/** A required single-line text: trimmed, not empty (`requiredKey`), at most `max` characters, no control characters. */
export const requiredText = singleLineTexts.required;

/** An optional single-line text: trimmed; absent, null and '' all become undefined; no control characters. */
export const optionalText = singleLineTexts.optional;

/** A required text of several lines (a message): line breaks and tabs allowed, other control characters not. */
export const requiredMultilineText = multiLineTexts.required;

/** An optional text of several lines; absent, null and '' become undefined. */
export const optionalMultilineText = multiLineTexts.optional;

/** E-mail address: required ('E-mailadres is verplicht'), a plain address ('Voer een geldig e-mailadres in'), trimmed and lower-cased. */
export const EmailSchema = z
  .string({ error: 'validation.email.required' })
  .trim()
  .min(1, 'validation.email.required')
  .max(MAX_LENGTH.email, 'validation.email.invalid')
  .regex(EMAIL_SHAPE, 'validation.email.invalid')
  .toLowerCase();

/** A password as typed at login: required, at least 6 characters, at most 72 bytes. Never trimmed. */
export const LoginPasswordSchema = z
  .string({ error: 'validation.password.required' })
  .min(1, 'validation.password.required')
  .min(LOGIN_PASSWORD_MIN_LENGTH, 'validation.password.min6')
  .refine((value) => utf8ByteLength(value) <= PASSWORD_MAX_BYTES, 'validation.password.tooLong');

/**
 * A new password: required, at least 8 characters, at most 72 bytes (bcrypt's limit; checked, never truncated).
 * Whether it is one of the most common passwords is checked by the API against its dictionary.
 */
export const NewPasswordSchema = z
  .string({ error: 'validation.password.required' })
  .min(1, 'validation.password.required')
  .min(NEW_PASSWORD_MIN_LENGTH, 'validation.password.min8')
  .refine((value) => utf8ByteLength(value) <= PASSWORD_MAX_BYTES, 'validation.password.tooLong');

/** The confirmation field of a new password: required ('Bevestig je wachtwoord'); equality is checked by the form. */
export const PasswordConfirmationSchema = z
  .string({ error: 'validation.password.confirmRequired' })
  .min(1, 'validation.password.confirmRequired');

/** A required phone number: digits, spaces, dashes, parentheses, optional leading plus. */
export const PhoneSchema = z
  .string({ error: 'validation.phone.required' })
  .trim()
  .min(1, 'validation.phone.required')
  .max(MAX_LENGTH.phone, 'validation.phone.invalid')
  .regex(PHONE_SHAPE, 'validation.phone.invalid');

/** An optional phone number: absent, null or '' is undefined; anything else must be a phone number. */
export const OptionalPhoneSchema = z
  .string({ error: 'validation.phone.invalid' })
  .trim()
  .max(MAX_LENGTH.phone, 'validation.phone.invalid')
  .refine((value) => value === '' || PHONE_SHAPE.test(value), 'validation.phone.invalid')
  .nullish()
  .transform((value) => (value ? value : undefined));

/** A phone number in an update: absent is undefined (unchanged); null or '' is null (cleared); otherwise a phone number. */
export const ClearablePhoneSchema = z
  .string({ error: 'validation.phone.invalid' })
  .trim()
  .max(MAX_LENGTH.phone, 'validation.phone.invalid')
  .refine((value) => value === '' || PHONE_SHAPE.test(value), 'validation.phone.invalid')
  .nullable()
  .optional()
  .transform((value) => (value === undefined ? undefined : value || null));

/** A Dutch postcode, required, stored as '1234 AB'. */
export const DutchPostcodeSchema = z
  .string({ error: 'validation.postcode.required' })
  .trim()
  .min(1, 'validation.postcode.required')
  .refine((value) => isValidDutchPostcode(value), 'validation.postcode.invalid')
  .transform((value) => normalizeDutchPostcode(value) ?? value);

/** A checkbox that must be ticked (`true`), such as accepting the terms. */
export function mustBeTicked(key: ValidationMessageKey) {
  return z.literal(true, { error: key });
}

/**
 * The `when` of a refinement that compares two text fields: run it whenever both are texts, even when another
 * field of the form failed, so that 'Wachtwoorden komen niet overeen' shows together with the other messages.
 */
export function bothTyped(first: string, second: string) {
  return (payload: { value: unknown }): boolean => {
    const value = payload.value as Record<string, unknown> | null;
    return typeof value?.[first] === 'string' && typeof value?.[second] === 'string';
  };
}

/** An optional checkbox: absent means false. */
export const OptionalCheckbox = z.boolean({ error: 'validation.invalid' }).optional().default(false);
