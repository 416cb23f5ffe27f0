import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { checkForm, type FormCheck } from './form-check';
import { apiFormErrors } from './form-state';

/**
 * Field errors from the domain schema the API validates with too, translated in the page language; an ApiError's
 * own `fields` (already translated by the API) when the server refused the form.
 */
export function useFormErrors() {
  const { i18n } = useTranslation();
  return {
    validate<S extends z.ZodType>(schema: S, values: unknown): FormCheck<z.output<S>> {
      return checkForm(schema, values, i18n.resolvedLanguage ?? 'en');
    },
    fromApi: apiFormErrors,
  };
}
