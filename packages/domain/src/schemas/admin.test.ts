import { describe, expect, it } from 'vitest';
import {
  AdminCustomerSchema,
  AdminInvoiceCreateSchema,
  AdminInvoiceUpdateSchema,
  BulkCustomerStatusSchema,
  BulkIdsSchema,
  EuroAmountSchema,
  InvoiceStatusSchema,
  parseIdList,
  AdminSettingsSchema,
  DEFAULT_ADMIN_SETTINGS,
  UserRoleSchema,
  dueDateAfter,
  resolvePlanName,
} from './admin.js';
import { dataOf, errorsOf } from './test-support.js';

describe('AdminCustomerSchema', () => {
  it('accepts a customer and cleans the e-mail address', () => {
    expect(
      dataOf(AdminCustomerSchema, { name: ' Jan Jansen ', email: ' Jan@Example.NL ', plan: 'voip', status: 'active' }),
    ).toEqual({
      name: 'Jan Jansen',
      email: 'jan@example.nl',
      plan: 'voip',
      status: 'active',
    });
  });

  it.each([
    ['eSIM Pro', 'esim-pro'],
    ['VOIP Standard', 'voip'],
    ['VOIP Business', 'voip'],
    ['Business Pro', 'business'],
  ])('accepts every plan name of the catalogue: %s, of the line %s', (planName, plan) => {
    expect(dataOf(AdminCustomerSchema, { name: 'Jan', email: 'jan@example.nl', planName, status: 'active' })).toEqual({
      name: 'Jan',
      email: 'jan@example.nl',
      plan,
      planName,
      status: 'active',
    });
    expect(
      dataOf(AdminCustomerSchema, { name: 'Jan', email: 'jan@example.nl', plan, planName, status: 'active' }),
    ).toMatchObject({ plan, planName });
  });

  it('refuses a plan name outside the catalogue, or of another line than the plan sent with it', () => {
    expect(
      errorsOf(AdminCustomerSchema, { name: 'Jan', email: 'jan@example.nl', planName: 'VOIP Gold', status: 'active' }),
    ).toEqual({ planName: 'validation.plan.invalid' });
    expect(
      errorsOf(AdminCustomerSchema, {
        name: 'Jan',
        email: 'jan@example.nl',
        plan: 'esim-pro',
        planName: 'VOIP Standard',
        status: 'active',
      }),
    ).toEqual({ planName: 'validation.plan.invalid' });
    expect(
      errorsOf(AdminCustomerSchema, { name: 'Jan', email: 'jan@example.nl', planName: '', status: 'active' }),
    ).toEqual({ planName: 'validation.plan.invalid' });
  });

  it('names every missing or unknown field', () => {
    expect(errorsOf(AdminCustomerSchema, {})).toEqual({
      name: 'validation.name.required',
      email: 'validation.email.required',
      planName: 'validation.plan.invalid',
      status: 'validation.status.invalid',
    });
    expect(errorsOf(AdminCustomerSchema, { name: 'A', email: 'a@b', plan: 'gold', status: 'gone' })).toEqual({
      email: 'validation.email.invalid',
      plan: 'validation.plan.invalid',
      status: 'validation.status.invalid',
    });
  });
});

describe('resolvePlanName', () => {
  it('stores the plan name sent, else keeps the customer’s own on the same line, else the line’s default', () => {
    expect(resolvePlanName({ plan: 'voip', planName: 'VOIP Standard' })).toBe('VOIP Standard');
    expect(
      resolvePlanName({ plan: 'voip', planName: 'VOIP Business' }, { plan: 'voip', planName: 'VOIP Standard' }),
    ).toBe('VOIP Business');
    expect(resolvePlanName({ plan: 'voip' }, { plan: 'voip', planName: 'VOIP Standard' })).toBe('VOIP Standard');
    expect(resolvePlanName({ plan: 'voip' }, { plan: 'esim-pro', planName: 'eSIM Pro' })).toBe('VOIP Business');
    expect(resolvePlanName({ plan: 'business' })).toBe('Business Pro');
  });
});

