import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { useFormErrors } from './use-form-errors';

type Values = Record<string, string | boolean>;

/**
 * A form validated with a domain schema: errors appear on submit and then follow every change; a failed submit
 * moves the focus to the first invalid field. Values are kept whatever happens, so nothing typed is lost. A valid
 * submit hands over the values as typed, with the types the schema accepted them as (`z.input`): what an API call
 * whose body is that schema takes.
 */
export function useForm<S extends z.ZodType, V extends Values>(schema: S, initial: V) {
  const forms = useFormErrors();
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [tried, setTried] = useState(false);

  const set = (name: keyof V & string, value: string | boolean) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (tried) setErrors(forms.validate(schema, next).errors);
  };

  return {
    values,
    errors,
    set,
    /** Props for a TextField. */
    text: (name: keyof V & string) => ({
      name,
      value: values[name] as string,
      error: errors[name],
      onChange: (event: { target: { value: string } }) => set(name, event.target.value),
    }),
    /** Props for a CheckboxField. */
    checkbox: (name: keyof V & string) => ({
      name,
      checked: values[name] as boolean,
      error: errors[name],
      onChange: (event: { target: { checked: boolean } }) => set(name, event.target.checked),
    }),
    /** The API refused the form: its field messages, or its message for the whole form. */
    showApiError: (error: unknown, fallback: string) => {
      const found = forms.fromApi(error);
      setErrors(Object.keys(found).length > 0 ? found : { _form: fallback });
    },
    reset: (next: V) => {
      setValues(next);
      setErrors({});
      setTried(false);
    },
    handleSubmit: (onValid: (values: V & z.input<S>) => void) => (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const formElement = event.currentTarget;
      setTried(true);
      const { data, errors: found } = forms.validate(schema, values);
      setErrors(found);
      if (data === undefined) {
        requestAnimationFrame(() => formElement.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
        return;
      }
      // The schema accepted these very values, so they are of its input type.
      onValid(values as V & z.input<S>);
    },
  };
}
