// The admin lists' query: one shape for the web app's URL state and the API's query string
// (`?search=&status=&plan=&sort=&dir=&page=&pageSize=`), and the reference list functions that the API's
// SQL must equal row for row.
//
// Parsing never fails; a missing or invalid value takes its default. The query schemas of api/admin-customers.ts and
// api/admin-invoices.ts hold these rules (zod `.default()` and `.catch()`), and the OpenAPI document describes the
// query from them; the parsers below read a query with them and settle `dir`:
// - search: trimmed; '' means no search. (Folding happens in the filters.)
// - status / plan / amount: one of the allowed values, otherwise 'all'. month: `YYYY-MM`, otherwise ''.
// - sort: one of the list's sort keys, otherwise the list's default key. dir: 'asc' or 'desc'; when absent
//   or invalid, the default direction for the default key and 'asc' for any other key (as a header click).
// - page: a whole number ≥ 1 written in digits, otherwise 1. A page past the last is clamped when listing.
// - pageSize: a whole number ≥ 1, at most MAX_ADMIN_PAGE_SIZE (100, larger values are capped), otherwise
//   ADMIN_PAGE_SIZE (10).
// Values are read as exact, case-sensitive strings after trimming; a repeated parameter uses its first value
// (like `URLSearchParams.get`). The `...ToParams` functions write a query back, leaving out defaults, so
// that parsing their result gives the same query.

import type { z } from 'zod';
import { CustomerExportQuerySchema, CustomerListQuerySchema } from '../api/admin-customers.js';
import { InvoiceExportQuerySchema, InvoiceListQuerySchema } from '../api/admin-invoices.js';
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
  type CustomerRow,
  type CustomerSortKey,
  type InvoiceRow,
  type InvoiceSortKey,
  type SortDirection,
} from './types.js';

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

function hasGet(params: ListQueryParams): params is { get(name: string): string | null } {
  return typeof (params as { get?: unknown }).get === 'function';
}

/** The trimmed first value of a parameter, or undefined. */
function readParam(params: ListQueryParams, name: string): string | undefined {
  let value: unknown = hasGet(params) ? params.get(name) : params[name];
  if (Array.isArray(value)) value = value[0];
  if (typeof value === 'number' && Number.isFinite(value)) value = String(value);
  return typeof value === 'string' ? value.trim() : undefined;
}

/** The named parameters as the query schemas read them: one trimmed text each, or undefined. */
function readParams(params: ListQueryParams, names: readonly string[]): Record<string, string | undefined> {
  return Object.fromEntries(names.map((name) => [name, readParam(params, name)]));
}

/** The direction a sort key gets when none is given. */
function impliedDirection<K extends string>(sort: K, defaults: { key: K; direction: SortDirection }): SortDirection {
  return sort === defaults.key ? defaults.direction : 'asc';
}

const CUSTOMER_QUERY_NAMES = Object.keys(CustomerListQuerySchema.shape);
const INVOICE_QUERY_NAMES = Object.keys(InvoiceListQuerySchema.shape);

/** A customer list query read with `CustomerListQuerySchema`; `dir` defaults by the sort key. */
export function parseCustomerListQuery(params: ListQueryParams): CustomerListQuery {
  const { dir, ...query } = CustomerListQuerySchema.parse(readParams(params, CUSTOMER_QUERY_NAMES));
  return { ...query, dir: dir ?? impliedDirection<CustomerSortKey>(query.sort, DEFAULT_CUSTOMER_SORT) };
}

/** An invoice list query read with `InvoiceListQuerySchema`; `dir` defaults by the sort key. */
export function parseInvoiceListQuery(params: ListQueryParams): InvoiceListQuery {
  const { dir, ...query } = InvoiceListQuerySchema.parse(readParams(params, INVOICE_QUERY_NAMES));
  return { ...query, dir: dir ?? impliedDirection<InvoiceSortKey>(query.sort, DEFAULT_INVOICE_SORT) };
}

/** The CSV export's query: the list's query (page 1) and the chosen ids (null: every row of the query). */
export function parseCustomerExportQuery(params: ListQueryParams): { query: CustomerListQuery; ids: number[] | null } {
  const { ids } = CustomerExportQuerySchema.pick({ ids: true }).parse(readParams(params, ['ids']));
  return { query: parseCustomerListQuery(params), ids: parseIdList(ids) };
}

/** The CSV export's query: the list's query (page 1) and the chosen ids (null: every row of the query). */
export function parseInvoiceExportQuery(params: ListQueryParams): { query: InvoiceListQuery; ids: number[] | null } {
  const { ids } = InvoiceExportQuerySchema.pick({ ids: true }).parse(readParams(params, ['ids']));
  return { query: parseInvoiceListQuery(params), ids: parseIdList(ids) };
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
