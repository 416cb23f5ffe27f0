import { translateMessage, validateForm, type MessageKey } from '@telecom/domain';
import type { z } from 'zod';

/** What a form's values come to under its schema: the parsed data, or the field errors in the page language. */
export interface FormCheck<T> {
  data?: T;
  errors: Record<string, string>;
}

/** The values checked with the domain schema the API validates with too, its errors translated into `language`. */
export function checkForm<S extends z.ZodType>(schema: S, values: unknown, language: string): FormCheck<z.output<S>> {
  const result = validateForm(schema, values);
  if (result.success) return { data: result.data, errors: {} };
  const errors = Object.fromEntries(
    Object.entries(result.fields).map(([field, key]) => [field, translateMessage(key as MessageKey, language)]),
  );
  return { errors };
}
