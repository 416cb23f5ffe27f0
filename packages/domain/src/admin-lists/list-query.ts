// The admin lists' query: one shape for the web app's URL state and the API's query string
// (`?search=&status=&plan=&sort=&dir=&page=&pageSize=`), and the reference list functions that the API's
// SQL must equal row for row.
//
// Parsing is strict (docs/contracts.md §7 "Strict input"): a value outside the allowed ones fails with a ZodError whose
// issue names the parameter (the API answers 400 VALIDATION_FAILED with `fields`), never an unfiltered list. The query
// schemas of api/admin-customers.ts and api/admin-invoices.ts hold these rules, and the OpenAPI document describes the
// query from them; the parsers below read a query with them (`parseQuery`) and settle `dir`:
// - Every value is trimmed; an empty value counts as absent and takes its default. A parameter given more than once
//   fails (`validation.query.repeated`); a parameter the list does not read is ignored.
// - search: '' means no search; at most 200 characters. (Folding happens in the filters.)
// - status / plan / amount: one of the allowed values or 'all' (default 'all'). month: `YYYY-MM` with month 01-12, or
//   absent (every month).
// - sort: one of the list's sort keys (default the list's default key). dir: 'asc' or 'desc'; when absent, the default
//   direction for the default key and 'asc' for any other key (as a header click).
// - page: a whole number ≥ 1 written in digits (default 1); a page past the last is clamped when listing, and a
//   number past 2^53 − 1 counts as that. pageSize: the same, at most MAX_ADMIN_PAGE_SIZE (larger values are capped),
//   default ADMIN_PAGE_SIZE (10). Anything else (letters, 0, a sign, a decimal point, an exponent) fails.
// Values are exact, case-sensitive strings after trimming. The `...ToParams` functions write a query back, leaving out
// defaults, so that parsing their result gives the same query. `readListQuery` is the web app's lenient reading of an
// address typed by hand: the valid values, the defaults for the others, and the names of the parameters it dropped.

import { z } from 'zod';
import { CustomerExportQuerySchema, CustomerListQuerySchema } from '../api/admin-customers.js';
import { InvoiceExportQuerySchema, InvoiceListQuerySchema } from '../api/admin-invoices.js';
import {
  DEFAULT_ORDER_SORT,
  OrderListQuerySchema,
  type OrderListQuery,
  type OrderSortKey,
} from '../api/admin-orders.js';
import {
  DEFAULT_PORTING_SORT,
  PortingListQuerySchema,
  type PortingListQuery,
  type PortingSortKey,
} from '../api/voip.js';
import { parseIdList } from '../schemas/admin.js';
import { filterCustomers, filterInvoices } from './filter.js';
import { paginate, type ListPage } from './paginate.js';
import { sortRows, type SortValueType } from './sort.js';
import {
  ADMIN_PAGE_SIZE,
  DEFAULT_CUSTOMER_SORT,
  DEFAULT_INVOICE_SORT,
  isCustomerSortKey,
  isInvoiceSortKey,
  type CustomerSortKey,
  type InvoiceSortKey,
  type SortDirection,
} from './types.js';
import type { CustomerRow } from '../api/admin-customers.js';
import type { InvoiceRow } from '../api/admin-invoices.js';

/** A plain object of query values (Express `req.query`, `Object.fromEntries(...)`) or a `URLSearchParams`. */
export type ListQueryParams = { readonly [name: string]: unknown } | { get(name: string): string | null };

/** A customer list query as parsed: `CustomerListQuerySchema`'s output with `dir` settled. */
export type CustomerListQuery = Omit<z.output<typeof CustomerListQuerySchema>, 'dir'> & { dir: SortDirection };

/** An invoice list query as parsed (`month`: 'YYYY-MM' or '' for every month). */
export type InvoiceListQuery = Omit<z.output<typeof InvoiceListQuerySchema>, 'dir'> & { dir: SortDirection };

export const DEFAULT_CUSTOMER_LIST_QUERY: Readonly<CustomerListQuery> = {
  search: '',
  status: 'all',
  plan: 'all',
  sort: DEFAULT_CUSTOMER_SORT.key,
  dir: DEFAULT_CUSTOMER_SORT.direction,
  page: 1,
  pageSize: ADMIN_PAGE_SIZE,
};

export const DEFAULT_INVOICE_LIST_QUERY: Readonly<InvoiceListQuery> = {
  search: '',
  status: 'all',
  month: '',
  amount: 'all',
  sort: DEFAULT_INVOICE_SORT.key,
  dir: DEFAULT_INVOICE_SORT.direction,
  page: 1,
  pageSize: ADMIN_PAGE_SIZE,
};

