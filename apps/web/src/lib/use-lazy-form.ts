import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { FormCheck } from './form-check';
import { useFormState, type FormValues } from './form-state';
import { retryingImport } from './retrying-import';

const importFormCheck = retryingImport(() => import('./form-check'));

type Check = (values: unknown, language: string) => FormCheck<unknown>;

/**
 * A form whose schema, with zod and the translated messages, loads when it is first used rather than with the page
 * (the login page is interactive without them: 45 kB gzipped and a task of schema building less while it hydrates).
 * `prepare` (the form's onFocus) starts the loading as soon as a field is entered; a submit before it is in waits for
 * it. Otherwise as useForm.
 */
export function useLazyForm<S extends z.ZodType, V extends FormValues>(loadSchema: () => Promise<S>, initial: V) {
  const { t, i18n } = useTranslation();
  const loaded = useRef<Check | undefined>(undefined);
  const loading = useRef<Promise<Check> | undefined>(undefined);
  const load = () =>
    (loading.current ??= Promise.all([loadSchema(), importFormCheck()]).then(
      ([schema, { checkForm }]) => {
        const check: Check = (values, language) => checkForm(schema, values, language);
        loaded.current = check;
        return check;
      },
      (error: unknown) => {
        loading.current = undefined; // the next submit tries again
        throw error;
      },
    ));
  const form = useFormState<V>(initial, (values) => {
    const language = i18n.resolvedLanguage ?? 'en';
    if (loaded.current) return loaded.current(values, language);
    // Without its code (no connection) the form says so, and keeps what was typed.
    return load().then(
      (check) => check(values, language),
      () => ({ errors: { _form: t('errors.network') } }),
    );
  });
  return {
    ...form,
    /** For the form's onFocus: loads the checking code once a field is entered. */
    prepare: () => void load(),
    handleSubmit: form.handleSubmit as (
      onValid: (values: V & z.input<S>) => void,
    ) => ReturnType<typeof form.handleSubmit>,
  };
}
