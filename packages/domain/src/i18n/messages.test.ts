import { describe, it, expect } from 'vitest';
import { SUPPORTED_LANGUAGES } from './languages.js';
import {
  ERROR_CODES,
  MESSAGES,
  MESSAGE_KEYS,
  isErrorCode,
  isMessageKey,
  messagesFor,
  translateMessage,
  type MessageKey,
} from './messages.js';
import { TRAVEL_VALIDATION_MESSAGES } from './messages-travel.js';
import { fillText } from './text.js';

const placeholders = (text: string): string[] =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] ?? '').sort();

describe('the message table', () => {
  it('holds messages', () => {
    expect(MESSAGE_KEYS.length).toBeGreaterThan(0);
    expect(MESSAGE_KEYS).toEqual(Object.keys(MESSAGES));
  });

  it.each(MESSAGE_KEYS)('has a non-empty English, Dutch and Spanish text for %s', (key) => {
    const texts: Readonly<Record<string, string>> = MESSAGES[key];
    expect(Object.keys(texts).sort()).toEqual([...SUPPORTED_LANGUAGES].sort());
    for (const language of SUPPORTED_LANGUAGES) {
      expect(texts[language]?.trim()).not.toBe('');
      expect(texts[language]).toBe(texts[language]?.trim());
    }
  });

  it.each(MESSAGE_KEYS)('uses the same {{parameters}} in every language for %s', (key) => {
    const texts = MESSAGES[key];
    expect(placeholders(texts.nl)).toEqual(placeholders(texts.en));
    expect(placeholders(texts.es)).toEqual(placeholders(texts.en));
  });

  it('names its keys validation.*, device.*, errors.*, auth.*, mail.*, sms.*, calendar.*, activity.*, document.* or invoice.*', () => {
    for (const key of MESSAGE_KEYS) {
      expect(key).toMatch(
        /^(validation|device|errors|auth|mail|sms|calendar|activity|document|invoice)\.[A-Za-z0-9_.-]+$/,
      );
    }
  });
});

describe('the API error codes', () => {
  it.each(ERROR_CODES)('has an errors.%s message', (code) => {
    expect(isMessageKey(`errors.${code}`)).toBe(true);
  });

  it('has no errors.* message without an error code', () => {
    const errorKeys = MESSAGE_KEYS.filter((key) => key.startsWith('errors.'));
    expect(errorKeys.map((key) => key.slice('errors.'.length)).sort()).toEqual([...ERROR_CODES].sort());
  });

  it('lists every code once, in upper snake case', () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
    for (const code of ERROR_CODES) expect(code).toMatch(/^[A-Z]+(_[A-Z]+)*$/);
  });

  it.each(['VALIDATION_FAILED', 'NOT_FOUND', 'TOO_MANY_REQUESTS', 'ORDER_FAILED', 'INTERNAL'])(
    'recognises %s as an error code',
    (code) => {
      expect(isErrorCode(code)).toBe(true);
    },
  );

  it.each<[string, unknown]>([
    ['an unknown code', 'TEAPOT'],
    ['a lower-case code', 'not_found'],
    ['a message key', 'errors.NOT_FOUND'],
    ['an empty text', ''],
    ['null', null],
    ['a status number', 404],
  ])('does not recognise %s as an error code', (_description, value) => {
    expect(isErrorCode(value)).toBe(false);
  });
});

describe('the spec texts', () => {
  // Spec points 5 and 8: the Dutch texts are the `nl` texts word for word.
  it.each<[MessageKey, string]>([
    ['validation.email.required', 'E-mailadres is verplicht'],
    ['validation.email.invalid', 'Voer een geldig e-mailadres in'],
    ['validation.password.required', 'Wachtwoord is verplicht'],
    ['validation.password.min6', 'Wachtwoord moet minimaal 6 karakters zijn'],
    ['validation.password.min8', 'Wachtwoord moet minimaal 8 karakters zijn'],
    ['validation.firstName.required', 'Voornaam is verplicht'],
    ['validation.lastName.required', 'Achternaam is verplicht'],
    ['validation.phone.invalid', 'Voer een geldig telefoonnummer in'],
    ['validation.password.confirmRequired', 'Bevestig je wachtwoord'],
    ['validation.password.mismatch', 'Wachtwoorden komen niet overeen'],
    ['validation.terms.required', 'Je moet akkoord gaan met de voorwaarden'],
    ['validation.postcode.invalid', 'Ongeldige postcode (formaat: 1234 AB)'],
    ['validation.fillAllFields', 'Vul alle velden in'],
    ['validation.fillAllRequiredFields', 'Vul alle verplichte velden correct in'],
    ['device.compatible', 'Uw apparaat ondersteunt eSIM! U kunt direct aan de slag.'],
    [
      'device.incompatible',
      'Helaas ondersteunt uw apparaat geen eSIM. Controleer of er een nieuwere versie beschikbaar is.',
    ],
    ['device.unknown', 'Controleer in uw telefooninstellingen of eSIM wordt ondersteund.'],
    ['errors.ORDER_INCOMPLETE', 'Vul alle verplichte velden correct in'],
    ['errors.ORDER_FAILED', 'Er is een fout opgetreden bij het verwerken van uw bestelling. Probeer opnieuw.'],
  ])('%s reads %j in Dutch', (key, dutch) => {
    expect(MESSAGES[key].nl).toBe(dutch);
    expect(translateMessage(key, 'nl')).toBe(dutch);
    expect(messagesFor('nl')[key]).toBe(dutch);
  });
});

