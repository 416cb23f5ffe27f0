import { describe, it, expect } from 'vitest';
import { ZodError } from 'zod';
import { fieldErrors } from '../schemas/field-errors.js';
import {
  DEFAULT_CUSTOMER_LIST_QUERY,
  DEFAULT_INVOICE_LIST_QUERY,
  customerListQueryToParams,
  invoiceListQueryToParams,
  listCustomers,
  listInvoices,
  parseCustomerListQuery,
  parseInvoiceListQuery,
  readListQuery,
  type CustomerListQuery,
  type InvoiceListQuery,
} from './list-query.js';
import type { CustomerRow } from '../api/admin-customers.js';
import type { InvoiceRow } from '../api/admin-invoices.js';

const TODAY = '2024-06-15';

/** A minimal URLSearchParams stand-in (the package has no DOM or Node types). */
function searchParams(query: string) {
  const pairs = query
    .split('&')
    .filter(Boolean)
    .map((pair) => pair.split('=').map(decodeURIComponent) as [string, string]);
  return {
    get: (name: string) => pairs.find(([key]) => key === name)?.[1] ?? null,
    getAll: (name: string) => pairs.filter(([key]) => key === name).map(([, value]) => value),
    keys: () => pairs.map(([key]) => key),
  };
}

/** The field messages of the ZodError that `parse` throws (it must throw). */
function fieldsOf(parse: () => unknown): Record<string, string> {
  try {
    parse();
  } catch (error) {
    if (error instanceof ZodError) return fieldErrors(error);
    throw error;
  }
  throw new Error('expected the query to be refused');
}

describe('parseCustomerListQuery', () => {
  it('gives the defaults for an empty query', () => {
    expect(parseCustomerListQuery({})).toEqual({
      search: '',
      status: 'all',
      plan: 'all',
      sort: 'name',
      dir: 'asc',
      page: 1,
      pageSize: 10,
    });
  });

  it('reads valid values', () => {
    expect(
      parseCustomerListQuery({
        search: '  jan ',
        status: 'suspended',
        plan: 'voip',
        sort: 'created_at',
        dir: 'desc',
        page: '3',
        pageSize: '25',
      }),
    ).toEqual({
      search: 'jan',
      status: 'suspended',
      plan: 'voip',
      sort: 'created_at',
      dir: 'desc',
      page: 3,
      pageSize: 25,
    });
  });

  it.each<[Record<string, unknown>, Partial<CustomerListQuery>]>([
    [{ sort: 'email' }, { sort: 'email', dir: 'asc' }],
    [{ status: '', plan: ' ', sort: '' }, {}],
    [{ page: '' }, { page: 1 }],
    [{ page: ' 07 ' }, { page: 7 }],
    [{ page: '99999999999999999999' }, { page: Number.MAX_SAFE_INTEGER }],
    [{ pageSize: '500' }, { pageSize: 100 }],
    [{ pageSize: '100' }, { pageSize: 100 }],
    [{ search: ['only one'] }, { search: 'only one' }],
    [{ page: 4 }, { page: 4 }],
    [{ unknown: 'ignored' }, {}],
  ])('reads %j as %j', (params, expected) => {
    expect(parseCustomerListQuery(params)).toEqual({ ...DEFAULT_CUSTOMER_LIST_QUERY, ...expected });
  });

  it.each<[Record<string, unknown>, Record<string, string>]>([
    [{ status: 'deleted' }, { status: 'validation.status.invalid' }],
    [{ status: 'ACTIVE' }, { status: 'validation.status.invalid' }],
    [{ plan: 'fax' }, { plan: 'validation.plan.invalid' }],
    [{ sort: 'password' }, { sort: 'validation.sort.invalid' }],
    [{ sort: 'name', dir: 'sideways' }, { dir: 'validation.dir.invalid' }],
    [{ page: 'abc' }, { page: 'validation.page.invalid' }],
    [{ page: '0' }, { page: 'validation.page.invalid' }],
    [{ page: '-2' }, { page: 'validation.page.invalid' }],
    [{ page: '2.5' }, { page: 'validation.page.invalid' }],
    [{ page: '1e3' }, { page: 'validation.page.invalid' }],
    [{ pageSize: '0' }, { pageSize: 'validation.page.invalid' }],
    [{ pageSize: 'ten' }, { pageSize: 'validation.page.invalid' }],
    [{ search: ['first', 'second'] }, { search: 'validation.query.repeated' }],
    [{ search: { nested: true } }, { search: 'validation.invalid' }],
    [{ search: 'x'.repeat(201) }, { search: 'validation.tooLong' }],
    [
      { status: 'x', plan: 'y', page: 'z' },
      { status: 'validation.status.invalid', plan: 'validation.plan.invalid', page: 'validation.page.invalid' },
    ],
  ])('refuses %j, naming the parameter', (params, fields) => {
    expect(fieldsOf(() => parseCustomerListQuery(params))).toEqual(fields);
  });

  it('reads a URLSearchParams-like object', () => {
    expect(parseCustomerListQuery(searchParams('status=active&page=2&search=de%20vries'))).toEqual({
      ...DEFAULT_CUSTOMER_LIST_QUERY,
      status: 'active',
      page: 2,
      search: 'de vries',
    });
  });
});

