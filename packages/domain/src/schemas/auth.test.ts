import { describe, it, expect } from 'vitest';
import type { MessageKey } from '../i18n/messages.js';
import {
  ForgotPasswordSchema,
  LanguageSchema,
  LoginSchema,
  PasswordChangeFormSchema,
  PasswordChangeSchema,
  ProfileSchema,
  RegisterFormSchema,
  RegisterSchema,
  ResetPasswordFormSchema,
  ResetPasswordSchema,
} from './auth.js';
import { dataOf, errorsOf, nl } from './test-support.js';

describe('LoginSchema', () => {
  const login = { email: 'jan@example.nl', password: 'geheim' };

  it('cleans the e-mail address and keeps the password as typed', () => {
    expect(dataOf(LoginSchema, { email: '  Jan@Example.NL ', password: ' geheim ', remember: true })).toEqual({
      email: 'jan@example.nl',
      password: ' geheim ',
      remember: true,
    });
  });

  it('does not remember the session unless asked', () => {
    expect(dataOf(LoginSchema, login)).toEqual({ ...login, remember: false });
    expect(dataOf(LoginSchema, { ...login, remember: false })).toEqual({ ...login, remember: false });
  });

  it.each<[string, Record<string, unknown>, string, MessageKey, string]>([
    ['no e-mail address', { password: 'geheim' }, 'email', 'validation.email.required', 'E-mailadres is verplicht'],
    [
      'an empty e-mail address',
      { ...login, email: '' },
      'email',
      'validation.email.required',
      'E-mailadres is verplicht',
    ],
    [
      'an e-mail address without a domain',
      { ...login, email: 'jan@' },
      'email',
      'validation.email.invalid',
      'Voer een geldig e-mailadres in',
    ],
    ['no password', { email: 'jan@example.nl' }, 'password', 'validation.password.required', 'Wachtwoord is verplicht'],
    [
      'an empty password',
      { ...login, password: '' },
      'password',
      'validation.password.required',
      'Wachtwoord is verplicht',
    ],
    [
      'a 5-character password',
      { ...login, password: '12345' },
      'password',
      'validation.password.min6',
      'Wachtwoord moet minimaal 6 karakters zijn',
    ],
  ])('answers %s', (_description, values, field, key, dutch) => {
    expect(errorsOf(LoginSchema, values)).toEqual({ [field]: key });
    expect(nl(key)).toBe(dutch);
  });

  it('reports both empty fields at once', () => {
    expect(errorsOf(LoginSchema, { email: '', password: '' })).toEqual({
      email: 'validation.email.required',
      password: 'validation.password.required',
    });
  });

  it('accepts a 6-character password', () => {
    expect(errorsOf(LoginSchema, { ...login, password: '123456' })).toEqual({});
  });

  it('refuses a remember value that is not a boolean', () => {
    expect(errorsOf(LoginSchema, { ...login, remember: 'yes' })).toEqual({ remember: 'validation.invalid' });
  });

  it('refuses a body that is not an object as a whole', () => {
    expect(errorsOf(LoginSchema, 'jan@example.nl')).toEqual({ _form: 'validation.invalid' });
  });

  it('drops unknown fields', () => {
    expect(dataOf(LoginSchema, { ...login, rememberMe: true, role: 'admin' })).toEqual({ ...login, remember: false });
  });
});

const registration = {
  firstName: 'Jan',
  lastName: 'de Vries',
  email: 'jan@example.nl',
  password: 'wachtwoord',
  acceptTerms: true,
};