describe('the auth fallbacks of spec point 8', () => {
  it.each<[MessageKey, string]>([
    ['auth.failed.login', 'Login failed'],
    ['auth.failed.register', 'Registration failed'],
    ['auth.failed.profile', 'Profile update failed'],
    ['auth.failed.password', 'Password change failed'],
    ['auth.failed.forgotPassword', 'Password reset request failed'],
    ['auth.failed.resetPassword', 'Password reset failed'],
  ])('%s reads %j in English', (key, english) => {
    expect(translateMessage(key, 'en')).toBe(english);
  });
});

describe('isMessageKey', () => {
  it.each(MESSAGE_KEYS)('recognises %s', (key) => {
    expect(isMessageKey(key)).toBe(true);
  });

  it.each<[string, unknown]>([
    ['an unknown key', 'validation.nope'],
    ['a key with a different case', 'Validation.Required'],
    ['a prefix of a key', 'validation'],
    ['an inherited property name', 'toString'],
    ['__proto__', '__proto__'],
    ['zod text', 'Invalid input: expected string, received undefined'],
    ['an empty text', ''],
    ['null', null],
    ['a number', 1],
  ])('does not recognise %s', (_description, value) => {
    expect(isMessageKey(value)).toBe(false);
  });
});

describe('translateMessage', () => {
  it.each<[string, string]>([
    ['en', 'Email address is required'],
    ['nl', 'E-mailadres is verplicht'],
    ['es', 'El correo electrónico es obligatorio'],
  ])('gives the %s text', (language, text) => {
    expect(translateMessage('validation.email.required', language)).toBe(text);
  });

  it.each(['de', 'fr', 'NL', 'nl-NL', '', 'toString', 'constructor', '__proto__'])(
    'falls back to English for the unknown language %j',
    (language) => {
      expect(translateMessage('validation.email.required', language)).toBe('Email address is required');
    },
  );

  it.each<[string, string]>([
    ['en', 'Too many attempts. Try again in 30 minutes'],
    ['nl', 'Te veel pogingen. Probeer het over 30 minuten opnieuw'],
    ['es', 'Demasiados intentos. Vuelve a intentarlo dentro de 30 minutos'],
  ])('fills in {{minutes}} in %s', (language, text) => {
    expect(translateMessage('errors.TOO_MANY_REQUESTS', language, { minutes: 30 })).toBe(text);
  });

  it('fills in a parameter given as text', () => {
    expect(translateMessage('errors.TOO_MANY_REQUESTS', 'en', { minutes: '5' })).toBe(
      'Too many attempts. Try again in 5 minutes',
    );
  });

  it('fills in zero rather than dropping it', () => {
    expect(translateMessage('errors.TOO_MANY_REQUESTS', 'en', { minutes: 0 })).toBe(
      'Too many attempts. Try again in 0 minutes',
    );
  });

  it('leaves a missing parameter visible', () => {
    expect(translateMessage('errors.TOO_MANY_REQUESTS', 'nl')).toBe(
      'Te veel pogingen. Probeer het over {{minutes}} minuten opnieuw',
    );
    expect(translateMessage('errors.TOO_MANY_REQUESTS', 'en', { seconds: 2 })).toBe(
      'Too many attempts. Try again in {{minutes}} minutes',
    );
  });

  it('does not take a parameter from the prototype of the parameters', () => {
    expect(
      translateMessage('errors.TOO_MANY_REQUESTS', 'en', Object.create({ minutes: 9 }) as Record<string, number>),
    ).toBe('Too many attempts. Try again in {{minutes}} minutes');
  });

  it('ignores parameters a text does not use', () => {
    expect(translateMessage('validation.required', 'nl', { seconds: 3 })).toBe('Dit veld is verplicht');
  });
});

describe('messagesFor', () => {
  it.each(SUPPORTED_LANGUAGES)('gives every key in %s', (language) => {
    const messages = messagesFor(language);
    expect(Object.keys(messages)).toEqual(MESSAGE_KEYS);
    for (const key of MESSAGE_KEYS) expect(messages[key]).toBe(MESSAGES[key][language]);
  });

  it('gives the texts of the language asked for', () => {
    expect(messagesFor('en')['validation.password.mismatch']).toBe('Passwords do not match');
    expect(messagesFor('nl')['validation.password.mismatch']).toBe('Wachtwoorden komen niet overeen');
    expect(messagesFor('es')['validation.password.mismatch']).toBe('Las contraseñas no coinciden');
  });

  it('keeps the {{parameters}} for the translation library to fill in', () => {
    expect(messagesFor('en')['errors.TOO_MANY_REQUESTS']).toBe('Too many attempts. Try again in {{minutes}} minutes');
  });
});

describe('the travel calculator’s messages, a group of their own', () => {
  it('are in the rule book with the same texts, so that the API and the page say the same', () => {
    for (const [key, texts] of Object.entries(TRAVEL_VALIDATION_MESSAGES)) {
      expect(isMessageKey(key)).toBe(true);
      expect(MESSAGES[key as MessageKey]).toEqual(texts);
    }
  });

  it.each<[string, string]>([
    ['nl', 'De vertrekdatum kan niet in het verleden liggen'],
    ['es', 'La fecha de salida no puede estar en el pasado'],
    ['de', 'The departure date cannot be in the past'],
  ])('give their %s text through fillText', (language, text) => {
    expect(fillText(TRAVEL_VALIDATION_MESSAGES['validation.travel.startInPast'], language)).toBe(text);
  });
});
