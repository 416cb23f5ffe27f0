// The company's own details (docs/contracts.md §13, "Company details"): the settings' phone number and support hours,
// checked in the back office, and the line that every mail's footer gives them in. messages.ts spreads these into its
// tables, so that every key is typed and has all three languages.
import type { Texts } from './text.js';

export const COMPANY_VALIDATION_MESSAGES = {
  'validation.supportPhone.invalid': {
    en: 'Enter a Dutch phone number, such as 020 123 4567',
    nl: 'Voer een Nederlands telefoonnummer in, zoals 020 123 4567',
    es: 'Introduce un número de teléfono neerlandés, como 020 123 4567',
  },
  'validation.time.invalid': {
    en: 'Enter a time as hh:mm, such as 08:30',
    nl: 'Voer een tijd in als uu:mm, zoals 08:30',
    es: 'Introduce una hora como hh:mm, por ejemplo 08:30',
  },
  'validation.supportHours.order': {
    en: 'The closing time must be after the opening time',
    nl: 'De sluitingstijd moet na de openingstijd liggen',
    es: 'La hora de cierre debe ser posterior a la de apertura',
  },
} as const satisfies Record<string, Texts>;

export const COMPANY_MESSAGES = {
  'mail.footer.supportHours': {
    en: 'working days {{from}}–{{to}}',
    nl: 'werkdagen {{from}}–{{to}}',
    es: 'días laborables de {{from}} a {{to}}',
  },
  'mail.footer.phone': {
    en: 'Phone {{phone}} ({{hours}})',
    nl: 'Telefoon {{phone}} ({{hours}})',
    es: 'Teléfono {{phone}} ({{hours}})',
  },
} as const satisfies Record<string, Texts>;
