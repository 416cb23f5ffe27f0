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
  fieldErrors,
} from '../index.js';
import { expectEqual } from '../test-support.js';
import type { EuCountry } from '../pricing/vat.js';
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

  it('describe the error answer of docs/contracts.md §4', () => {
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
        { name: string; email: string; country: EuCountry; postcode?: string }
      >(true),
    ).toBe(true);
  });

  it('shape a list answer as ListPage of its rows plus the stat cards', () => {
    expect(sameType<api.CustomerListAnswer, ListPage<api.CustomerRow> & { stats: api.CustomerStats }>(true)).toBe(true);
    expect(sameType<api.InvoiceListAnswer, ListPage<api.InvoiceRow> & { stats: api.InvoiceStats }>(true)).toBe(true);
    expect(sameType<api.ActivityListAnswer, ListPage<api.ActivityEntry>>(true)).toBe(true);
    expect(sameType<api.AdminUserListAnswer, ListPage<api.AdminUser>>(true)).toBe(true);
  });

  it("read the simple lists' paging strictly: digits only, larger sizes capped", () => {
    expect(api.PagingQuerySchema.parse({})).toEqual({ page: 1, pageSize: 10 });
    expect(api.PagingQuerySchema.parse({ page: '3', pageSize: '500' })).toEqual({ page: 3, pageSize: 100 });
    expect(api.PagingQuerySchema.safeParse({ page: '0' }).success).toBe(false);
    expect(api.PagingQuerySchema.safeParse({ pageSize: 'x' }).success).toBe(false);
    expect(api.AdminUsersQuerySchema.parse({ search: 'Jan' })).toEqual({ search: 'Jan', page: 1, pageSize: 10 });
    expect(api.DashboardQuerySchema.parse({ period: '7d' })).toEqual({ period: '7d' });
    expect(api.DashboardQuerySchema.parse({ period: '1y' })).toEqual({ period: '30d' });
  });

  it('read a date as a calendar date: 2026-02-30 is not one, 2028-02-29 is', () => {
    expect(api.IsoDateSchema.safeParse('2028-02-29').success).toBe(true);
    for (const date of ['2026-02-30', '2026-13-01', '2027-02-29', '2026-04-31', '2026-1-1'])
      expect(api.IsoDateSchema.safeParse(date).success).toBe(false);
  });
});

// --- The list queries: the schemas agree with the rules of list-query.ts --------------------------------------
//
// A reference written straight from the rules at the top of admin-lists/list-query.ts, without zod, compared with
// the parsers (which read with the query schemas) on about 1,000 chosen and generated queries each (`listQueries`).

// The reference: each parameter trimmed, an empty one absent; a value outside the allowed ones is a field error
// with its message key, and then there is no query.
type Reference = { query: Record<string, unknown> } | { fields: Record<string, string> };

function referenceQuery(
  params: Record<string, string | undefined>,
  rules: {
    choices: Record<string, { values: readonly string[]; message: string }>;
    sortKeys: readonly string[];
    defaultSort: { key: string; direction: string };
    month: boolean;
  },
): Reference {
  const fields: Record<string, string> = {};
  const get = (name: string) => {
    const value = params[name]?.trim();
    return value === '' ? undefined : value;
  };
  const query: Record<string, unknown> = {};
  const search = get('search') ?? '';
  if (search.length > 200) fields.search = 'validation.tooLong';
  query.search = search;
  for (const [name, { values, message }] of Object.entries(rules.choices)) {
    const value = get(name);
    if (value !== undefined && value !== 'all' && !values.includes(value)) fields[name] = message;
    query[name] = value ?? 'all';
  }
  if (rules.month) {
    const month = get('month');
    if (month !== undefined && !isIsoMonth(month)) fields.month = 'validation.month.invalid';
    query.month = month ?? '';
  }
  const sort = get('sort') ?? rules.defaultSort.key;
  if (!rules.sortKeys.includes(sort)) fields.sort = 'validation.sort.invalid';
  const dir = get('dir');
  if (dir !== undefined && dir !== 'asc' && dir !== 'desc') fields.dir = 'validation.dir.invalid';
  query.sort = sort;
  query.dir = dir ?? (sort === rules.defaultSort.key ? rules.defaultSort.direction : 'asc');
  for (const [name, fallback, max] of [
    ['page', 1, Number.MAX_SAFE_INTEGER],
    ['pageSize', 10, 100],
  ] as const) {
    const value = get(name);
    if (value !== undefined && !(/^\d+$/.test(value) && /[1-9]/.test(value))) fields[name] = 'validation.page.invalid';
    query[name] = value === undefined ? fallback : Math.min(Number(value), max);
  }
  return Object.keys(fields).length > 0 ? { fields } : { query };
}

const referenceCustomerQuery = (params: Record<string, string | undefined>) =>
  referenceQuery(params, {
    choices: {
      status: { values: CUSTOMER_STATUSES, message: 'validation.status.invalid' },
      plan: { values: CUSTOMER_PLANS, message: 'validation.plan.invalid' },
    },
    sortKeys: CUSTOMER_SORT_KEYS,
    defaultSort: DEFAULT_CUSTOMER_SORT,
    month: false,
  });

const referenceInvoiceQuery = (params: Record<string, string | undefined>) =>
  referenceQuery(params, {
    choices: {
      status: { values: INVOICE_STATUSES, message: 'validation.status.invalid' },
      amount: { values: AMOUNT_RANGES, message: 'validation.filter.invalid' },
    },
    sortKeys: INVOICE_SORT_KEYS,
    defaultSort: DEFAULT_INVOICE_SORT,
    month: true,
  });

