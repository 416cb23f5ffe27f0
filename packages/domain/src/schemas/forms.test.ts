import { describe, it, expect } from 'vitest';
import type { MessageKey } from '../i18n/messages.js';
import { dataOf, errorsOf, nl } from './test-support.js';
import {
  INQUIRY_KINDS,
  INVESTMENT_RANGES,
  InquirySchema,
  InvestmentSchema,
  NewsletterSchema,
  SupportTicketSchema,
  TICKET_SUBJECTS,
} from './forms.js';

describe('SupportTicketSchema', () => {
  const ticket = { name: 'Anna', email: 'anna@example.nl', subject: 'esim', message: 'Mijn eSIM werkt niet.' };

  it('lists the subjects esim, voip, ai, billing and other', () => {
    expect(TICKET_SUBJECTS).toEqual(['esim', 'voip', 'ai', 'billing', 'other']);
  });

  it.each(TICKET_SUBJECTS)('accepts the subject %s', (subject) => {
    expect(dataOf(SupportTicketSchema, { ...ticket, subject })).toEqual({ ...ticket, subject });
  });

  it('cleans the fields', () => {
    expect(
      dataOf(SupportTicketSchema, {
        name: ' Anna ',
        email: ' Anna@Example.NL ',
        subject: 'ai',
        message: '  Hallo  ',
        extra: 1,
      }),
    ).toEqual({
      name: 'Anna',
      email: 'anna@example.nl',
      subject: 'ai',
      message: 'Hallo',
    });
  });

  it.each<[string, Record<string, unknown>, string, MessageKey]>([
    ['no name', { name: '' }, 'name', 'validation.name.required'],
    ['no e-mail address', { email: '' }, 'email', 'validation.email.required'],
    ['an invalid e-mail address', { email: 'anna' }, 'email', 'validation.email.invalid'],
    ['no subject', { subject: undefined }, 'subject', 'validation.subject.required'],
    ['an empty subject', { subject: '' }, 'subject', 'validation.subject.required'],
    ['an unknown subject', { subject: 'sales' }, 'subject', 'validation.subject.required'],
    ['no message', { message: '   ' }, 'message', 'validation.message.required'],
    ['a message over 5000 characters', { message: 'a'.repeat(5001) }, 'message', 'validation.tooLong'],
  ])('answers %s', (_description, change, field, key) => {
    expect(errorsOf(SupportTicketSchema, { ...ticket, ...change })).toEqual({ [field]: key });
  });

  it('requires all four fields', () => {
    expect(errorsOf(SupportTicketSchema, {})).toEqual({
      name: 'validation.name.required',
      email: 'validation.email.required',
      subject: 'validation.subject.required',
      message: 'validation.message.required',
    });
    expect(nl('validation.subject.required')).toBe('Kies een onderwerp');
    expect(nl('validation.message.required')).toBe('Bericht is verplicht');
  });
});

describe('NewsletterSchema', () => {
  it('cleans the e-mail address', () => {
    expect(dataOf(NewsletterSchema, { email: ' Anna@Example.NL ' })).toEqual({ email: 'anna@example.nl' });
  });

  it.each<[string, unknown, MessageKey]>([
    ['missing', undefined, 'validation.email.required'],
    ['empty', '', 'validation.email.required'],
    ['invalid', 'anna@example', 'validation.email.invalid'],
  ])('answers an e-mail address that is %s', (_description, email, key) => {
    expect(errorsOf(NewsletterSchema, { email })).toEqual({ email: key });
  });
});

describe('InvestmentSchema', () => {
  const investment = { name: 'Piet', email: 'piet@example.nl', range: '100k-250k' };

  it('offers amounts from the minimum of 100,000 upwards', () => {
    expect(INVESTMENT_RANGES).toEqual(['100k-250k', '250k-500k', '500k-1m', '1m-plus']);
  });

  it.each(INVESTMENT_RANGES)('accepts the range %s', (range) => {
    expect(errorsOf(InvestmentSchema, { ...investment, range })).toEqual({});
  });

  it('needs no phone or message', () => {
    expect(dataOf(InvestmentSchema, investment)).toEqual({ ...investment, phone: undefined, message: undefined });
  });

  it('keeps a given phone and message, trimmed', () => {
    expect(dataOf(InvestmentSchema, { ...investment, phone: ' 06-12345678 ', message: ' Interesse ' })).toEqual({
      ...investment,
      phone: '06-12345678',
      message: 'Interesse',
    });
  });

  it('treats an empty phone and message as not given', () => {
    expect(dataOf(InvestmentSchema, { ...investment, phone: '', message: '' })).toEqual({
      ...investment,
      phone: undefined,
      message: undefined,
    });
  });

  it.each<[string, Record<string, unknown>, string, MessageKey]>([
    ['no name', { name: '' }, 'name', 'validation.name.required'],
    ['no e-mail address', { email: undefined }, 'email', 'validation.email.required'],
    ['an invalid e-mail address', { email: 'piet@' }, 'email', 'validation.email.invalid'],
    ['no range', { range: undefined }, 'range', 'validation.range.required'],
    ['an unknown range', { range: '50k' }, 'range', 'validation.range.required'],
    ['an invalid phone', { phone: 'bel me' }, 'phone', 'validation.phone.invalid'],
  ])('answers %s', (_description, change, field, key) => {
    expect(errorsOf(InvestmentSchema, { ...investment, ...change })).toEqual({ [field]: key });
  });

  it('requires name, e-mail and range', () => {
    expect(errorsOf(InvestmentSchema, {})).toEqual({
      name: 'validation.name.required',
      email: 'validation.email.required',
      range: 'validation.range.required',
    });
    expect(nl('validation.range.required')).toBe('Kies een investeringsbedrag');
  });
});

