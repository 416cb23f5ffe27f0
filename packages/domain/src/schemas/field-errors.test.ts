import { describe, it, expect } from 'vitest';
import { z } from 'zod';
import { translateMessage } from '../i18n/messages.js';
import { FORM_FIELD, fieldErrors, validateForm } from './field-errors.js';
import { EmailSchema, requiredText } from './fields.js';

type Issue = { path: PropertyKey[]; message: string };
const issues = (...list: Issue[]) => ({ issues: list });

describe('FORM_FIELD', () => {
  it('is "_form"', () => {
    expect(FORM_FIELD).toBe('_form');
  });
});

describe('fieldErrors', () => {
  it('gives no fields for no issues', () => {
    expect(fieldErrors(issues())).toEqual({});
  });

  it('gives one message key per field', () => {
    expect(
      fieldErrors(
        issues(
          { path: ['email'], message: 'validation.email.required' },
          { path: ['password'], message: 'validation.password.min6' },
        ),
      ),
    ).toEqual({ email: 'validation.email.required', password: 'validation.password.min6' });
  });

  it('lets the first issue of a field win', () => {
    expect(
      fieldErrors(
        issues(
          { path: ['email'], message: 'validation.email.required' },
          { path: ['email'], message: 'validation.email.invalid' },
          { path: ['name'], message: 'validation.name.required' },
        ),
      ),
    ).toEqual({ email: 'validation.email.required', name: 'validation.name.required' });
  });

  it('keeps the first issue even when it is not a message key', () => {
    expect(
      fieldErrors(
        issues({ path: ['email'], message: 'Invalid input' }, { path: ['email'], message: 'validation.email.invalid' }),
      ),
    ).toEqual({ email: 'validation.invalid' });
  });

  it.each<[PropertyKey[], string]>([
    [['customer', 'postcode'], 'customer.postcode'],
    [['payment', 'card', 'number'], 'payment.card.number'],
    [['items', 0, 'name'], 'items.0.name'],
    [['product', 'configuration'], 'product.configuration'],
  ])('joins the nested path %j with dots as %j', (path, field) => {
    expect(fieldErrors(issues({ path, message: 'validation.required' }))).toEqual({ [field]: 'validation.required' });
  });

  it('keeps a nested field apart from its parent', () => {
    expect(
      fieldErrors(
        issues(
          { path: ['customer', 'postcode'], message: 'validation.postcode.invalid' },
          { path: ['customer'], message: 'validation.country.invalid' },
        ),
      ),
    ).toEqual({ 'customer.postcode': 'validation.postcode.invalid', customer: 'validation.country.invalid' });
  });

  it.each([
    'Invalid input: expected string, received undefined',
    'Required',
    '',
    'validation.unknownKey',
    'toString',
    '__proto__',
  ])('turns the non-key message %j into "validation.invalid"', (message) => {
    expect(fieldErrors(issues({ path: ['name'], message }))).toEqual({ name: 'validation.invalid' });
    expect(translateMessage('validation.invalid', 'nl')).toBe('Deze waarde is ongeldig');
  });

  it('puts a root-level issue on "_form"', () => {
    expect(fieldErrors(issues({ path: [], message: 'validation.data.required' }))).toEqual({
      _form: 'validation.data.required',
    });
  });

  it('lets the first root-level issue win too', () => {
    expect(
      fieldErrors(
        issues(
          { path: [], message: 'validation.data.required' },
          { path: [], message: 'validation.fillAllRequiredFields' },
        ),
      ),
    ).toEqual({ _form: 'validation.data.required' });
  });

  it('keeps device and error messages, which are keys too', () => {
    expect(fieldErrors(issues({ path: ['model'], message: 'device.incompatible' }))).toEqual({
      model: 'device.incompatible',
    });
    expect(fieldErrors(issues({ path: [], message: 'errors.ORDER_INCOMPLETE' }))).toEqual({
      _form: 'errors.ORDER_INCOMPLETE',
    });
  });

  it('reads a real zod error', () => {
    const schema = z.object({
      customer: z.object({ name: requiredText('validation.name.required', 100), email: EmailSchema }),
    });
    const result = schema.safeParse({ customer: { name: '', email: 'x' } });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error ?? { issues: [] })).toEqual({
      'customer.name': 'validation.name.required',
      'customer.email': 'validation.email.invalid',
    });
  });

  it('turns zod’s own text for an unexpected shape into "validation.invalid"', () => {
    const result = z.object({ age: z.number() }).safeParse({ age: 'twelve' });
    expect(fieldErrors(result.error ?? { issues: [] })).toEqual({ age: 'validation.invalid' });
  });
});

describe('validateForm', () => {
  const schema = z.object({ name: requiredText('validation.name.required', 100), email: EmailSchema });

  it('returns the cleaned data when the values are valid', () => {
    expect(validateForm(schema, { name: ' Anna ', email: ' Anna@Example.NL ', extra: true })).toEqual({
      success: true,
      data: { name: 'Anna', email: 'anna@example.nl' },
    });
  });

  it('returns the field errors when the values are not valid', () => {
    expect(validateForm(schema, { name: '', email: 'anna' })).toEqual({
      success: false,
      fields: { name: 'validation.name.required', email: 'validation.email.invalid' },
    });
  });

  it('puts a refinement of the whole form on "_form"', () => {
    const refined = schema.refine((value) => value.name !== 'Admin', 'validation.invalid');
    expect(validateForm(refined, { name: 'Admin', email: 'a@b.nl' })).toEqual({
      success: false,
      fields: { _form: 'validation.invalid' },
    });
  });

  it.each<[string, unknown]>([
    ['undefined', undefined],
    ['null', null],
    ['a text', 'name=Anna'],
    ['an array', []],
  ])('answers values that are %s on "_form"', (_description, values) => {
    expect(validateForm(schema, values)).toEqual({ success: false, fields: { _form: 'validation.invalid' } });
  });

  it('works with a plain field schema', () => {
    expect(validateForm(EmailSchema, ' X@Y.NL ')).toEqual({ success: true, data: 'x@y.nl' });
    expect(validateForm(EmailSchema, '')).toEqual({ success: false, fields: { _form: 'validation.email.required' } });
  });
});