describe('RegisterSchema (the API body)', () => {
  it('cleans the fields and fills in the optional ones', () => {
    expect(
      dataOf(RegisterSchema, {
        ...registration,
        firstName: '  Jan ',
        lastName: ' de Vries ',
        email: ' JAN@Example.nl ',
      }),
    ).toEqual({ ...registration, phone: undefined, newsletter: false });
  });

  it.each<[string, unknown, string | undefined]>([
    ['an absent phone', undefined, undefined],
    ['an empty phone', '', undefined],
    ['a phone number', ' 06-12345678 ', '06-12345678'],
  ])('stores %s as %j', (_description, phone, stored) => {
    expect(dataOf(RegisterSchema, { ...registration, phone })).toMatchObject({ phone: stored });
  });

  it('keeps the newsletter choice', () => {
    expect(dataOf(RegisterSchema, { ...registration, newsletter: true })).toMatchObject({ newsletter: true });
  });

  it.each<[string, Record<string, unknown>, string, MessageKey, string]>([
    [
      'no first name',
      { ...registration, firstName: undefined },
      'firstName',
      'validation.firstName.required',
      'Voornaam is verplicht',
    ],
    [
      'a blank first name',
      { ...registration, firstName: '  ' },
      'firstName',
      'validation.firstName.required',
      'Voornaam is verplicht',
    ],
    [
      'no last name',
      { ...registration, lastName: '' },
      'lastName',
      'validation.lastName.required',
      'Achternaam is verplicht',
    ],
    [
      'no e-mail address',
      { ...registration, email: '' },
      'email',
      'validation.email.required',
      'E-mailadres is verplicht',
    ],
    [
      'an invalid e-mail address',
      { ...registration, email: 'a@b' },
      'email',
      'validation.email.invalid',
      'Voer een geldig e-mailadres in',
    ],
    [
      'a phone with letters',
      { ...registration, phone: 'abc' },
      'phone',
      'validation.phone.invalid',
      'Voer een geldig telefoonnummer in',
    ],
    [
      'no password',
      { ...registration, password: '' },
      'password',
      'validation.password.required',
      'Wachtwoord is verplicht',
    ],
    [
      'a 7-character password',
      { ...registration, password: '1234567' },
      'password',
      'validation.password.min8',
      'Wachtwoord moet minimaal 8 karakters zijn',
    ],
    [
      'unticked terms',
      { ...registration, acceptTerms: false },
      'acceptTerms',
      'validation.terms.required',
      'Je moet akkoord gaan met de voorwaarden',
    ],
    [
      'missing terms',
      { ...registration, acceptTerms: undefined },
      'acceptTerms',
      'validation.terms.required',
      'Je moet akkoord gaan met de voorwaarden',
    ],
  ])('answers %s', (_description, values, field, key, dutch) => {
    expect(errorsOf(RegisterSchema, values)).toEqual({ [field]: key });
    expect(nl(key)).toBe(dutch);
  });

  it('refuses a first name over 100 characters as too long', () => {
    expect(errorsOf(RegisterSchema, { ...registration, firstName: 'a'.repeat(101) })).toEqual({
      firstName: 'validation.tooLong',
    });
  });

  it('reports every required field of an empty form', () => {
    expect(errorsOf(RegisterSchema, {})).toEqual({
      firstName: 'validation.firstName.required',
      lastName: 'validation.lastName.required',
      email: 'validation.email.required',
      password: 'validation.password.required',
      acceptTerms: 'validation.terms.required',
    });
  });

  it('drops unknown fields, including a role and the confirmation', () => {
    expect(dataOf(RegisterSchema, { ...registration, role: 'admin', id: 1, confirmPassword: 'wachtwoord' })).toEqual({
      ...registration,
      phone: undefined,
      newsletter: false,
    });
  });
});

describe('RegisterFormSchema (the register page)', () => {
  const form = { ...registration, confirmPassword: 'wachtwoord' };

  it('accepts matching passwords and keeps the confirmation', () => {
    expect(dataOf(RegisterFormSchema, form)).toEqual({ ...form, phone: undefined, newsletter: false });
  });

  it.each<[string, unknown, MessageKey, string]>([
    ['missing', undefined, 'validation.password.confirmRequired', 'Bevestig je wachtwoord'],
    ['empty', '', 'validation.password.confirmRequired', 'Bevestig je wachtwoord'],
    ['different', 'wachtwoord2', 'validation.password.mismatch', 'Wachtwoorden komen niet overeen'],
    ['different only in case', 'Wachtwoord', 'validation.password.mismatch', 'Wachtwoorden komen niet overeen'],
    [
      'different only by a trailing space',
      'wachtwoord ',
      'validation.password.mismatch',
      'Wachtwoorden komen niet overeen',
    ],
  ])('answers a confirmation that is %s', (_description, confirmPassword, key, dutch) => {
    expect(errorsOf(RegisterFormSchema, { ...form, confirmPassword })).toEqual({ confirmPassword: key });
    expect(nl(key)).toBe(dutch);
  });

  it('reports a short password on the password and a different confirmation on the confirmation', () => {
    expect(errorsOf(RegisterFormSchema, { ...form, password: 'kort', confirmPassword: 'anders' })).toEqual({
      password: 'validation.password.min8',
      confirmPassword: 'validation.password.mismatch',
    });
  });

  it('reports only the length when a short password is confirmed', () => {
    expect(errorsOf(RegisterFormSchema, { ...form, password: 'kort', confirmPassword: 'kort' })).toEqual({
      password: 'validation.password.min8',
    });
  });

  it('reports a different confirmation together with an unticked terms box and a missing name', () => {
    expect(
      errorsOf(RegisterFormSchema, { ...form, firstName: undefined, acceptTerms: false, confirmPassword: 'anders' }),
    ).toEqual({
      firstName: 'validation.firstName.required',
      acceptTerms: 'validation.terms.required',
      confirmPassword: 'validation.password.mismatch',
    });
  });

  it('applies the API rules too', () => {
    expect(errorsOf(RegisterFormSchema, { ...form, acceptTerms: false })).toEqual({
      acceptTerms: 'validation.terms.required',
    });
    expect(errorsOf(RegisterFormSchema, { ...form, phone: '++31' })).toEqual({ phone: 'validation.phone.invalid' });
  });
});