/** What a parser does with a query, in the reference's terms. */
function outcome(parse: () => object): Reference {
  try {
    return { query: { ...parse() } };
  } catch (error) {
    if (error instanceof z.ZodError) return { fields: fieldErrors(error) };
    throw error;
  }
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
  'x'.repeat(200),
  'x'.repeat(201),
];

/** The parameters the two lists read between them. */
const PARAMETERS = ['search', 'status', 'plan', 'month', 'amount', 'sort', 'dir', 'page', 'pageSize'] as const;

/** Values that one list or the other allows for a parameter, so that a query of several parameters can be valid. */
const ALLOWED: Record<(typeof PARAMETERS)[number], readonly string[]> = {
  search: ['jan', ' Jan de Vries ', 'x'.repeat(200)],
  status: [...CUSTOMER_STATUSES, ...INVOICE_STATUSES, 'all'],
  plan: [...CUSTOMER_PLANS, 'all'],
  month: ['2024-06', ' 2024-01 '],
  amount: [...AMOUNT_RANGES, 'all'],
  sort: [...CUSTOMER_SORT_KEYS, ...INVOICE_SORT_KEYS],
  dir: ['asc', 'desc', ' desc '],
  page: ['1', '2', '07', '9007199254740992'],
  pageSize: ['1', '25', '100', '101'],
};

/** Sort keys and directions for the one rule across parameters: without `dir` the direction follows the key. */
const SORTS = [undefined, ...CUSTOMER_SORT_KEYS, ...INVOICE_SORT_KEYS, '', ' email ', 'Name', 'desc'];
const DIRECTIONS = [undefined, 'asc', 'desc', ' desc ', 'ASC', '', 'name'];

/** How many queries of several parameters each list is compared on. */
const MIXED_QUERIES = 400;

/**
 * The queries a list's parser is compared on, about 900, chosen rather than drawn by the thousand (zod takes tens of
 * microseconds to refuse a query, a hundred on a busy machine before the code is optimised): the empty query; each
 * parameter the list reads alone with every value, which checks every parameter's rule on every value; every sort
 * key with every direction; and queries of several parameters at once (fixed seed; mostly allowed values, so that
 * many are valid, and parameters the list does not read), for how the parameters' values and errors combine.
 */
function* listQueries(reads: readonly string[]): Generator<Record<string, string | undefined>> {
  yield {};
  for (const name of reads) for (const value of VALUES) yield { [name]: value };
  for (const sort of SORTS) for (const dir of DIRECTIONS) yield { sort, dir };
  const next = random(20);
  const any = (values: readonly string[]) => values[Math.floor(next() * values.length)];
  for (let run = 0; run < MIXED_QUERIES; run += 1) {
    yield Object.fromEntries(
      PARAMETERS.map((name) => {
        const draw = next();
        return [name, draw < 0.4 ? undefined : draw < 0.85 ? any(ALLOWED[name]) : any(VALUES)];
      }),
    );
  }
}

describe('the list query schemas', () => {
  it.each([
    [
      'customers',
      ['search', 'status', 'plan', 'sort', 'dir', 'page', 'pageSize'],
      parseCustomerListQuery,
      referenceCustomerQuery,
    ],
    [
      'invoices',
      ['search', 'status', 'month', 'amount', 'sort', 'dir', 'page', 'pageSize'],
      parseInvoiceListQuery,
      referenceInvoiceQuery,
    ],
  ] as const)(
    'read every query of the %s list as the rules of list-query.ts do: a value or a field error',
    (_list, reads, parse, reference) => {
      let queries = 0;
      let accepted = 0;
      let acceptedWithFive = 0;
      for (const params of listQueries(reads)) {
        const expected = reference(params);
        expectEqual(
          outcome(() => parse(params)),
          expected,
        );
        queries += 1;
        if ('query' in expected) {
          accepted += 1;
          if (Object.values(params).filter((value) => value !== undefined).length >= 5) acceptedWithFive += 1;
        }
      }
      // The queries reach both sides of the rules, valid queries of many parameters among them.
      expect(queries).toBe(1 + reads.length * VALUES.length + SORTS.length * DIRECTIONS.length + MIXED_QUERIES);
      expect(accepted).toBeGreaterThan(150);
      expect(queries - accepted).toBeGreaterThan(150);
      expect(acceptedWithFive).toBeGreaterThan(20);
    },
  );

  it('document every parameter the parsers read, and no other', () => {
    expect(Object.keys(api.CustomerListQuerySchema.shape).sort()).toEqual(
      Object.keys(parseCustomerListQuery({})).sort(),
    );
    expect(Object.keys(api.InvoiceListQuerySchema.shape).sort()).toEqual(Object.keys(parseInvoiceListQuery({})).sort());
  });

  it('read the ids of an export, none when absent, and refuse anything else', () => {
    expect(parseCustomerExportQuery({ ids: '3,7', sort: 'email' })).toEqual({
      query: { ...parseCustomerListQuery({ sort: 'email' }) },
      ids: [3, 7],
    });
    expect(parseInvoiceExportQuery({}).ids).toBeNull();
    expect(parseInvoiceExportQuery({ ids: '' }).ids).toBeNull();
    for (const ids of ['3,x', '0', '3,,7', Array.from({ length: 501 }, (_, i) => i + 1).join(',')])
      expect(outcome(() => parseInvoiceExportQuery({ ids }))).toEqual({ fields: { ids: 'validation.ids.invalid' } });
    expect(outcome(() => parseCustomerExportQuery({ status: 'gone' }))).toEqual({
      fields: { status: 'validation.status.invalid' },
    });
  });
});