/** How each sortable column compares (see sort.ts); the SQL side sorts the same columns the same way. */
export const CUSTOMER_SORT_TYPES: Readonly<Record<CustomerSortKey, SortValueType>> = {
  name: 'text',
  email: 'text',
  created_at: 'date',
  totalSpent: 'number',
};

export const INVOICE_SORT_TYPES: Readonly<Record<InvoiceSortKey, SortValueType>> = {
  invoice_number: 'text',
  customer_name: 'text',
  amount: 'number',
  issue_date: 'date',
  due_date: 'date',
};

interface SearchParamsLike {
  get(name: string): string | null;
  getAll?(name: string): string[];
}

function hasGet(params: ListQueryParams): params is SearchParamsLike {
  return typeof (params as { get?: unknown }).get === 'function';
}

/** Every value given for a parameter, as text (a number counts as its digits; anything else as not given). */
function valuesOf(params: ListQueryParams, name: string): unknown[] {
  if (hasGet(params)) {
    if (params.getAll) return params.getAll(name);
    const value = params.get(name);
    return value === null ? [] : [value];
  }
  if (!Object.hasOwn(params, name)) return [];
  const value = (params as { readonly [name: string]: unknown })[name];
  return Array.isArray(value) ? value : value === undefined ? [] : [value];
}

/** The names a query gives values for. */
function namesOf(params: ListQueryParams): string[] {
  if (hasGet(params)) {
    const keys = (params as { keys?: () => Iterable<string> }).keys;
    return typeof keys === 'function' ? [...new Set(keys.call(params))] : [];
  }
  return Object.keys(params);
}

/**
 * A query as the query schemas read it: each parameter's one value, trimmed, with empty values left out (absent:
 * the default); and the issues of parameters given more than once or not as text.
 */
export function readQueryParams(params: ListQueryParams): {
  values: Record<string, string>;
  issues: { path: [string]; message: 'validation.query.repeated' | 'validation.invalid' }[];
} {
  const values: Record<string, string> = {};
  const issues: { path: [string]; message: 'validation.query.repeated' | 'validation.invalid' }[] = [];
  for (const name of namesOf(params)) {
    const given = valuesOf(params, name);
    if (given.length > 1) {
      issues.push({ path: [name], message: 'validation.query.repeated' });
      continue;
    }
    let value = given[0];
    if (typeof value === 'number' && Number.isFinite(value)) value = String(value);
    if (value === undefined) continue;
    if (typeof value !== 'string') {
      issues.push({ path: [name], message: 'validation.invalid' });
      continue;
    }
    const text = value.trim();
    if (text !== '') values[name] = text;
  }
  return { values, issues };
}

/**
 * A query read strictly with an object schema (see the rules above): its output, or a ZodError naming each parameter
 * that is repeated or outside its allowed values. Parameters the schema does not read are ignored.
 */
export function parseQuery<S extends z.ZodObject>(schema: S, params: ListQueryParams): z.output<S> {
  const known = new Set(Object.keys(schema.shape));
  const { values, issues } = readQueryParams(params);
  const own = issues.filter((issue) => known.has(issue.path[0]));
  for (const issue of own) delete values[issue.path[0]];
  const result = schema.safeParse(values);
  const order = [...known];
  const position = (issue: { path: PropertyKey[] }) => order.indexOf(String(issue.path[0]));
  // Issues in the order of the schema's parameters, so that the answer names them as the list reads them.
  const all = [
    ...own.map((issue) => ({ ...issue, code: 'custom' as const, input: undefined })),
    ...(result.error?.issues ?? []),
  ].sort((a, b) => position(a) - position(b));
  if (all.length > 0) throw new z.ZodError(all);
  return result.data as z.output<S>;
}

/**
 * A list query read the lenient way, for an address typed by hand (the web app): the strict parse of the parameters
 * that are valid, with the others at their defaults, and the names of those left out (empty when all are valid).
 */
export function readListQuery<Q>(
  parse: (params: ListQueryParams) => Q,
  params: ListQueryParams,
): { query: Q; invalid: string[] } {
  try {
    return { query: parse(params), invalid: [] };
  } catch (error) {
    if (!(error instanceof z.ZodError)) throw error;
    const invalid = [...new Set(error.issues.map((issue) => String(issue.path[0] ?? '')))].filter(Boolean);
    const { values } = readQueryParams(params);
    for (const name of invalid) delete values[name];
    return { query: parse(values), invalid };
  }
}