describe('parseInvoiceListQuery', () => {
  it('gives the defaults for an empty query', () => {
    expect(parseInvoiceListQuery({})).toEqual({
      search: '',
      status: 'all',
      month: '',
      amount: 'all',
      sort: 'invoice_number',
      dir: 'desc',
      page: 1,
      pageSize: 10,
    });
  });

  it.each<[Record<string, unknown>, Partial<InvoiceListQuery>]>([
    [{ status: 'overdue' }, { status: 'overdue' }],
    [{ month: '2024-06' }, { month: '2024-06' }],
    [{ month: ' 2024-06 ' }, { month: '2024-06' }],
    [{ month: '' }, { month: '' }],
    [{ amount: '500+' }, { amount: '500+' }],
    [{ sort: 'amount' }, { sort: 'amount', dir: 'asc' }],
    [
      { sort: 'invoice_number', dir: 'asc' },
      { sort: 'invoice_number', dir: 'asc' },
    ],
    [{ dir: 'asc' }, { dir: 'asc' }],
  ])('reads %j as %j', (params, expected) => {
    expect(parseInvoiceListQuery(params)).toEqual({ ...DEFAULT_INVOICE_LIST_QUERY, ...expected });
  });

  it.each<[Record<string, unknown>, Record<string, string>]>([
    [{ status: 'late' }, { status: 'validation.status.invalid' }],
    [{ month: '2024-6' }, { month: 'validation.month.invalid' }],
    [{ month: '2026-13' }, { month: 'validation.month.invalid' }],
    [{ month: '2026-00' }, { month: 'validation.month.invalid' }],
    [{ amount: '500' }, { amount: 'validation.filter.invalid' }],
    [{ sort: 'paid_date' }, { sort: 'validation.sort.invalid' }],
    [{ dir: 'DESC' }, { dir: 'validation.dir.invalid' }],
  ])('refuses %j, naming the parameter', (params, fields) => {
    expect(fieldsOf(() => parseInvoiceListQuery(params))).toEqual(fields);
  });
});

describe('readListQuery', () => {
  it('reads a valid query as the strict parser does, with nothing left out', () => {
    expect(readListQuery(parseCustomerListQuery, searchParams('status=active&page=2'))).toEqual({
      query: { ...DEFAULT_CUSTOMER_LIST_QUERY, status: 'active', page: 2 },
      invalid: [],
    });
  });

  it('keeps the valid values of an address typed by hand and names the parameters it leaves out', () => {
    expect(readListQuery(parseCustomerListQuery, searchParams('status=bogus&plan=voip&page=x&page=2'))).toEqual({
      query: { ...DEFAULT_CUSTOMER_LIST_QUERY, plan: 'voip' },
      invalid: ['status', 'page'],
    });
  });
});