describe('ProfileSchema', () => {
  it('accepts an empty update', () => {
    expect(dataOf(ProfileSchema, {})).toEqual({});
  });

  it('cleans the fields that are sent', () => {
    expect(
      dataOf(ProfileSchema, {
        firstName: ' Anna ',
        lastName: ' Jansen ',
        email: ' Anna@Example.NL ',
        phone: ' 06 1234 5678 ',
      }),
    ).toEqual({
      firstName: 'Anna',
      lastName: 'Jansen',
      email: 'anna@example.nl',
      phone: '06 1234 5678',
    });
  });

  it.each<[string, Record<string, unknown>, string | null | undefined]>([
    ['an absent phone leaves it unchanged (undefined)', {}, undefined],
    ['an empty phone clears it (null)', { phone: '' }, null],
    ['a null phone clears it (null)', { phone: null }, null],
    ['a blank phone clears it (null)', { phone: '   ' }, null],
    ['a phone number sets it', { phone: '+31 20 123 4567' }, '+31 20 123 4567'],
  ])('%s', (_description, values, phone) => {
    const data = dataOf(ProfileSchema, values) as { phone?: string | null };
    expect(data.phone).toBe(phone);
  });

  it.each<[string, Record<string, unknown>, string, MessageKey]>([
    ['an empty first name', { firstName: '' }, 'firstName', 'validation.firstName.required'],
    ['an empty last name', { lastName: ' ' }, 'lastName', 'validation.lastName.required'],
    ['an empty e-mail address', { email: '' }, 'email', 'validation.email.required'],
    ['an invalid e-mail address', { email: 'anna@' }, 'email', 'validation.email.invalid'],
    ['an invalid phone', { phone: 'abc' }, 'phone', 'validation.phone.invalid'],
  ])('refuses %s that is sent', (_description, values, field, key) => {
    expect(errorsOf(ProfileSchema, values)).toEqual({ [field]: key });
  });

  it('drops fields that the profile cannot change', () => {
    expect(dataOf(ProfileSchema, { firstName: 'Anna', role: 'admin', password: 'x', language: 'nl' })).toEqual({
      firstName: 'Anna',
    });
  });
});

describe('PasswordChangeSchema and PasswordChangeFormSchema', () => {
  const change = { currentPassword: 'oud', newPassword: 'nieuwwachtwoord' };

  it('accepts any non-empty current password as typed', () => {
    expect(dataOf(PasswordChangeSchema, { ...change, currentPassword: ' x ' })).toEqual({
      ...change,
      currentPassword: ' x ',
    });
  });

  it.each<[string, Record<string, unknown>, string, MessageKey]>([
    [
      'no current password',
      { newPassword: change.newPassword },
      'currentPassword',
      'validation.currentPassword.required',
    ],
    [
      'an empty current password',
      { ...change, currentPassword: '' },
      'currentPassword',
      'validation.currentPassword.required',
    ],
    ['no new password', { currentPassword: 'oud' }, 'newPassword', 'validation.password.required'],
    ['a 7-character new password', { ...change, newPassword: '1234567' }, 'newPassword', 'validation.password.min8'],
    [
      'a new password over 72 bytes',
      { ...change, newPassword: 'a'.repeat(73) },
      'newPassword',
      'validation.password.tooLong',
    ],
  ])('answers %s', (_description, values, field, key) => {
    expect(errorsOf(PasswordChangeSchema, values)).toEqual({ [field]: key });
    if (values.newPassword !== undefined) {
      expect(errorsOf(PasswordChangeFormSchema, { ...values, confirmPassword: values.newPassword })).toEqual({
        [field]: key,
      });
    }
  });

  it('reads "Huidig wachtwoord is verplicht" for a missing current password', () => {
    expect(nl('validation.currentPassword.required')).toBe('Huidig wachtwoord is verplicht');
  });

  it('asks the form for the confirmation of the new password', () => {
    expect(errorsOf(PasswordChangeFormSchema, change)).toEqual({
      confirmPassword: 'validation.password.confirmRequired',
    });
  });

  it('compares the confirmation with the new password, not the current one', () => {
    expect(errorsOf(PasswordChangeFormSchema, { ...change, confirmPassword: 'oud' })).toEqual({
      confirmPassword: 'validation.password.mismatch',
    });
    expect(dataOf(PasswordChangeFormSchema, { ...change, confirmPassword: change.newPassword })).toEqual({
      ...change,
      confirmPassword: change.newPassword,
    });
  });

  it('drops the confirmation from the API body', () => {
    expect(dataOf(PasswordChangeSchema, { ...change, confirmPassword: 'whatever' })).toEqual(change);
  });
});

