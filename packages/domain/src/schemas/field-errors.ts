// Turning a failed parse into one message key per field, the shape of the API's `fields` and of the forms'
// field errors.

import type { z } from 'zod';
import { isMessageKey, type MessageKey } from '../i18n/messages.js';

/** The `fields` key of an error that concerns the whole form rather than one field. */
export const FORM_FIELD = '_form';

type IssueLike = Pick<z.core.$ZodIssue, 'path' | 'message'>;

/**
 * One message key per field, the first issue of each field winning; nested fields are joined with dots
 * ('customer.postcode'). A message that is not a key (zod's own text for an unexpected shape) becomes
 * 'validation.invalid', so that no untranslated text ever reaches a user.
 */
export function fieldErrors(error: { issues: readonly IssueLike[] }): Record<string, MessageKey> {
  const fields: Record<string, MessageKey> = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : FORM_FIELD;
    if (Object.hasOwn(fields, field)) continue;
    fields[field] = isMessageKey(issue.message) ? issue.message : 'validation.invalid';
  }
  return fields;
}

export type FormValidation<T> =
  | { success: true; data: T; fields?: undefined }
  | { success: false; data?: undefined; fields: Record<string, MessageKey> };

/** Parses form values with a schema: the cleaned data, or the field errors as message keys. */
export function validateForm<S extends z.ZodType>(schema: S, values: unknown): FormValidation<z.output<S>> {
  const result = schema.safeParse(values);
  return result.success ? { success: true, data: result.data } : { success: false, fields: fieldErrors(result.error) };
}