describe('parseQuery', () => {
  it('refuses a repeated parameter of URLSearchParams', () => {
    expect(fieldsOf(() => parseInvoiceListQuery(searchParams('status=paid&status=sent')))).toEqual({
      status: 'validation.query.repeated',
    });
  });
});

describe('list query to URL parameters', () => {
  it('leaves out defaults', () => {
    expect(customerListQueryToParams(DEFAULT_CUSTOMER_LIST_QUERY)).toEqual({});
    expect(invoiceListQueryToParams(DEFAULT_INVOICE_LIST_QUERY)).toEqual({});
  });

  it.each<Partial<CustomerListQuery>>([
    { search: 'jan', status: 'active', plan: 'business', page: 3, pageSize: 50 },
    { sort: 'email' },
    { sort: 'email', dir: 'desc' },
    { dir: 'desc' },
    { sort: 'totalSpent', dir: 'desc', page: 2 },
  ])('round-trips the customer query %j', (change) => {
    const query = { ...DEFAULT_CUSTOMER_LIST_QUERY, ...change };
    expect(parseCustomerListQuery(customerListQueryToParams(query))).toEqual(query);
  });

  it.each<Partial<InvoiceListQuery>>([
    { search: 'INV-2024', status: 'overdue', month: '2024-05', amount: '50-100' },
    { sort: 'amount' },
    { sort: 'due_date', dir: 'desc' },
    { dir: 'asc' },
  ])('round-trips the invoice query %j', (change) => {
    const query = { ...DEFAULT_INVOICE_LIST_QUERY, ...change };
    expect(parseInvoiceListQuery(invoiceListQueryToParams(query))).toEqual(query);
  });

  it('writes only the parameters that differ', () => {
    expect(customerListQueryToParams({ ...DEFAULT_CUSTOMER_LIST_QUERY, sort: 'email', dir: 'asc', page: 2 })).toEqual({
      sort: 'email',
      page: '2',
    });
  });
});

function customer(id: number, name: string, overrides: Partial<CustomerRow> = {}): CustomerRow {
  return {
    id,
    name,
    email: `${name.toLowerCase().replace(/\s+/g, '.')}@example.com`,
    plan: id % 3 === 0 ? 'business' : id % 2 === 0 ? 'voip' : 'esim-pro',
    planName: 'eSIM Pro',
    status: id % 4 === 0 ? 'inactive' : 'active',
    created_at: `2024-0${(id % 6) + 1}-10T10:00:00Z`,
    totalSpent: id * 10,
    ...overrides,
  };
}

