import type { z } from 'zod';
import { useFormErrors } from './use-form-errors';
import { useFormState, type FormValues } from './form-state';

/**
 * A form validated with a domain schema (lib/form-state.ts). A valid submit hands over the values as typed, with the
 * types the schema accepted them as (`z.input`): what an API call whose body is that schema takes.
 */
export function useForm<S extends z.ZodType, V extends FormValues>(schema: S, initial: V) {
  const forms = useFormErrors();
  const form = useFormState<V>(initial, (values) => forms.validate(schema, values));
  return {
    ...form,
    // The schema accepted these very values, so they are of its input type.
    handleSubmit: form.handleSubmit as (
      onValid: (values: V & z.input<S>) => void,
    ) => ReturnType<typeof form.handleSubmit>,
  };
}
