import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  AMOUNT_RANGES,
  CUSTOMER_PLANS,
  CUSTOMER_SORT_KEYS,
  CUSTOMER_STATUSES,
  DEFAULT_CUSTOMER_SORT,
  DEFAULT_INVOICE_SORT,
  INVOICE_SORT_KEYS,
  INVOICE_STATUSES,
  isIsoMonth,
  parseCustomerExportQuery,
  parseCustomerListQuery,
  parseInvoiceExportQuery,
  parseInvoiceListQuery,
  priceOrderProduct,
  type ListPage,
  type OrderProductRecord,
  type ShippingDetails,
} from '../index.js';
import * as api from './index.js';

/** True when every A is a B (checked by the type checker: `fits<A, B>(true)` does not compile otherwise). */
type Fits<A, B> = [A] extends [B] ? true : false;
const fits = <A, B>(proof: Fits<A, B>) => proof;
const sameType = <A, B>(proof: Fits<A, B> & Fits<B, A>) => proof;

/** Every zod schema the api folder exports, by export name. */
const schemas = Object.entries(api as Record<string, unknown>).filter(
  (entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType,
);

describe('the API schemas', () => {
  it('name their components once: no two schemas share an id', () => {
    const ids = schemas.map(([, schema]) => schema.meta()?.id).filter((id): id is string => typeof id === 'string');
    expect(ids.length).toBeGreaterThan(30);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('give an example that their own schema accepts, wherever they give one', () => {
    const withExamples = schemas.filter(([, schema]) => schema.meta()?.example !== undefined);
    expect(withExamples.length).toBeGreaterThan(25);
    for (const [name, schema] of withExamples) {
      const result = schema.safeParse(schema.meta()!.example);
      expect({ name, issues: result.error?.issues ?? [] }).toEqual({ name, issues: [] });
    }
  });

  it('describe the error answer of decisions.md §4', () => {
    expect(api.ErrorAnswerSchema.parse({ message: 'Not found', code: 'NOT_FOUND' })).toEqual({
      message: 'Not found',
      code: 'NOT_FOUND',
    });
    expect(api.ErrorAnswerSchema.safeParse({ message: 'x', code: 'SOMETHING_ELSE' }).success).toBe(false);
  });

  it('read the id of a path as a number, and nothing but digits', () => {
    expect(api.IdPathSchema.parse({ id: '42' })).toEqual({ id: 42 });
    for (const id of ['', 'abc', '4.2', '-1', '1234567890123456'])
      expect(api.IdPathSchema.safeParse({ id }).success).toBe(false);
  });

  it('type the order record as the prices the server computes', () => {
    const product: OrderProductRecord = priceOrderProduct({ kind: 'travel', regionId: 'europa', planId: 'standard' });
    expect(api.OrderProductRecordSchema.parse(product)).toEqual(product);
    const esim = priceOrderProduct({
      kind: 'esim-pro',
      configuration: { durationMonths: 24, calling: 'world', nlData: 3, euData: 2, worldData: 1 },
    });
    expect(api.OrderProductRecordSchema.parse(esim)).toEqual(esim);
    // What the shipping schema gives (absent optional fields as undefined) is what the record describes in JSON.
    expect(fits<ShippingDetails, z.infer<typeof api.ShippingDetailsRecordSchema>>(true)).toBe(true);
    expect(
      fits<
        z.infer<typeof api.ShippingDetailsRecordSchema>,
        { name: string; email: string; country: 'NL' | 'BE' | 'DE' | 'FR'; postcode?: string }
      >(true),
    ).toBe(true);
  });

  it('shape a list answer as ListPage of its rows plus the stat cards', () => {
    expect(sameType<api.CustomerListAnswer, ListPage<api.CustomerRow> & { stats: api.CustomerStats }>(true)).toBe(true);
    expect(sameType<api.InvoiceListAnswer, ListPage<api.InvoiceRow> & { stats: api.InvoiceStats }>(true)).toBe(true);
    expect(sameType<api.ActivityListAnswer, ListPage<api.ActivityEntry>>(true)).toBe(true);
    expect(sameType<api.AdminUserListAnswer, ListPage<api.AdminUser>>(true)).toBe(true);
  });

  it("read the simple lists' paging leniently", () => {
    expect(api.PagingQuerySchema.parse({})).toEqual({ page: 1, pageSize: 10 });
    expect(api.PagingQuerySchema.parse({ page: ' 3 ', pageSize: '500' })).toEqual({ page: 3, pageSize: 100 });
    expect(api.PagingQuerySchema.parse({ page: '0', pageSize: 'x' })).toEqual({ page: 1, pageSize: 10 });
    expect(api.AdminUsersQuerySchema.parse({ search: ' Jan ' })).toEqual({ search: ' Jan ', page: 1, pageSize: 10 });
    expect(api.DashboardQuerySchema.parse({ period: '7d' })).toEqual({ period: '7d' });
    expect(api.DashboardQuerySchema.parse({ period: '1y' })).toEqual({ period: '30d' });
  });
});

// --- The list queries: the schemas agree with the rules of list-query.ts --------------------------------------
//
// A reference written straight from the rules at the top of admin-lists/list-query.ts, without zod, compared with
// the parsers (which read with the query schemas) on thousands of generated queries.

const trimmed = (value: string | undefined) => value?.trim();
function wholeNumber(value: string | undefined): number | null {
  if (value === undefined || !/^\d+$/.test(value)) return null;
  const number = Number(value);
  return Number.isSafeInteger(number) && number >= 1 ? number : null;
}
const oneOf = <T extends string>(values: readonly T[], value: string | undefined): value is T =>
  (values as readonly string[]).includes(value ?? '');

function referenceCustomerQuery(params: Record<string, string | undefined>) {
  const get = (name: string) => trimmed(params[name]);
  const sortParam = get('sort');
  const sort = oneOf(CUSTOMER_SORT_KEYS, sortParam) ? sortParam : DEFAULT_CUSTOMER_SORT.key;
  const dir = get('dir');
  const status = get('status');
  const plan = get('plan');
  return {
    search: get('search') ?? '',
    status: oneOf(CUSTOMER_STATUSES, status) ? status : 'all',
    plan: oneOf(CUSTOMER_PLANS, plan) ? plan : 'all',
    sort,
    dir:
      dir === 'asc' || dir === 'desc'
        ? dir
        : sort === DEFAULT_CUSTOMER_SORT.key
          ? DEFAULT_CUSTOMER_SORT.direction
          : 'asc',
    page: wholeNumber(get('page')) ?? 1,
    pageSize: Math.min(wholeNumber(get('pageSize')) ?? 10, 100),
  };
}

function referenceInvoiceQuery(params: Record<string, string | undefined>) {
  const get = (name: string) => trimmed(params[name]);
  const sortParam = get('sort');
  const sort = oneOf(INVOICE_SORT_KEYS, sortParam) ? sortParam : DEFAULT_INVOICE_SORT.key;
  const dir = get('dir');
  const status = get('status');
  const amount = get('amount');
  const month = get('month');
  return {
    search: get('search') ?? '',
    status: oneOf(INVOICE_STATUSES, status) ? status : 'all',
    month: isIsoMonth(month) ? month : '',
    amount: oneOf(AMOUNT_RANGES, amount) ? amount : 'all',
    sort,
    dir:
      dir === 'asc' || dir === 'desc'
        ? dir
        : sort === DEFAULT_INVOICE_SORT.key
          ? DEFAULT_INVOICE_SORT.direction
          : 'asc',
    page: wholeNumber(get('page')) ?? 1,
    pageSize: Math.min(wholeNumber(get('pageSize')) ?? 10, 100),
  };
}

/** A small deterministic generator (mulberry32), so that a failure repeats. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const VALUES = [
  ...CUSTOMER_STATUSES,
  ...CUSTOMER_PLANS,
  ...CUSTOMER_SORT_KEYS,
  ...INVOICE_STATUSES,
  ...INVOICE_SORT_KEYS,
  ...AMOUNT_RANGES,
  'all',
  'asc',
  'desc',
  'ASC',
  ' desc ',
  '',
  ' ',
  'jan',
  ' Jan de Vries ',
  '0',
  '1',
  '2',
  '07',
  '25',
  '100',
  '101',
  '-1',
  '1.5',
  '1e2',
  '0x10',
  '9007199254740991',
  '9007199254740992',
  '99999999999999999999',
  '2024-06',
  '2024-13',
  '2024-6',
  ' 2024-01 ',
  'Active',
  'voip ',
  'NaN',
];

describe('the list query schemas', () => {
  it('read every query as the rules of list-query.ts do (customers and invoices)', () => {
    const next = random(20);
    const pick = () => (next() < 0.15 ? undefined : VALUES[Math.floor(next() * VALUES.length)]);
    for (let run = 0; run < 5000; run += 1) {
      const params = Object.fromEntries(
        ['search', 'status', 'plan', 'month', 'amount', 'sort', 'dir', 'page', 'pageSize'].map((name) => [
          name,
          pick(),
        ]),
      );
      expect(parseCustomerListQuery(params)).toEqual(referenceCustomerQuery(params));
      expect(parseInvoiceListQuery(params)).toEqual(referenceInvoiceQuery(params));
    }
  });

  it('document every parameter the parsers read, and no other', () => {
    expect(Object.keys(api.CustomerListQuerySchema.shape).sort()).toEqual(
      Object.keys(parseCustomerListQuery({})).sort(),
    );
    expect(Object.keys(api.InvoiceListQuerySchema.shape).sort()).toEqual(Object.keys(parseInvoiceListQuery({})).sort());
  });

  it('read the ids of an export, or none for anything else', () => {
    expect(parseCustomerExportQuery({ ids: '3,7', sort: 'email' })).toEqual({
      query: { ...parseCustomerListQuery({ sort: 'email' }) },
      ids: [3, 7],
    });
    expect(parseInvoiceExportQuery({ ids: '3,x' }).ids).toBeNull();
    expect(parseInvoiceExportQuery({}).ids).toBeNull();
  });
});
