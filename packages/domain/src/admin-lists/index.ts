// Admin lists: customers, invoices and activity — filtering, sorting, paging, stat cards and display rules.
//
// `listCustomers` / `listInvoices` are the reference the API's SQL must equal, row for row, on any data.
// The rules, in short (each file's header has the details and the SQL equivalent):
// - Case- and accent-insensitive = `foldCase` on both sides (lower case, accents dropped); order = Unicode
//   code point of the folded text (`compareText`), never localeCompare. Search is a trimmed substring match; '' / 'all' filter nothing (the
//   query parsers refuse unknown filter values, list-query.ts).
// - Dates are ISO `YYYY-MM-DD` or ISO date-times, compared by instant, UTC when no offset (`parseIsoInstant`).
//   `today` is always a `YYYY-MM-DD` string passed by the caller; nothing here reads the clock.
// - Invoice status filters and stat counts use the DISPLAYED status (`invoiceDisplayStatus`).
// - Sorting is stable (ties keep input order in both directions) and puts nulls last in both directions.
// - Paging: 10 per page; an empty list has 0 pages and page 1; pages are clamped into range.
export * from './types.js';
export { foldCase, compareText, compareFoldedText, normalizeSearch } from './text.js';
export { parseIsoInstant, isIsoMonth, isCalendarDate } from './iso-date.js';
export {
  amountInRange,
  invoiceDisplayStatus,
  isInvoiceOverdue,
  canEditInvoice,
  canSendReminder,
  filterCustomers,
  filterInvoices,
  type AllOr,
  type CustomerFilters,
  type InvoiceFilters,
} from './filter.js';
export { sortRows, nextSort, type SortSpec, type SortValueType } from './sort.js';
export { paginate, clampPage, totalPagesFor, type ListPage } from './paginate.js';
export { pageButtons } from './page-buttons.js';
export { customerStats, invoiceStats, type CustomerStats, type InvoiceStats } from './stats.js';
export {
  monthToDateComparison,
  changePercent,
  changeTone,
  chartTicks,
  type ChangeTone,
  type DateSpan,
  type MonthToDateComparison,
} from './dashboard.js';
export { initials, relativeTime, type RelativeTime, type TimeInput } from './display.js';
export {
  customerListQuery,
  invoiceListQuery,
  orderListQuery,
  portingListQuery,
  customerExportQuery,
  invoiceExportQuery,
  parseCustomerListQuery,
  parseInvoiceListQuery,
  parseOrderListQuery,
  parsePortingListQuery,
  portingListQueryToParams,
  parseCustomerExportQuery,
  parseInvoiceExportQuery,
  customerListQueryToParams,
  invoiceListQueryToParams,
  listCustomers,
  listInvoices,
  DEFAULT_CUSTOMER_LIST_QUERY,
  DEFAULT_INVOICE_LIST_QUERY,
  CUSTOMER_SORT_TYPES,
  INVOICE_SORT_TYPES,
  type CustomerListQuery,
  type InvoiceListQuery,
  parseQuery,
  readQueryParams,
  readListQuery,
  type ListQueryParams,
} from './list-query.js';