describe('InquirySchema (POST /api/inquiries)', () => {
  const contact = { name: 'Sara', email: 'sara@example.nl' };

  it('knows the kinds investment, sales, quote and ai-assistant', () => {
    expect(INQUIRY_KINDS).toEqual(['investment', 'sales', 'quote', 'ai-assistant']);
  });

  it.each<[string, Record<string, unknown>]>([
    ['an investment with a range', { kind: 'investment', range: '500k-1m' }],
    ['a sales request', { kind: 'sales' }],
    ['a quote request', { kind: 'quote', company: 'Tandarts BV', message: '10 toestellen' }],
    ['an AI assistant request without a plan', { kind: 'ai-assistant' }],
    ['an AI assistant request for the starter plan', { kind: 'ai-assistant', plan: 'starter' }],
    ['an AI assistant request for the professional plan', { kind: 'ai-assistant', plan: 'professional' }],
    ['an AI assistant request for the enterprise plan', { kind: 'ai-assistant', plan: 'enterprise' }],
  ])('accepts %s', (_description, inquiry) => {
    expect(dataOf(InquirySchema, { ...contact, ...inquiry })).toMatchObject({ ...contact, ...inquiry });
  });

  it('cleans the shared fields', () => {
    expect(
      dataOf(InquirySchema, {
        kind: 'sales',
        name: ' Sara ',
        email: ' Sara@Example.NL ',
        phone: '',
        company: ' ',
        message: ' Bel me ',
      }),
    ).toEqual({
      kind: 'sales',
      name: 'Sara',
      email: 'sara@example.nl',
      phone: undefined,
      company: undefined,
      message: 'Bel me',
    });
  });

  it.each<[string, Record<string, unknown>, string, MessageKey]>([
    ['an investment without a range', { kind: 'investment' }, 'range', 'validation.range.required'],
    ['an investment with an unknown range', { kind: 'investment', range: '1k' }, 'range', 'validation.range.required'],
    [
      'an AI assistant request for an unknown plan',
      { kind: 'ai-assistant', plan: 'basic' },
      'plan',
      'validation.aiPlan.invalid',
    ],
    [
      'an AI assistant request for an empty plan',
      { kind: 'ai-assistant', plan: '' },
      'plan',
      'validation.aiPlan.invalid',
    ],
    ['a request without a name', { kind: 'quote', name: '' }, 'name', 'validation.name.required'],
    ['a request with an invalid e-mail address', { kind: 'sales', email: 'sara' }, 'email', 'validation.email.invalid'],
    ['a request with an invalid phone', { kind: 'sales', phone: '+31+6' }, 'phone', 'validation.phone.invalid'],
    [
      'a request with a company name over 200 characters',
      { kind: 'sales', company: 'a'.repeat(201) },
      'company',
      'validation.tooLong',
    ],
  ])('answers %s', (_description, inquiry, field, key) => {
    expect(errorsOf(InquirySchema, { ...contact, ...inquiry })).toEqual({ [field]: key });
  });

  it.each(['sales', 'quote', 'ai-assistant'])('needs no range for %s and drops one that is sent', (kind) => {
    const data = dataOf(InquirySchema, { ...contact, kind, range: '100k-250k' });
    expect(data).not.toHaveProperty('range');
  });

  it.each(['investment', 'sales', 'quote'])('drops a plan sent with %s', (kind) => {
    const data = dataOf(InquirySchema, { ...contact, kind, range: '100k-250k', plan: 'starter' });
    expect(data).not.toHaveProperty('plan');
  });

  it.each<[string, unknown]>([
    ['an unknown kind', 'support'],
    ['an upper-case kind', 'Sales'],
    ['an empty kind', ''],
    ['no kind', undefined],
  ])('answers %s on the kind field', (_description, kind) => {
    expect(errorsOf(InquirySchema, { ...contact, kind })).toEqual({ kind: 'validation.inquiryKind.invalid' });
    expect(nl('validation.inquiryKind.invalid')).toBe('Kies waar je aanvraag over gaat');
  });
});
