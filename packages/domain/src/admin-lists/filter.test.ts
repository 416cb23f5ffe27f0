import { describe, it, expect } from 'vitest';
import {
  amountInRange,
  canEditInvoice,
  canSendReminder,
  filterCustomers,
  filterInvoices,
  invoiceDisplayStatus,
  isInvoiceOverdue,
} from './filter.js';
import type { AmountRange, InvoiceStatus } from './types.js';
import type { CustomerRow } from '../api/admin-customers.js';
import type { InvoiceRow } from '../api/admin-invoices.js';

const TODAY = '2024-06-15';

function customer(id: string, overrides: Partial<CustomerRow> = {}): CustomerRow {
  return {
    id: Number(id),
    name: `Customer ${id}`,
    email: `customer${id}@example.com`,
    plan: 'esim-pro',
    planName: 'eSIM Pro',
    status: 'active',
    created_at: '2024-01-01T09:00:00Z',
    totalSpent: 100,
    ...overrides,
  };
}

function invoice(id: string, overrides: Partial<InvoiceRow> = {}): InvoiceRow {
  return {
    id: Number(id),
    invoice_number: `INV-2024-${id.padStart(3, '0')}`,
    customer_name: `Customer ${id}`,
    customer_email: `customer${id}@example.com`,
    amount: 100,
    status: 'sent',
    issue_date: '2024-06-01',
    due_date: '2024-07-01',
    paid_date: null,
    recurring: false,
    kind: 'invoice',
    ...overrides,
  };
}

const ids = (rows: readonly { id: string | number }[]) => rows.map((row) => String(row.id));

describe('amountInRange', () => {
  it.each<[number, AmountRange, boolean]>([
    [0, '0-50', true],
    [49.99, '0-50', true],
    [50, '0-50', true],
    [50, '50-100', true],
    [50.01, '0-50', false],
    [100, '50-100', true],
    [100, '100-500', true],
    [100.01, '50-100', false],
    [499.99, '100-500', true],
    [499.99, '500+', false],
    [500, '100-500', true],
    [500, '500+', true],
    [500.01, '100-500', false],
    [10_000, '500+', true],
    [-1, '0-50', false],
  ])('%d in %s is %s', (amount, range, expected) => {
    expect(amountInRange(amount, range)).toBe(expected);
  });
});

describe('invoiceDisplayStatus', () => {
  it.each<[InvoiceStatus, string, InvoiceStatus]>([
    ['sent', '2024-06-14', 'overdue'],
    ['draft', '2024-06-14', 'overdue'],
    ['cancelled', '2024-01-01', 'overdue'],
    ['overdue', '2024-06-01', 'overdue'],
    ['paid', '2024-01-01', 'paid'],
    ['sent', TODAY, 'sent'],
    ['draft', TODAY, 'draft'],
    ['sent', '2024-06-16', 'sent'],
    ['cancelled', '2024-12-31', 'cancelled'],
    ['overdue', '2024-12-31', 'overdue'],
  ])('shows a %s invoice due %s as %s on 2024-06-15', (status, due, expected) => {
    expect(invoiceDisplayStatus({ status, due_date: due }, TODAY)).toBe(expected);
  });

  it('compares a due date-time by its date as written', () => {
    expect(invoiceDisplayStatus({ status: 'sent', due_date: '2024-06-15T00:00:00+02:00' }, TODAY)).toBe('sent');
    expect(invoiceDisplayStatus({ status: 'sent', due_date: '2024-06-14T23:59:59Z' }, TODAY)).toBe('overdue');
  });

  it('never flags a due date it cannot read', () => {
    expect(invoiceDisplayStatus({ status: 'sent', due_date: '' }, TODAY)).toBe('sent');
  });

  it('rejects a today that is not YYYY-MM-DD', () => {
    expect(() => invoiceDisplayStatus({ status: 'sent', due_date: TODAY }, '15-06-2024')).toThrow(RangeError);
  });
});

describe('invoice actions', () => {
  it('flags an unpaid invoice past its due date as overdue', () => {
    expect(isInvoiceOverdue({ status: 'sent', due_date: '2024-06-14' }, TODAY)).toBe(true);
    expect(isInvoiceOverdue({ status: 'paid', due_date: '2024-06-14' }, TODAY)).toBe(false);
  });

  it.each<[InvoiceStatus, boolean, boolean]>([
    ['draft', true, true],
    ['sent', false, true],
    ['overdue', false, true],
    ['cancelled', false, true],
    ['paid', false, false],
  ])('a %s invoice: edit %s, reminder %s', (status, edit, reminder) => {
    expect(canEditInvoice({ status })).toBe(edit);
    expect(canSendReminder({ status })).toBe(reminder);
  });
});