/** The direction a sort key gets when none is given. */
function impliedDirection<K extends string>(sort: K, defaults: { key: K; direction: SortDirection }): SortDirection {
  return sort === defaults.key ? defaults.direction : 'asc';
}

/** A customer list query from `CustomerListQuerySchema`'s values: `dir` defaults by the sort key. */
export function customerListQuery(values: z.output<typeof CustomerListQuerySchema>): CustomerListQuery {
  const { dir, ...query } = values;
  return { ...query, dir: dir ?? impliedDirection<CustomerSortKey>(query.sort, DEFAULT_CUSTOMER_SORT) };
}

/** A customer list query read strictly with `CustomerListQuerySchema`. */
export function parseCustomerListQuery(params: ListQueryParams): CustomerListQuery {
  return customerListQuery(parseQuery(CustomerListQuerySchema, params));
}

/** An invoice list query from `InvoiceListQuerySchema`'s values: `dir` defaults by the sort key. */
export function invoiceListQuery(values: z.output<typeof InvoiceListQuerySchema>): InvoiceListQuery {
  const { dir, ...query } = values;
  return { ...query, dir: dir ?? impliedDirection<InvoiceSortKey>(query.sort, DEFAULT_INVOICE_SORT) };
}

/** An invoice list query read strictly with `InvoiceListQuerySchema`. */
export function parseInvoiceListQuery(params: ListQueryParams): InvoiceListQuery {
  return invoiceListQuery(parseQuery(InvoiceListQuerySchema, params));
}

/** An order list query from `OrderListQuerySchema`'s values: `dir` defaults by the sort key. */
export function orderListQuery(values: z.output<typeof OrderListQuerySchema>): OrderListQuery {
  const { dir, ...query } = values;
  return { ...query, dir: dir ?? impliedDirection<OrderSortKey>(query.sort, DEFAULT_ORDER_SORT) };
}

/** An order list query read strictly with `OrderListQuerySchema`. */
export function parseOrderListQuery(params: ListQueryParams): OrderListQuery {
  return orderListQuery(parseQuery(OrderListQuerySchema, params));
}

/** A porting list query from `PortingListQuerySchema`'s values: `dir` defaults by the sort key. */
export function portingListQuery(values: z.output<typeof PortingListQuerySchema>): PortingListQuery {
  const { dir, ...query } = values;
  return { ...query, dir: dir ?? impliedDirection<PortingSortKey>(query.sort, DEFAULT_PORTING_SORT) };
}

/** A porting list query read strictly with `PortingListQuerySchema`. */
export function parsePortingListQuery(params: ListQueryParams): PortingListQuery {
  return portingListQuery(parseQuery(PortingListQuerySchema, params));
}

/** The porting query as URL parameters, without the values that are defaults anyway. */
export function portingListQueryToParams(query: PortingListQuery): Record<string, string> {
  const params: Record<string, string> = {};
  const search = query.search.trim();
  if (search !== '') params.search = search;
  if (query.status !== 'all') params.status = query.status;
  if (query.sort !== DEFAULT_PORTING_SORT.key) params.sort = query.sort;
  if (query.dir !== impliedDirection<PortingSortKey>(query.sort, DEFAULT_PORTING_SORT)) params.dir = query.dir;
  if (query.page !== 1) params.page = String(query.page);
  if (query.pageSize !== ADMIN_PAGE_SIZE) params.pageSize = String(query.pageSize);
  return params;
}

/** The CSV export's query from `CustomerExportQuerySchema`'s values: the list's query (page 1) and the chosen ids (null: every row). */
export function customerExportQuery(values: z.output<typeof CustomerExportQuerySchema>): {
  query: CustomerListQuery;
  ids: number[] | null;
} {
  const { ids, ...rest } = values;
  const query = { ...rest, page: 1, pageSize: ADMIN_PAGE_SIZE };
  return {
    query: { ...query, dir: rest.dir ?? impliedDirection<CustomerSortKey>(rest.sort, DEFAULT_CUSTOMER_SORT) },
    ids: parseIdList(ids),
  };
}

/** The CSV export's query read strictly with `CustomerExportQuerySchema`. */
export function parseCustomerExportQuery(params: ListQueryParams): { query: CustomerListQuery; ids: number[] | null } {
  return customerExportQuery(parseQuery(CustomerExportQuerySchema, params));
}