describe('EuroAmountSchema', () => {
  it.each([
    [12.5, 1250],
    ['12,50', 1250],
    ['12.5', 1250],
    ['0', 0],
    [' 1000 ', 100000],
    [0.1, 10],
  ])('reads %j as %i cents', (value, cents) => {
    expect(EuroAmountSchema.parse(value)).toBe(cents);
  });

  it.each([
    ['1.234,56', 123456],
    ['€ 12,50', 1250],
    ['12,5', 1250],
    ['1234.56', 123456],
    ['€1.234', 123400],
    ['1.000.000,00', 100_000_000],
  ])('reads the Dutch notation %j as %i cents', (value, cents) => {
    expect(EuroAmountSchema.parse(value)).toBe(cents);
  });

  it.each([-1, '-5', 'abc', '', Number.NaN, '1000001', null, 1.234, '12,345'])('refuses %j', (value) => {
    expect(EuroAmountSchema.safeParse(value).success).toBe(false);
  });

  it.each([
    ['1,234.56', 'validation.amount.format'],
    ['12 50', 'validation.amount.format'],
    ['1.23,45', 'validation.amount.format'],
    ['12,345', 'validation.amount.invalid'],
    ['-12,50', 'validation.amount.invalid'],
    ['1.000.000,01', 'validation.amount.tooLarge'],
    [-1, 'validation.amount.invalid'],
  ])('says why %j is refused', (amount, message) => {
    expect(errorsOf(AdminInvoiceUpdateSchema, { amount, issueDate: '2026-11-01', dueDate: '2026-11-02' })).toEqual({
      amount: message,
    });
  });
});

describe('the invoice schemas', () => {
  const valid = {
    customerId: '7',
    amount: '99,95',
    issueDate: '2026-11-01',
    dueDate: '2026-11-15',
    status: 'sent',
    recurring: true,
  };

  it('accept a new invoice with the amount in cents', () => {
    expect(dataOf(AdminInvoiceCreateSchema, valid)).toEqual({
      customerId: 7,
      amount: 9995,
      issueDate: '2026-11-01',
      dueDate: '2026-11-15',
      status: 'sent',
      recurring: true,
    });
  });

  it('refuse a due date before the issue date, a bad date, no customer and a paid status at creation', () => {
    expect(errorsOf(AdminInvoiceCreateSchema, { ...valid, dueDate: '2026-10-31' })).toEqual({
      dueDate: 'validation.dueDate.beforeIssue',
    });
    expect(
      errorsOf(AdminInvoiceCreateSchema, { ...valid, issueDate: '2026-13-01', customerId: '', status: 'paid' }),
    ).toEqual({
      customerId: 'validation.customer.required',
      issueDate: 'validation.date.invalid',
      status: 'validation.status.invalid',
    });
  });

  it.each(['2026-02-30', '2025-02-29', '2026-04-31', '0000-01-01'])('refuse the impossible date %s', (date) => {
    expect(errorsOf(AdminInvoiceCreateSchema, { ...valid, issueDate: date, dueDate: '2026-12-31' })).toEqual({
      issueDate: 'validation.date.invalid',
    });
    expect(errorsOf(AdminInvoiceCreateSchema, { ...valid, dueDate: date })).toMatchObject({
      dueDate: 'validation.date.invalid',
    });
  });

  it.each(['2028-02-29', '2024-02-29', '2026-12-31'])('accept the real date %s', (date) => {
    expect(dataOf(AdminInvoiceCreateSchema, { ...valid, issueDate: date, dueDate: date })).toMatchObject({
      issueDate: date,
      dueDate: date,
    });
  });

  it('let a draft change its amount, dates and recurrence', () => {
    expect(
      dataOf(AdminInvoiceUpdateSchema, { amount: 10, issueDate: '2026-11-01', dueDate: '2026-11-01', recurring: true }),
    ).toEqual({
      amount: 1000,
      issueDate: '2026-11-01',
      dueDate: '2026-11-01',
      recurring: true,
    });
  });

  it('leave out the recurrence of a change that does not send it, so the invoice keeps its own', () => {
    const data = dataOf(AdminInvoiceUpdateSchema, {
      amount: 10,
      issueDate: '2026-11-01',
      dueDate: '2026-11-02',
    }) as Record<string, unknown>;
    expect(data.recurring).toBeUndefined();
    expect(
      errorsOf(AdminInvoiceUpdateSchema, {
        amount: 10,
        issueDate: '2026-11-01',
        dueDate: '2026-11-02',
        recurring: 'yes',
      }),
    ).toEqual({ recurring: 'validation.invalid' });
  });

  it.each([true, false, [7], '', '7a', 0, -7, 7.5, null])('refuse the customer id %j', (customerId) => {
    expect(errorsOf(AdminInvoiceCreateSchema, { ...valid, customerId })).toEqual({
      customerId: 'validation.customer.required',
    });
  });

  it('take any stored status as a status change', () => {
    expect(dataOf(InvoiceStatusSchema, { status: 'cancelled' })).toEqual({ status: 'cancelled' });
    expect(errorsOf(InvoiceStatusSchema, { status: 'lost' })).toEqual({ status: 'validation.status.invalid' });
  });
});

