// The messages of API keys (docs/contracts.md §18, docs/decisions/069): the form's validation, the errors of a key
// that may not do what it was sent to do, and the back office's activity entries of keys made and revoked.
// messages.ts spreads these into its tables, so that every key is typed and has all three languages.
import type { Texts } from './text.js';

export const API_KEY_VALIDATION_MESSAGES = {
  'validation.apiKey.name.required': {
    en: 'Give the key a name, such as the program that will use it',
    nl: 'Geef de sleutel een naam, bijvoorbeeld van het programma dat hem gebruikt',
    es: 'Ponle un nombre a la clave, por ejemplo el del programa que la usará',
  },
  'validation.apiKey.scopes.required': {
    en: 'Choose at least one permission',
    nl: 'Kies minstens één recht',
    es: 'Elige al menos un permiso',
  },
} as const satisfies Record<string, Texts>;

export const API_KEY_ERROR_MESSAGES = {
  'errors.INSUFFICIENT_SCOPE': {
    en: 'This API key may not do this: it lacks the {{scope}} permission',
    nl: 'Deze API-sleutel mag dit niet: het recht {{scope}} ontbreekt',
    es: 'Esta clave de API no puede hacer esto: le falta el permiso {{scope}}',
  },
  'errors.API_KEY_NOT_ALLOWED': {
    en: 'Log in to do this: an API key cannot',
    nl: 'Log in om dit te doen: met een API-sleutel kan het niet',
    es: 'Inicia sesión para hacer esto: con una clave de API no se puede',
  },
} as const satisfies Record<string, Texts>;

export const API_KEY_MESSAGES = {
  'activity.apiKeyCreated': {
    en: 'API key "{{key}}" created by {{name}}',
    nl: 'API-sleutel "{{key}}" aangemaakt door {{name}}',
    es: 'Clave de API "{{key}}" creada por {{name}}',
  },
  'activity.apiKeyRevoked': {
    en: 'API key "{{key}}" of {{name}} revoked',
    nl: 'API-sleutel "{{key}}" van {{name}} ingetrokken',
    es: 'Clave de API "{{key}}" de {{name}} revocada',
  },
} as const satisfies Record<string, Texts>;
