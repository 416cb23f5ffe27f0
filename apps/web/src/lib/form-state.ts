import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { ApiError } from './api-client';
import type { FormCheck } from './form-check';

export type FormValues = Record<string, string | boolean>;

/** An ApiError's own `fields` (already translated by the API), or its message for the whole form. */
export function apiFormErrors(error: unknown): Record<string, string> {
  return error instanceof ApiError
    ? { ...error.fields, ...(Object.keys(error.fields).length === 0 ? { _form: error.message } : {}) }
    : {};
}

/** Checks values, at once or once the checking code is in (a form whose schema loads on first use). */
export type FormChecker<V> = (values: V) => FormCheck<unknown> | Promise<FormCheck<unknown>>;

/** What a field shows: its text, or whether it is ticked. */
type Shown = (element: HTMLInputElement) => string | boolean;
const shownText: Shown = (element) => element.value;
const shownTick: Shown = (element) => element.checked;

/**
 * A form's values and errors (lib/use-form.ts, lib/use-lazy-form.ts): errors appear on submit and then follow every
 * change; a failed submit moves the focus to the first invalid field. Values are kept whatever happens, so nothing
 * typed is lost, not even before the app has taken the form over. A valid submit hands over the values as typed.
 */
export function useFormState<V extends FormValues>(initial: V, check: FormChecker<V>) {
  const [values, setValues] = useState<V>(initial);
  // A page the server drew (lib/prerendered.ts) shows its form, and takes what is typed into it, before the app's code
  // has come. React keeps what a field shows as it takes the field over (hydrates it), but its value is still
  // `initial` ('' for a field the server drew empty): the next render would write that over what was typed, and a
  // submit would send it. So each field hands what it shows to the form as React takes it over (its ref, called once
  // the field is the app's); a field that React drew shows its value already and changes nothing.
  const [takeOvers] = useState(() => new Map<string, (element: HTMLInputElement | null) => void>());
  const takeOver = (name: keyof V & string, shown: Shown) => {
    let ref = takeOvers.get(name);
    if (!ref) {
      ref = (element) => {
        if (!element) return;
        const value = shown(element);
        setValues((current) => (current[name] === value ? current : { ...current, [name]: value }));
      };
      takeOvers.set(name, ref);
    }
    return ref;
  };
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [tried, setTried] = useState(false);
  // A failed submit's form: its first invalid field takes the focus once the errors are drawn.
  const focusFirstInvalid = useRef<HTMLFormElement | null>(null);
  // A submit whose check waits for the checking code: a second submit meanwhile (a double click) is the same one.
  const checking = useRef(false);
  useEffect(() => {
    const formElement = focusFirstInvalid.current;
    if (!formElement) return;
    focusFirstInvalid.current = null;
    formElement.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });

  /** Fills in a field that is still empty (what the server could not know, once the form is the app's): one function. */
  const fillIn = useCallback(
    (name: keyof V & string, value: string) =>
      setValues((current) => (current[name] === '' ? { ...current, [name]: value } : current)),
    [],
  );

  const set = (name: keyof V & string, value: string | boolean) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (!tried) return;
    const result = check(next);
    if (result instanceof Promise) void result.then((checked) => setErrors(checked.errors));
    else setErrors(result.errors);
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
      ref: takeOver(name, shownText),
    }),
    /** Props for a CheckboxField. */
    checkbox: (name: keyof V & string) => ({
      name,
      checked: values[name] as boolean,
      error: errors[name],
      onChange: (event: { target: { checked: boolean } }) => set(name, event.target.checked),
      ref: takeOver(name, shownTick),
    }),
    /** The API refused the form: its field messages, or its message for the whole form. */
    showApiError: (error: unknown, fallback: string) => {
      const found = apiFormErrors(error);
      setErrors(Object.keys(found).length > 0 ? found : { _form: fallback });
    },
    fillIn,
    reset: (next: V) => {
      setValues(next);
      setErrors({});
      setTried(false);
    },
    handleSubmit: (onValid: (values: V) => void) => (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (checking.current) return;
      const formElement = event.currentTarget;
      const submitted = values;
      setTried(true);
      const settle = ({ data, errors: found }: FormCheck<unknown>) => {
        setErrors(found);
        if (data === undefined) {
          focusFirstInvalid.current = formElement;
          return;
        }
        onValid(submitted);
      };
      const result = check(submitted);
      if (!(result instanceof Promise)) return settle(result);
      checking.current = true;
      void result.then((checked) => {
        checking.current = false;
        settle(checked);
      });
    },
  };
}