describe('filterCustomers', () => {
  const rows = [
    customer('1', { name: 'Jan de Vries', email: 'jan@devries.nl', status: 'active', plan: 'esim-pro' }),
    customer('2', { name: 'Anna Bakker', email: 'anna.bakker@example.com', status: 'inactive', plan: 'voip' }),
    customer('3', { name: 'Piet Jansen', email: 'PIET@JANSEN.NL', status: 'suspended', plan: 'business' }),
    customer('4', { name: 'Émile Dupont', email: 'emile@dupont.fr', status: 'active', plan: 'voip' }),
  ];

  it.each<[string, string[]]>([
    ['jan', ['1', '3']],
    ['JAN', ['1', '3']],
    ['  de vries ', ['1']],
    ['bakker@', ['2']],
    ['jansen.nl', ['3']],
    ['.NL', ['1', '3']],
    ['émile', ['4']],
    ['ÉMILE', ['4']],
    ['emile dup', ['4']], // accents folded: typed without them, the name is found
    ['dupónt', ['4']],
    ['nobody', []],
    ['', ['1', '2', '3', '4']],
    ['   ', ['1', '2', '3', '4']],
  ])('search %j matches %j by name or email', (search, expected) => {
    expect(ids(filterCustomers(rows, { search }))).toEqual(expected);
  });

  it.each([
    [{ status: 'active' as const }, ['1', '4']],
    [{ status: 'suspended' as const }, ['3']],
    [{ plan: 'voip' as const }, ['2', '4']],
    [{ status: 'active' as const, plan: 'voip' as const }, ['4']],
    [{ status: 'all' as const, plan: '' as const }, ['1', '2', '3', '4']],
    [{ status: null, plan: undefined }, ['1', '2', '3', '4']],
    [{ search: 'a', status: 'inactive' as const }, ['2']],
  ])('filters %j to %j', (filters, expected) => {
    expect(ids(filterCustomers(rows, filters))).toEqual(expected);
  });

  it('treats an unknown status or plan as no filter', () => {
    expect(ids(filterCustomers(rows, { status: 'deleted' as never, plan: 'fax' as never }))).toEqual([
      '1',
      '2',
      '3',
      '4',
    ]);
  });

  it('returns a new array and leaves the input alone', () => {
    const result = filterCustomers(rows);
    expect(result).not.toBe(rows);
    expect(result).toEqual(rows);
  });
});

describe('filterInvoices', () => {
  const rows = [
    invoice('1', {
      customer_name: 'Jan de Vries',
      customer_email: 'jan@devries.nl',
      amount: 50,
      status: 'paid',
      issue_date: '2024-05-02',
      due_date: '2024-05-16',
    }),
    invoice('2', {
      customer_name: 'Anna Bakker',
      customer_email: 'anna@bakker.nl',
      amount: 100,
      status: 'sent',
      issue_date: '2024-05-20',
      due_date: '2024-06-03',
    }),
    invoice('3', {
      customer_name: 'Piet Jansen',
      customer_email: 'piet@jansen.nl',
      amount: 499.99,
      status: 'sent',
      issue_date: '2024-06-01',
      due_date: '2024-06-15',
    }),
    invoice('4', {
      customer_name: 'Kees Smit',
      customer_email: 'kees@smit.nl',
      amount: 500,
      status: 'overdue',
      issue_date: '2024-04-01',
      due_date: '2024-04-15',
    }),
    invoice('5', {
      customer_name: 'Sara Visser',
      customer_email: 'sara@visser.nl',
      amount: 25,
      status: 'draft',
      issue_date: '2023-06-10',
      due_date: '2023-06-24',
    }),
    invoice('6', {
      customer_name: 'Tom Mulder',
      customer_email: 'tom@mulder.nl',
      amount: 1200,
      status: 'cancelled',
      issue_date: '2024-06-05',
      due_date: '2024-07-05',
    }),
  ];

  it.each<[string, string[]]>([
    ['INV-2024-003', ['3']],
    ['inv-2024-00', ['1', '2', '3', '4', '5', '6']],
    ['bakker', ['2']],
    ['SMIT.NL', ['4']],
    ['  visser ', ['5']],
    ['de vries', ['1']],
    ['xyz', []],
  ])('search %j matches %j by number, customer name or e-mail', (search, expected) => {
    expect(ids(filterInvoices(rows, { search }, TODAY))).toEqual(expected);
  });

  it.each<[InvoiceStatus | 'all', string[]]>([
    ['overdue', ['2', '4', '5']],
    ['sent', ['3']],
    ['paid', ['1']],
    ['draft', []],
    ['cancelled', ['6']],
    ['all', ['1', '2', '3', '4', '5', '6']],
  ])('status %s filters on the displayed status: %j', (status, expected) => {
    expect(ids(filterInvoices(rows, { status }, TODAY))).toEqual(expected);
    for (const row of filterInvoices(rows, { status }, TODAY)) {
      if (status !== 'all') expect(invoiceDisplayStatus(row, TODAY)).toBe(status);
    }
  });

  it.each<[string, string[]]>([
    ['2024-05', ['1', '2']],
    ['2024-06', ['3', '6']],
    ['2023-06', ['5']],
    ['2024-01', []],
    ['', ['1', '2', '3', '4', '5', '6']],
    ['2024-13', ['1', '2', '3', '4', '5', '6']],
    ['june', ['1', '2', '3', '4', '5', '6']],
  ])('month %j matches the year and month of the issue date: %j', (month, expected) => {
    expect(ids(filterInvoices(rows, { month }, TODAY))).toEqual(expected);
  });

  it.each<[AmountRange | 'all', string[]]>([
    ['0-50', ['1', '5']],
    ['50-100', ['1', '2']],
    ['100-500', ['2', '3', '4']],
    ['500+', ['4', '6']],
    ['all', ['1', '2', '3', '4', '5', '6']],
  ])('amount %s keeps %j (inclusive bounds)', (amount, expected) => {
    expect(ids(filterInvoices(rows, { amount }, TODAY))).toEqual(expected);
  });

  it('combines search, status, month and amount', () => {
    expect(
      ids(filterInvoices(rows, { search: 'nl', status: 'overdue', month: '2024-05', amount: '50-100' }, TODAY)),
    ).toEqual(['2']);
  });
});
