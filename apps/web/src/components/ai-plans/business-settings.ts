// The AI assistant's business settings as a form holds them (docs/contracts.md §9): text as typed, the languages and the
// opening days as lists, and "no fixed opening hours" as a checkbox. `businessInput` turns them into what
// `AiBusinessSchema` reads (the order page and the dashboard's settings dialog send it); `businessFormValues` reads a
// stored record back into the form.
import {
  AI_LANGUAGES,
  WEEKDAYS,
  type AiBusinessInput,
  type AiBusinessRecord,
  type AiLanguage,
  type Weekday,
} from '@telecom/domain';

export interface BusinessFormValues {
  readonly name: string;
  readonly phone: string;
  readonly languages: readonly AiLanguage[];
  /** True: the assistant is told no opening hours (it answers the same way day and night). */
  readonly alwaysOpen: boolean;
  readonly days: readonly Weekday[];
  readonly open: string;
  readonly close: string;
  readonly greeting: string;
}

/** A new business: Dutch, open Monday to Friday from 09:00 to 17:30. */
export const DEFAULT_BUSINESS_VALUES: BusinessFormValues = {
  name: '',
  phone: '',
  languages: ['nl'],
  alwaysOpen: false,
  days: ['mon', 'tue', 'wed', 'thu', 'fri'],
  open: '09:00',
  close: '17:30',
  greeting: '',
};

/** What `AiBusinessSchema` reads: the lists in the order of the week and of `AI_LANGUAGES`, whatever the ticking order. */
export function businessInput(values: BusinessFormValues): AiBusinessInput {
  return {
    name: values.name,
    phone: values.phone,
    languages: AI_LANGUAGES.filter((language) => values.languages.includes(language)),
    hours: values.alwaysOpen
      ? undefined
      : { days: WEEKDAYS.filter((day) => values.days.includes(day)), open: values.open, close: values.close },
    greeting: values.greeting,
  };
}

/** The stored settings (a subscription's `business`) as the form shows them. */
export function businessFormValues(record: AiBusinessRecord): BusinessFormValues {
  return {
    name: record.name,
    phone: record.phone ?? '',
    languages: record.languages,
    alwaysOpen: record.hours === undefined,
    days: record.hours?.days ?? DEFAULT_BUSINESS_VALUES.days,
    open: record.hours?.open ?? DEFAULT_BUSINESS_VALUES.open,
    close: record.hours?.close ?? DEFAULT_BUSINESS_VALUES.close,
    greeting: record.greeting ?? '',
  };
}

/** Whether something read from storage has the shape of the form's values (anything else is ignored). */
export function isBusinessFormValues(value: unknown): value is BusinessFormValues {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  const strings = ['name', 'phone', 'open', 'close', 'greeting'].every((key) => typeof candidate[key] === 'string');
  const list = (key: string, allowed: readonly string[]) =>
    Array.isArray(candidate[key]) &&
    (candidate[key] as unknown[]).every((item) => typeof item === 'string' && allowed.includes(item));
  return (
    strings && typeof candidate.alwaysOpen === 'boolean' && list('languages', AI_LANGUAGES) && list('days', WEEKDAYS)
  );
}

/**
 * The field errors of the business part of a form, keyed as the fields component reads them ('name', 'languages',
 * 'hours.days', …): from errors keyed under `prefix` ('business.' for the settings call, 'product.business.' for an
 * order), the first one of each field.
 */
export function businessErrors(errors: Readonly<Record<string, string>>, prefix: string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([field]) => field.startsWith(prefix))
      .map(([field, message]) => [field.slice(prefix.length), message]),
  );
}