describe('ForgotPasswordSchema', () => {
  it('cleans the e-mail address', () => {
    expect(dataOf(ForgotPasswordSchema, { email: ' Jan@Example.NL ' })).toEqual({ email: 'jan@example.nl' });
  });

  it.each<[string, unknown, MessageKey]>([
    ['missing', undefined, 'validation.email.required'],
    ['empty', '', 'validation.email.required'],
    ['invalid', 'jan', 'validation.email.invalid'],
  ])('answers an e-mail address that is %s', (_description, email, key) => {
    expect(errorsOf(ForgotPasswordSchema, { email })).toEqual({ email: key });
  });
});

describe('ResetPasswordSchema and ResetPasswordFormSchema', () => {
  const reset = { token: 'abc123', password: 'nieuwwachtwoord' };

  it('trims the token and keeps the password as typed', () => {
    expect(dataOf(ResetPasswordSchema, { token: ' abc123 ', password: reset.password })).toEqual(reset);
  });

  it.each<[string, Record<string, unknown>, string, MessageKey]>([
    ['no token', { password: reset.password }, 'token', 'validation.token.required'],
    ['an empty token', { ...reset, token: '' }, 'token', 'validation.token.required'],
    ['a blank token', { ...reset, token: '   ' }, 'token', 'validation.token.required'],
    ['a token over 200 characters', { ...reset, token: 'a'.repeat(201) }, 'token', 'errors.RESET_TOKEN_INVALID'],
    ['no password', { token: 'abc123' }, 'password', 'validation.password.required'],
    ['a 7-character password', { ...reset, password: '1234567' }, 'password', 'validation.password.min8'],
  ])('answers %s', (_description, values, field, key) => {
    expect(errorsOf(ResetPasswordSchema, values)).toEqual({ [field]: key });
  });

  it('explains an incomplete link in Dutch', () => {
    expect(nl('validation.token.required')).toBe('Deze herstellink is onvolledig. Open de link uit de e-mail opnieuw');
  });

  it.each<[string, unknown, MessageKey]>([
    ['missing', undefined, 'validation.password.confirmRequired'],
    ['different', 'anderwachtwoord', 'validation.password.mismatch'],
  ])('answers a confirmation on the reset page that is %s', (_description, confirmPassword, key) => {
    expect(errorsOf(ResetPasswordFormSchema, { ...reset, confirmPassword })).toEqual({ confirmPassword: key });
  });

  it('accepts a confirmed new password on the reset page', () => {
    expect(dataOf(ResetPasswordFormSchema, { ...reset, confirmPassword: reset.password })).toEqual({
      ...reset,
      confirmPassword: reset.password,
    });
  });
});

describe('LanguageSchema', () => {
  it.each(['en', 'nl', 'es'])('accepts %j', (language) => {
    expect(dataOf(LanguageSchema, { language })).toEqual({ language });
  });

  it.each<[string, unknown]>([
    ['German', 'de'],
    ['upper case', 'NL'],
    ['a region tag', 'nl-NL'],
    ['empty', ''],
    ['missing', undefined],
    ['a number', 1],
  ])('refuses a language that is %s', (_description, language) => {
    expect(errorsOf(LanguageSchema, { language })).toEqual({ language: 'validation.language.invalid' });
    expect(nl('validation.language.invalid')).toBe('Kies English, Nederlands of Español');
  });
});