describe('bulk actions', () => {
  it('take 1 to 500 positive whole ids', () => {
    expect(dataOf(BulkCustomerStatusSchema, { ids: [1, 2], status: 'suspended' })).toEqual({
      ids: [1, 2],
      status: 'suspended',
    });
    expect(errorsOf(BulkIdsSchema, { ids: [] })).toEqual({ ids: 'validation.ids.invalid' });
    expect(errorsOf(BulkIdsSchema, { ids: Array.from({ length: 501 }, (_, index) => index + 1) })).toEqual({
      ids: 'validation.ids.invalid',
    });
    expect(Object.keys(errorsOf(BulkIdsSchema, { ids: [1.5] }))[0]).toMatch(/^ids/);
  });

  it('read an export’s ?ids= list', () => {
    expect(parseIdList('3,1,2')).toEqual([3, 1, 2]);
    expect(parseIdList('1,,2')).toBeNull();
    expect(parseIdList('1;DROP')).toBeNull();
    expect(parseIdList(undefined)).toBeNull();
  });
});

describe('AdminSettingsSchema and UserRoleSchema', () => {
  it('accept the settings with the payment term as typed', () => {
    expect(
      dataOf(AdminSettingsSchema, {
        companyName: ' TeleNova ',
        companyAddress: 'Stationsplein 45',
        companyPostcode: '3511ed',
        companyCity: 'Utrecht',
        kvkNumber: ' 81234567 ',
        vatNumber: 'nl 8623.45678 b01',
        supportEmail: 'Hulp@TeleNova.nl',
        invoiceDueDays: '30',
        defaultLanguage: 'es',
        supportPhone: ' 030-234 56 78 ',
        supportHoursFrom: '9:00',
        supportHoursTo: '17:30',
      }),
    ).toEqual({
      companyName: 'TeleNova',
      companyAddress: 'Stationsplein 45',
      companyPostcode: '3511 ED',
      companyCity: 'Utrecht',
      kvkNumber: '81234567',
      vatNumber: 'NL862345678B01',
      supportEmail: 'hulp@telenova.nl',
      invoiceDueDays: 30,
      defaultLanguage: 'es',
      supportPhone: '+31302345678',
      supportHoursFrom: '09:00',
      supportHoursTo: '17:30',
    });
  });

  it('refuse an empty name, a term outside 1-90 days and an unknown language', () => {
    expect(
      errorsOf(AdminSettingsSchema, {
        ...DEFAULT_ADMIN_SETTINGS,
        companyName: '',
        supportEmail: 'x',
        invoiceDueDays: '91',
        defaultLanguage: 'de',
      }),
    ).toEqual({
      companyName: 'validation.required',
      supportEmail: 'validation.email.invalid',
      invoiceDueDays: 'validation.dueDays.invalid',
      defaultLanguage: 'validation.language.invalid',
    });
    expect(errorsOf(AdminSettingsSchema, { ...DEFAULT_ADMIN_SETTINGS, invoiceDueDays: 0 })).toEqual({
      invoiceDueDays: 'validation.dueDays.invalid',
    });
  });

  it('refuse a KvK number that is not 8 digits and a btw number not shaped NL000000000B00', () => {
    for (const kvkNumber of ['1234567', '123456789', '1234567a', ''])
      expect(errorsOf(AdminSettingsSchema, { ...DEFAULT_ADMIN_SETTINGS, kvkNumber })).toEqual({
        kvkNumber: 'validation.kvk.invalid',
      });
    for (const vatNumber of ['NL12345678B01', 'BE123456789B01', 'NL123456789X01', 'NL123456789B1', ''])
      expect(errorsOf(AdminSettingsSchema, { ...DEFAULT_ADMIN_SETTINGS, vatNumber })).toEqual({
        vatNumber: 'validation.vatNumber.invalid',
      });
    expect(errorsOf(AdminSettingsSchema, { ...DEFAULT_ADMIN_SETTINGS, companyPostcode: '0123 AB' })).toEqual({
      companyPostcode: 'validation.postcode.invalid',
    });
  });

  it('take customer or admin as a role', () => {
    expect(dataOf(UserRoleSchema, { role: 'admin' })).toEqual({ role: 'admin' });
    expect(errorsOf(UserRoleSchema, { role: 'owner' })).toEqual({ role: 'validation.role.invalid' });
  });
});

describe('dueDateAfter', () => {
  it('adds the payment term in calendar days, across months and leap days', () => {
    expect(dueDateAfter('2026-11-23', 14)).toBe('2026-12-07');
    expect(dueDateAfter('2028-02-20', 14)).toBe('2028-03-05');
    expect(dueDateAfter('2026-12-31', 1)).toBe('2027-01-01');
    expect(() => dueDateAfter('23-11-2026', 14)).toThrow(RangeError);
  });
});
