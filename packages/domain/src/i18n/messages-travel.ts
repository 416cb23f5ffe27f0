// The travel calculator's date messages (spec point 2), in en, nl and es. They are a file of their own so that the
// calculator's page can show them without the rule book's other messages (mails, invoices, errors: over 100 kB that
// a visitor of the eSIM pages never needs); messages.ts spreads them into its tables like every other group.
import type { Texts } from './text.js';

export const TRAVEL_VALIDATION_MESSAGES = {
  'validation.travel.startInPast': {
    en: 'The departure date cannot be in the past',
    nl: 'De vertrekdatum kan niet in het verleden liggen',
    es: 'La fecha de salida no puede estar en el pasado',
  },
  'validation.travel.endBeforeStart': {
    en: 'The return date cannot be before the departure date',
    nl: 'De terugkeerdatum kan niet voor de vertrekdatum liggen',
    es: 'La fecha de regreso no puede ser anterior a la fecha de salida',
  },
  'validation.travel.endInPast': {
    en: 'The return date cannot be in the past',
    nl: 'De terugkeerdatum kan niet in het verleden liggen',
    es: 'La fecha de regreso no puede estar en el pasado',
  },
} as const satisfies Record<string, Texts>;

export type TravelValidationMessageKey = keyof typeof TRAVEL_VALIDATION_MESSAGES;
