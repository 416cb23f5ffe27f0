import { describe, it, expect } from 'vitest';
import type { z } from 'zod';
import { translateMessage, type MessageKey } from '../i18n/messages.js';
import {
  ClearablePhoneSchema,
  DutchPostcodeSchema,
  EmailSchema,
  LOGIN_PASSWORD_MIN_LENGTH,
  LoginPasswordSchema,
  MAX_LENGTH,
  NEW_PASSWORD_MIN_LENGTH,
  NewPasswordSchema,
  OptionalCheckbox,
  OptionalPhoneSchema,
  PASSWORD_MAX_BYTES,
  PasswordConfirmationSchema,
  PhoneSchema,
  isValidDutchPostcode,
  mustBeTicked,
  normalizeDutchPostcode,
  optionalMultilineText,
  optionalText,
  postcodeFormatError,
  requiredMultilineText,
  requiredText,
  utf8ByteLength,
} from './fields.js';

/** The message key the user sees first for a value, or null when the value is accepted. */
function firstError(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

/** The cleaned value; fails the test when the value is refused. */
function cleaned(schema: z.ZodType, value: unknown): unknown {
  const result = schema.safeParse(value);
  expect(result.error?.issues).toBeUndefined();
  return result.data;
}

const nl = (key: MessageKey) => translateMessage(key, 'nl');

describe('the limits', () => {
  it('take the spec minimums of 6 characters at login and 8 for a new password', () => {
    expect(LOGIN_PASSWORD_MIN_LENGTH).toBe(6);
    expect(NEW_PASSWORD_MIN_LENGTH).toBe(8);
  });

  it('cap a password at bcrypt’s 72 bytes', () => {
    expect(PASSWORD_MAX_BYTES).toBe(72);
  });

  it('allow a full e-mail address of 254 characters', () => {
    expect(MAX_LENGTH.email).toBe(254);
  });
});

describe('utf8ByteLength', () => {
  it.each<[string, string, number]>([
    ['an empty text', '', 0],
    ['plain letters', 'abc', 3],
    ['an accented letter', 'é', 2],
    ['a euro sign', '€', 3],
    ['an emoji', '😀', 4],
    ['a mix', 'aé€😀', 10],
    ['a lone surrogate (written as U+FFFD)', '\uD800', 3],
  ])('counts %s as %d bytes', (_description, text, bytes) => {
    expect(utf8ByteLength(text)).toBe(bytes);
  });

  it.each(['', 'wachtwoord', 'Ééñ€', '😀🇳🇱', 'x\uDC00y'])('agrees with TextEncoder for %j', (text) => {
    expect(utf8ByteLength(text)).toBe(new TextEncoder().encode(text).length);
  });
});

describe('Dutch postcodes', () => {
  it.each<[string, string | null | undefined, boolean]>([
    ['with a space', '1234 AB', true],
    ['without a space', '1234AB', true],
    ['in lower case', '1234 ab', true],
    ['in mixed case', '1234aB', true],
    ['with surrounding spaces', ' 1234 AB ', true],
    ['the lowest', '1000 AA', true],
    ['the highest', '9999 ZZ', true],
    ['starting with 0', '0123 AB', false],
    ['with three digits', '123 AB', false],
    ['with five digits', '12345 AB', false],
    ['with two spaces', '1234  AB', false],
    ['with a dash', '1234-AB', false],
    ['with one letter', '1234 A', false],
    ['with three letters', '1234 ABC', false],
    ['with digits for letters', '1234 12', false],
    ['with an accented letter', '1234 ÅB', false],
    ['letters first', 'AB 1234', false],
    ['empty', '', false],
    ['only spaces', '   ', false],
    ['null', null, false],
    ['undefined', undefined, false],
  ])('a postcode %s (%j) is valid: %s', (_description, value, valid) => {
    expect(isValidDutchPostcode(value)).toBe(valid);
  });

  it.each<[string | null | undefined, string | null]>([
    ['1234 AB', '1234 AB'],
    ['1234AB', '1234 AB'],
    ['1234ab', '1234 AB'],
    ['1234 ab', '1234 AB'],
    [' 1234 aB ', '1234 AB'],
    ['0123 AB', null],
    ['1234  AB', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('normalises %j to %j', (value, normalised) => {
    expect(normalizeDutchPostcode(value)).toBe(normalised);
  });

  it.each<[string, string | null | undefined]>([
    ['empty', ''],
    ['only spaces', '  '],
    ['null', null],
    ['undefined', undefined],
    ['valid', '1234 AB'],
    ['valid without a space and in lower case', '1234ab'],
  ])('shows no format message while the postcode is %s', (_description, value) => {
    expect(postcodeFormatError(value)).toBeNull();
  });

  it.each(['1', '123', '0123 AB', '1234 A', '1234 ABC', 'abcd', '1234  AB'])(
    'shows the format message for %j',
    (value) => {
      expect(postcodeFormatError(value)).toBe('validation.postcode.invalid');
      expect(nl('validation.postcode.invalid')).toBe('Ongeldige postcode (formaat: 1234 AB)');
    },
  );

  describe('DutchPostcodeSchema', () => {
    it.each<[string, string]>([
      ['1234 AB', '1234 AB'],
      ['1234ab', '1234 AB'],
      [' 1234 ab ', '1234 AB'],
    ])('stores %j as %j', (value, stored) => {
      expect(cleaned(DutchPostcodeSchema, value)).toBe(stored);
    });

    it.each<[string, unknown, MessageKey]>([
      ['empty', '', 'validation.postcode.required'],
      ['only spaces', '   ', 'validation.postcode.required'],
      ['missing', undefined, 'validation.postcode.required'],
      ['a number', 1234, 'validation.postcode.required'],
      ['invalid', '0123 AB', 'validation.postcode.invalid'],
      ['too short', '1234 A', 'validation.postcode.invalid'],
    ])('refuses a postcode that is %s with %s', (_description, value, key) => {
      expect(firstError(DutchPostcodeSchema, value)).toBe(key);
    });
  });
});

describe('requiredText', () => {
  const schema = requiredText('validation.name.required', 5);

  it('trims the text', () => {
    expect(cleaned(schema, '  Anna  ')).toBe('Anna');
  });

  it('accepts a text of exactly the maximum length', () => {
    expect(cleaned(schema, 'abcde')).toBe('abcde');
  });

  it('counts the length after trimming', () => {
    expect(cleaned(schema, '  abcde  ')).toBe('abcde');
  });

  it.each<[string, unknown, MessageKey]>([
    ['empty', '', 'validation.name.required'],
    ['only spaces', '   ', 'validation.name.required'],
    ['missing', undefined, 'validation.name.required'],
    ['null', null, 'validation.name.required'],
    ['not a text', 42, 'validation.name.required'],
    ['too long', 'abcdef', 'validation.tooLong'],
  ])('refuses a text that is %s with %s', (_description, value, key) => {
    expect(firstError(schema, value)).toBe(key);
  });
});

describe('optionalText', () => {
  const schema = optionalText(5);

  it.each<[string, unknown]>([
    ['absent', undefined],
    ['null', null],
    ['empty', ''],
    ['only spaces', '   '],
  ])('turns a text that is %s into undefined', (_description, value) => {
    expect(cleaned(schema, value)).toBeUndefined();
  });

  it('trims a given text', () => {
    expect(cleaned(schema, ' b ')).toBe('b');
  });

  it.each<[string, unknown, MessageKey]>([
    ['too long', 'abcdef', 'validation.tooLong'],
    ['not a text', 7, 'validation.invalid'],
  ])('refuses a text that is %s with %s', (_description, value, key) => {
    expect(firstError(schema, value)).toBe(key);
  });
});

describe('EmailSchema', () => {
  it.each<[string, string]>([
    ['jan@example.nl', 'jan@example.nl'],
    ['  Jan@Example.NL  ', 'jan@example.nl'],
    ['JAN.DE.VRIES+shop@sub.example.co.uk', 'jan.de.vries+shop@sub.example.co.uk'],
    ['a@b.c', 'a@b.c'],
  ])('accepts %j and keeps %j', (value, stored) => {
    expect(cleaned(EmailSchema, value)).toBe(stored);
  });

  it.each<[string, unknown, MessageKey, string]>([
    ['empty', '', 'validation.email.required', 'E-mailadres is verplicht'],
    ['only spaces', '   ', 'validation.email.required', 'E-mailadres is verplicht'],
    ['missing', undefined, 'validation.email.required', 'E-mailadres is verplicht'],
    ['null', null, 'validation.email.required', 'E-mailadres is verplicht'],
    ['without an @', 'jan.example.nl', 'validation.email.invalid', 'Voer een geldig e-mailadres in'],
    ['without a dot after the @', 'a@b', 'validation.email.invalid', 'Voer een geldig e-mailadres in'],
    ['without a name', '@example.nl', 'validation.email.invalid', 'Voer een geldig e-mailadres in'],
    ['with a space inside', 'jan de@example.nl', 'validation.email.invalid', 'Voer een geldig e-mailadres in'],
    ['with two @', 'jan@@example.nl', 'validation.email.invalid', 'Voer een geldig e-mailadres in'],
    ['ending in a dot', 'jan@example.', 'validation.email.invalid', 'Voer een geldig e-mailadres in'],
    [
      'longer than 254 characters',
      `${'a'.repeat(250)}@b.nl`,
      'validation.email.invalid',
      'Voer een geldig e-mailadres in',
    ],
  ])('refuses an address that is %s with %s', (_description, value, key, dutch) => {
    expect(firstError(EmailSchema, value)).toBe(key);
    expect(nl(key)).toBe(dutch);
  });

  it('accepts an address of exactly 254 characters', () => {
    const address = `${'a'.repeat(249)}@b.nl`;
    expect(address).toHaveLength(254);
    expect(cleaned(EmailSchema, address)).toBe(address);
  });
});

describe('EmailSchema: plain addresses only (docs/contracts.md §6)', () => {
  it.each<[string, string]>([
    ['angle brackets around a second address', 'a<evil@evil.test>'],
    ['a display name', '"Jan" <jan@example.nl>'],
    ['a display name without quotes', 'Jan <jan@example.nl>'],
    ['a comma-separated second address', 'jan@example.nl,evil@evil.test'],
    ['a semicolon', 'jan@example.nl;evil@evil.test'],
    ['a line break inside', 'jan@example.nl\nBcc: evil@evil.test'],
    ['a carriage return inside', 'jan\r@example.nl'],
    ['a tab inside', 'jan\t@example.nl'],
    ['a NUL inside', 'jan\u0000@example.nl'],
    ['a quoted local part', '"jan de vries"@example.nl'],
    ['a comment', 'jan(comment)@example.nl'],
    ['an IP literal', 'jan@[127.0.0.1]'],
    ['two dots in a row', 'jan..de@example.nl'],
    ['a leading dot', '.jan@example.nl'],
    ['a trailing dot in the local part', 'jan.@example.nl'],
    ['a hyphen at the start of a domain label', 'jan@-example.nl'],
    ['an underscore in the domain', 'jan@ex_ample.nl'],
    ['a backslash', 'jan\\@example.nl'],
  ])('refuses %s', (_description, value) => {
    expect(firstError(EmailSchema, value)).toBe('validation.email.invalid');
  });

  it.each(["o'brien@example.ie", 'jan_de-vries@mail-server.example.nl', 'info+orders@xn--bcher-kva.de', 'a1@b2.c3'])(
    'accepts %s',
    (value) => {
      expect(cleaned(EmailSchema, value)).toBe(value);
    },
  );
});

describe('single-line and multi-line texts (docs/contracts.md §6)', () => {
  const name = requiredText('validation.name.required', 100);
  const optional = optionalText(100);
  it.each<[string, string]>([
    ['a line feed', 'Jan\nJansen'],
    ['a carriage return and line feed', 'Jan\r\nBcc: evil@evil.test'],
    ['a tab', 'Jan\tJansen'],
    ['a NUL', 'Jan\u0000'],
    ['DEL', 'Jan\u007f'],
    ['a C1 control', 'Jan\u0085Jansen'],
    ['a Unicode line separator', 'Jan\u2028Jansen'],
  ])('refuses a single-line text with %s', (_description, value) => {
    expect(firstError(name, value)).toBe('validation.singleLine');
    expect(firstError(optional, value)).toBe('validation.singleLine');
    expect(nl('validation.singleLine')).toBe('Gebruik één regel, zonder tabs of besturingstekens');
  });

  it('trims surrounding white space, line breaks included, before the check', () => {
    expect(cleaned(name, '  Émile Ürünç\n')).toBe('Émile Ürünç');
  });

  it('lets a message keep its lines and tabs, but not other control characters', () => {
    const message = requiredMultilineText('validation.message.required', 500);
    expect(cleaned(message, 'Hallo,\r\n\nMijn eSIM\twerkt niet.')).toBe('Hallo,\r\n\nMijn eSIM\twerkt niet.');
    expect(firstError(message, 'Hallo\u0000')).toBe('validation.controlCharacters');
    expect(firstError(optionalMultilineText(500), 'Escape \u001b[31m')).toBe('validation.controlCharacters');
    expect(cleaned(optionalMultilineText(500), '')).toBeUndefined();
  });
});

describe('LoginPasswordSchema', () => {
  it.each<[string, unknown, MessageKey, string]>([
    ['empty', '', 'validation.password.required', 'Wachtwoord is verplicht'],
    ['missing', undefined, 'validation.password.required', 'Wachtwoord is verplicht'],
    ['5 characters', '12345', 'validation.password.min6', 'Wachtwoord moet minimaal 6 karakters zijn'],
    ['1 character', 'a', 'validation.password.min6', 'Wachtwoord moet minimaal 6 karakters zijn'],
  ])('refuses a password that is %s with %s', (_description, value, key, dutch) => {
    expect(firstError(LoginPasswordSchema, value)).toBe(key);
    expect(nl(key)).toBe(dutch);
  });

  it.each(['123456', 'geheim', 'a'.repeat(72)])('accepts %j', (value) => {
    expect(cleaned(LoginPasswordSchema, value)).toBe(value);
  });

  it('never trims a password', () => {
    expect(cleaned(LoginPasswordSchema, '  secret  ')).toBe('  secret  ');
  });

  it('counts surrounding spaces toward the minimum', () => {
    expect(cleaned(LoginPasswordSchema, ' abcd ')).toBe(' abcd ');
  });

  it('refuses a password over 72 bytes', () => {
    expect(firstError(LoginPasswordSchema, 'a'.repeat(73))).toBe('validation.password.tooLong');
  });
});

describe('NewPasswordSchema', () => {
  it.each<[string, unknown, MessageKey, string]>([
    ['empty', '', 'validation.password.required', 'Wachtwoord is verplicht'],
    ['missing', undefined, 'validation.password.required', 'Wachtwoord is verplicht'],
    ['7 characters', '1234567', 'validation.password.min8', 'Wachtwoord moet minimaal 8 karakters zijn'],
  ])('refuses a password that is %s with %s', (_description, value, key, dutch) => {
    expect(firstError(NewPasswordSchema, value)).toBe(key);
    expect(nl(key)).toBe(dutch);
  });

  it.each<[string, string]>([
    ['8 characters', '12345678'],
    ['72 plain characters (72 bytes)', 'a'.repeat(72)],
    ['36 two-byte characters (72 bytes)', 'é'.repeat(36)],
    ['18 emoji (72 bytes)', '😀'.repeat(18)],
  ])('accepts %s', (_description, value) => {
    expect(cleaned(NewPasswordSchema, value)).toBe(value);
  });

  it.each<[string, string]>([
    ['73 plain characters (73 bytes)', 'a'.repeat(73)],
    ['37 two-byte characters (74 bytes)', 'é'.repeat(37)],
    ['71 plain characters and one two-byte one (73 bytes)', `${'a'.repeat(71)}é`],
  ])('refuses %s as too long rather than cutting it', (_description, value) => {
    expect(firstError(NewPasswordSchema, value)).toBe('validation.password.tooLong');
  });

  it('never trims a password', () => {
    expect(cleaned(NewPasswordSchema, ' spaces! ')).toBe(' spaces! ');
  });
});

describe('PasswordConfirmationSchema', () => {
  it.each<[string, unknown]>([
    ['empty', ''],
    ['missing', undefined],
  ])('asks to confirm the password when it is %s', (_description, value) => {
    expect(firstError(PasswordConfirmationSchema, value)).toBe('validation.password.confirmRequired');
    expect(nl('validation.password.confirmRequired')).toBe('Bevestig je wachtwoord');
  });

  it('accepts any text as typed (equality is the form’s rule)', () => {
    expect(cleaned(PasswordConfirmationSchema, ' x ')).toBe(' x ');
  });
});

describe('phone numbers', () => {
  const validPhones: ReadonlyArray<[string, string]> = [
    ['+31 (0)20-123 4567', '+31 (0)20-123 4567'],
    ['06-12345678', '06-12345678'],
    ['0612345678', '0612345678'],
    ['+31612345678', '+31612345678'],
    ['(020) 123 45 67', '(020) 123 45 67'],
    ['  06 1234 5678  ', '06 1234 5678'],
    ['1', '1'],
  ];
  const invalidPhones: ReadonlyArray<[string, string]> = [
    ['letters', 'abc'],
    ['a double plus', '++31'],
    ['a plus in the middle', '12+3'],
    ['a trailing plus', '123+'],
    ['letters with digits', '06-1234abcd'],
    ['a dot', '06.12345678'],
    ['a slash', '020/1234567'],
    ['no digit at all', '+() -'],
    ['more than 30 characters', '1'.repeat(31)],
  ];

  describe('PhoneSchema (required)', () => {
    it.each(validPhones)('accepts %j and keeps %j', (value, stored) => {
      expect(cleaned(PhoneSchema, value)).toBe(stored);
    });

    it.each(invalidPhones)('refuses %s (%j) with "Voer een geldig telefoonnummer in"', (_description, value) => {
      expect(firstError(PhoneSchema, value)).toBe('validation.phone.invalid');
      expect(nl('validation.phone.invalid')).toBe('Voer een geldig telefoonnummer in');
    });

    it.each<[string, unknown]>([
      ['empty', ''],
      ['only spaces', '  '],
      ['missing', undefined],
    ])('asks for a phone number when it is %s', (_description, value) => {
      expect(firstError(PhoneSchema, value)).toBe('validation.phone.required');
    });
  });

  describe('OptionalPhoneSchema', () => {
    it.each(validPhones)('accepts %j and keeps %j', (value, stored) => {
      expect(cleaned(OptionalPhoneSchema, value)).toBe(stored);
    });

    it.each(invalidPhones)('refuses %s (%j)', (_description, value) => {
      expect(firstError(OptionalPhoneSchema, value)).toBe('validation.phone.invalid');
    });

    it.each<[string, unknown]>([
      ['absent', undefined],
      ['null', null],
      ['empty', ''],
      ['only spaces', '   '],
    ])('turns a phone that is %s into undefined', (_description, value) => {
      expect(cleaned(OptionalPhoneSchema, value)).toBeUndefined();
    });

    it('refuses a phone that is not a text', () => {
      expect(firstError(OptionalPhoneSchema, 612345678)).toBe('validation.phone.invalid');
    });
  });

  describe('ClearablePhoneSchema', () => {
    it('leaves an absent phone unchanged (undefined)', () => {
      expect(cleaned(ClearablePhoneSchema, undefined)).toBeUndefined();
    });

    it.each<[string, unknown]>([
      ['null', null],
      ['empty', ''],
      ['only spaces', '  '],
    ])('clears the phone (null) when it is %s', (_description, value) => {
      expect(cleaned(ClearablePhoneSchema, value)).toBeNull();
    });

    it.each(validPhones)('accepts %j and keeps %j', (value, stored) => {
      expect(cleaned(ClearablePhoneSchema, value)).toBe(stored);
    });

    it.each(invalidPhones)('refuses %s (%j)', (_description, value) => {
      expect(firstError(ClearablePhoneSchema, value)).toBe('validation.phone.invalid');
    });
  });
});

describe('checkboxes', () => {
  const terms = mustBeTicked('validation.terms.required');

  it('accepts a ticked box', () => {
    expect(cleaned(terms, true)).toBe(true);
  });

  it.each<[string, unknown]>([
    ['unticked', false],
    ['missing', undefined],
    ['the text "true"', 'true'],
    ['1', 1],
  ])('refuses a box that is %s with "Je moet akkoord gaan met de voorwaarden"', (_description, value) => {
    expect(firstError(terms, value)).toBe('validation.terms.required');
    expect(nl('validation.terms.required')).toBe('Je moet akkoord gaan met de voorwaarden');
  });

  it.each<[unknown, boolean]>([
    [undefined, false],
    [false, false],
    [true, true],
  ])('reads the optional box %j as %j', (value, stored) => {
    expect(cleaned(OptionalCheckbox, value)).toBe(stored);
  });

  it.each(['on', 1, null])('refuses the optional box %j', (value) => {
    expect(firstError(OptionalCheckbox, value)).toBe('validation.invalid');
  });
});
