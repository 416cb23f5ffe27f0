// The admin lists' query: one shape for the web app's URL state and the API's query string
// (`?search=&status=&plan=&sort=&dir=&page=&pageSize=`), and the reference list functions that the API's
// SQL must equal row for row.
//
// Parsing never fails; a missing or invalid value takes its default:
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

import { filterCustomers, filterInvoices } from './filter.js';
import { isIsoMonth } from './iso-date.js';
import { paginate, type ListPage } from './paginate.js';
import { sortRows, type SortValueType } from './sort.js';
import {
  ADMIN_PAGE_SIZE,
  DEFAULT_CUSTOMER_SORT,
  DEFAULT_INVOICE_SORT,
  MAX_ADMIN_PAGE_SIZE,
  isAmountRange,
  isCustomerPlan,
  isCustomerSortKey,
  isCustomerStatus,
  isInvoiceSortKey,
  isInvoiceStatus,
  isSortDirection,
  type AmountRange,
  type CustomerPlan,
  type CustomerRow,
  type CustomerSortKey,
  type CustomerStatus,
  type InvoiceRow,
  type InvoiceSortKey,
  type InvoiceStatus,
  type SortDirection,
} from './types.js';

/** A plain object of query values (Express `req.query`, `Object.fromEntries(...)`) or a `URLSearchParams`. */
export type ListQueryParams = { readonly [name: string]: unknown } | { get(name: string): string | null };

export interface CustomerListQuery {
  search: string;
  status: CustomerStatus | 'all';
  plan: CustomerPlan | 'all';
  sort: CustomerSortKey;
  dir: SortDirection;
  page: number;
  pageSize: number;
}

export interface InvoiceListQuery {
  search: string;
  status: InvoiceStatus | 'all';
  /** 'YYYY-MM' or '' for every month. */
  month: string;
  amount: AmountRange | 'all';
  sort: InvoiceSortKey;
  dir: SortDirection;
  page: number;
  pageSize: number;
}

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

function readWholeNumber(value: string | undefined): number | null {
  if (value === undefined || !/^\d+$/.test(value)) return null;
  const number = Number(value);
  return Number.isSafeInteger(number) && number >= 1 ? number : null;
}

function readPage(value: string | undefined): number {
  return readWholeNumber(value) ?? 1;
}

function readPageSize(value: string | undefined): number {
  const size = readWholeNumber(value);
  return size === null ? ADMIN_PAGE_SIZE : Math.min(size, MAX_ADMIN_PAGE_SIZE);
}

function readDirection<K extends string>(
  value: string | undefined,
  sort: K,
  defaults: { key: K; direction: SortDirection },
): SortDirection {
  return isSortDirection(value) ? value : impliedDirection(sort, defaults);
}

/** The direction a sort key gets when none is given. */
function impliedDirection<K extends string>(sort: K, defaults: { key: K; direction: SortDirection }): SortDirection {
  return sort === defaults.key ? defaults.direction : 'asc';
}

export function parseCustomerListQuery(params: ListQueryParams): CustomerListQuery {
  const status = readParam(params, 'status');
  const plan = readParam(params, 'plan');
  const sortParam = readParam(params, 'sort');
  const sort = isCustomerSortKey(sortParam) ? sortParam : DEFAULT_CUSTOMER_SORT.key;
  return {
    search: readParam(params, 'search') ?? '',
    status: isCustomerStatus(status) ? status : 'all',
    plan: isCustomerPlan(plan) ? plan : 'all',
    sort,
    dir: readDirection<CustomerSortKey>(readParam(params, 'dir'), sort, DEFAULT_CUSTOMER_SORT),
    page: readPage(readParam(params, 'page')),
    pageSize: readPageSize(readParam(params, 'pageSize')),
  };
}

export function parseInvoiceListQuery(params: ListQueryParams): InvoiceListQuery {
  const status = readParam(params, 'status');
  const month = readParam(params, 'month');
  const amount = readParam(params, 'amount');
  const sortParam = readParam(params, 'sort');
  const sort = isInvoiceSortKey(sortParam) ? sortParam : DEFAULT_INVOICE_SORT.key;
  return {
    search: readParam(params, 'search') ?? '',
    status: isInvoiceStatus(status) ? status : 'all',
    month: isIsoMonth(month) ? month : '',
    amount: isAmountRange(amount) ? amount : 'all',
    sort,
    dir: readDirection<InvoiceSortKey>(readParam(params, 'dir'), sort, DEFAULT_INVOICE_SORT),
    page: readPage(readParam(params, 'page')),
    pageSize: readPageSize(readParam(params, 'pageSize')),
  };
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
export function listCustomers<T extends CustomerRow>(rows: readonly T[], query: Partial<CustomerListQuery> = {}): ListPage<T> {
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
