import { useTranslation } from 'react-i18next';
import { translateMessage, validateForm, type MessageKey } from '@telecom/domain';
import type { z } from 'zod';
import { ApiError } from './api-client';

/**
 * Field errors from the domain schema the API validates with too, translated in the page language; an ApiError's
 * own `fields` (already translated by the API) when the server refused the form.
 */
export function useFormErrors() {
  const { i18n } = useTranslation();
  return {
    validate<S extends z.ZodType>(schema: S, values: unknown): { data?: z.output<S>; errors: Record<string, string> } {
      const result = validateForm(schema, values);
      if (result.success) return { data: result.data, errors: {} };
      const errors = Object.fromEntries(
        Object.entries(result.fields).map(([field, key]) => [
          field,
          translateMessage(key as MessageKey, i18n.resolvedLanguage ?? 'en'),
        ]),
      );
      return { errors };
    },
    fromApi(error: unknown): Record<string, string> {
      return error instanceof ApiError
        ? { ...error.fields, ...(Object.keys(error.fields).length === 0 ? { _form: error.message } : {}) }
        : {};
    },
  };
}