describe('listCustomers', () => {
  const names = ['bob', 'Alice', 'dave', 'Carol', 'eve', 'Frank', 'grace', 'Heidi', 'ivan', 'Judy', 'karl', 'Liam'];
  const rows = names.map((name, index) => customer(index + 1, name));

  it('filters, sorts by name ascending and pages by 10 by default', () => {
    const result = listCustomers(rows, {});
    expect(result.items.map((row) => row.name)).toEqual([
      'Alice',
      'bob',
      'Carol',
      'dave',
      'eve',
      'Frank',
      'grace',
      'Heidi',
      'ivan',
      'Judy',
    ]);
    expect(result).toMatchObject({ page: 1, pageSize: 10, total: 12, totalPages: 2 });
  });

  it('gives the second page', () => {
    expect(listCustomers(rows, { page: 2 }).items.map((row) => row.name)).toEqual(['karl', 'Liam']);
  });

  it('clamps a page past the last one', () => {
    expect(listCustomers(rows, { page: 9 })).toMatchObject({ page: 2, totalPages: 2 });
  });

  it('applies search, filters and sort together', () => {
    const active = listCustomers(
      rows,
      parseCustomerListQuery({ status: 'active', sort: 'totalSpent', dir: 'desc', search: 'AN' }),
    );
    expect(active.items.map((row) => row.name)).toEqual(['ivan', 'Frank']);
    const inactive = listCustomers(
      rows,
      parseCustomerListQuery({ status: 'inactive', sort: 'totalSpent', dir: 'desc', search: 'a' }),
    );
    expect(inactive.items.map((row) => row.name)).toEqual(['Liam', 'Heidi', 'Carol']);
    expect(inactive.total).toBe(3);
  });

  it('sorts by join date', () => {
    const result = listCustomers(rows, { sort: 'created_at', dir: 'asc', pageSize: 100 });
    const dates = result.items.map((row) => row.created_at);
    expect(dates).toEqual([...dates].sort());
    // Stable: equal join dates keep the input order.
    expect(result.items.slice(0, 2).map((row) => row.id)).toEqual([6, 12]);
  });

  it('returns an empty first page with 0 pages when nothing matches', () => {
    expect(listCustomers(rows, { search: 'nobody' })).toEqual({
      items: [],
      page: 1,
      pageSize: 10,
      total: 0,
      totalPages: 0,
    });
  });

  it('fills in defaults for undefined fields', () => {
    expect(listCustomers(rows, { sort: undefined, page: undefined }).items[0]?.name).toBe('Alice');
  });
});

describe('listInvoices', () => {
  const rows: InvoiceRow[] = Array.from({ length: 23 }, (_, index) => {
    const n = index + 1;
    return {
      id: n,
      invoice_number: `INV-2024-${String(n).padStart(3, '0')}`,
      customer_name: n % 2 === 0 ? 'Jan de Vries' : 'Anna Bakker',
      customer_email: n % 2 === 0 ? 'jan@devries.nl' : 'anna@bakker.nl',
      amount: [9, 10, 100, 50, 500][n % 5] ?? 0,
      status: n % 3 === 0 ? 'paid' : 'sent',
      issue_date: `2024-0${(n % 5) + 1}-01`,
      due_date: n % 2 === 0 ? '2024-06-01' : '2024-07-01',
      paid_date: null,
      recurring: n % 4 === 0,
      kind: 'invoice' as const,
    };
  });

  it('sorts by invoice number descending by default', () => {
    const result = listInvoices(rows, {}, TODAY);
    expect(result.items.map((row) => row.id)).toEqual([23, 22, 21, 20, 19, 18, 17, 16, 15, 14]);
    expect(result).toMatchObject({ total: 23, totalPages: 3, page: 1 });
  });

  it('filters on the displayed status: overdue means not paid and due before today', () => {
    const result = listInvoices(rows, { status: 'overdue', pageSize: 100, sort: 'invoice_number', dir: 'asc' }, TODAY);
    expect(result.items.map((row) => row.id)).toEqual([2, 4, 8, 10, 14, 16, 20, 22]);
  });

  it('sorts amounts numerically and keeps ties in input order', () => {
    const result = listInvoices(rows, { sort: 'amount', dir: 'asc', pageSize: 100, month: '2024-01' }, TODAY);
    expect(result.items.map((row) => [row.id, row.amount])).toEqual([
      [5, 9],
      [10, 9],
      [15, 9],
      [20, 9],
    ]);
    const all = listInvoices(rows, { sort: 'amount', dir: 'asc', pageSize: 100 }, TODAY).items.map((row) => row.amount);
    expect(all).toEqual([...all].sort((a, b) => a - b));
  });

  it('combines search, amount range and paging', () => {
    const result = listInvoices(rows, parseInvoiceListQuery({ search: 'DEVRIES', amount: '50-100', page: '1' }), TODAY);
    expect(
      result.items.every((row) => row.customer_email === 'jan@devries.nl' && row.amount >= 50 && row.amount <= 100),
    ).toBe(true);
    expect(result.total).toBe(result.items.length);
  });
});