/** The CSV export's query from `InvoiceExportQuerySchema`'s values: the list's query (page 1) and the chosen ids (null: every row). */
export function invoiceExportQuery(values: z.output<typeof InvoiceExportQuerySchema>): {
  query: InvoiceListQuery;
  ids: number[] | null;
} {
  const { ids, ...rest } = values;
  const query = { ...rest, page: 1, pageSize: ADMIN_PAGE_SIZE };
  return {
    query: { ...query, dir: rest.dir ?? impliedDirection<InvoiceSortKey>(rest.sort, DEFAULT_INVOICE_SORT) },
    ids: parseIdList(ids),
  };
}

/** The CSV export's query read strictly with `InvoiceExportQuerySchema`. */
export function parseInvoiceExportQuery(params: ListQueryParams): { query: InvoiceListQuery; ids: number[] | null } {
  return invoiceExportQuery(parseQuery(InvoiceExportQuerySchema, params));
}

/** The query as URL parameters, without the values that are defaults anyway. */
export function customerListQueryToParams(query: CustomerListQuery): Record<string, string> {
  const params: Record<string, string> = {};
  const search = query.search.trim();
  if (search !== '') params.search = search;
  if (query.status !== 'all') params.status = query.status;
  if (query.plan !== 'all') params.plan = query.plan;
  if (query.sort !== DEFAULT_CUSTOMER_SORT.key) params.sort = query.sort;
  if (query.dir !== impliedDirection<CustomerSortKey>(query.sort, DEFAULT_CUSTOMER_SORT)) params.dir = query.dir;
  if (query.page !== 1) params.page = String(query.page);
  if (query.pageSize !== ADMIN_PAGE_SIZE) params.pageSize = String(query.pageSize);
  return params;
}

/** The query as URL parameters, without the values that are defaults anyway. */
export function invoiceListQueryToParams(query: InvoiceListQuery): Record<string, string> {
  const params: Record<string, string> = {};
  const search = query.search.trim();
  if (search !== '') params.search = search;
  if (query.status !== 'all') params.status = query.status;
  if (query.month !== '') params.month = query.month;
  if (query.amount !== 'all') params.amount = query.amount;
  if (query.sort !== DEFAULT_INVOICE_SORT.key) params.sort = query.sort;
  if (query.dir !== impliedDirection<InvoiceSortKey>(query.sort, DEFAULT_INVOICE_SORT)) params.dir = query.dir;
  if (query.page !== 1) params.page = String(query.page);
  if (query.pageSize !== ADMIN_PAGE_SIZE) params.pageSize = String(query.pageSize);
  return params;
}

/** The query with defaults for fields that are missing or undefined. */
function withDefaults<Q extends object>(defaults: Readonly<Q>, query: Partial<Q>): Q {
  const merged = { ...defaults };
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) (merged as Record<string, unknown>)[name] = value;
  }
  return merged;
}

/**
 * The customer list for a query: filter → sort → page. Missing query fields take their defaults. Ties keep
 * the order of `rows`, so the SQL side ends its ORDER BY with the column the rows are passed in by.
 */
export function listCustomers<T extends CustomerRow>(
  rows: readonly T[],
  query: Partial<CustomerListQuery> = {},
): ListPage<T> {
  const q = withDefaults(DEFAULT_CUSTOMER_LIST_QUERY, query);
  const sort = isCustomerSortKey(q.sort) ? q.sort : DEFAULT_CUSTOMER_SORT.key;
  const filtered = filterCustomers(rows, { search: q.search, status: q.status, plan: q.plan });
  const sorted = sortRows(filtered, { key: sort, direction: q.dir, type: CUSTOMER_SORT_TYPES[sort] });
  return paginate(sorted, q.page, q.pageSize);
}

/** The invoice list for a query on `today` (`YYYY-MM-DD`): filter → sort → page, as `listCustomers`. */
export function listInvoices<T extends InvoiceRow>(
  rows: readonly T[],
  query: Partial<InvoiceListQuery>,
  today: string,
): ListPage<T> {
  const q = withDefaults(DEFAULT_INVOICE_LIST_QUERY, query);
  const sort = isInvoiceSortKey(q.sort) ? q.sort : DEFAULT_INVOICE_SORT.key;
  const filters = { search: q.search, status: q.status, month: q.month, amount: q.amount };
  const sorted = sortRows(filterInvoices(rows, filters, today), {
    key: sort,
    direction: q.dir,
    type: INVOICE_SORT_TYPES[sort],
  });
  return paginate(sorted, q.page, q.pageSize);
}
