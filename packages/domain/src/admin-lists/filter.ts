// Filtering the admin lists (spec points 4 and 5, decisions §2). Every rule has a one-line SQL equivalent,
// given next to it, so the API's SQL and these functions return the same rows.
//
// - Search: trimmed and folded (`normalizeSearch`: lower case without accents), then a substring of any
//   searched column folded with `foldCase`, so 'emile' finds 'Émile'. An empty search matches everything. SQL: `instr(fold_case(col), :search) > 0`.
// - A status, plan or amount filter that is undefined, null, '' or 'all' means "no filter"; so does any
//   value that is not one of the allowed ones (the list query parser drops those too). A month that is not
//   `YYYY-MM` means no filter as well.
// - Invoice status filters on the DISPLAYED status (`invoiceDisplayStatus`) for every value, so the list
//   always shows rows whose badge says what the filter says: 'overdue' finds invoices that are not paid
//   and due before today whatever their stored status, and 'sent', 'draft' and 'cancelled' leave out
//   those that display as overdue.
// - `today` is a `YYYY-MM-DD` string chosen by the caller (the server's or the browser's calendar date);
//   a due date is compared by its first ten characters as written, without time-zone conversion.

import { isIsoMonth, assertIsoDate, isoDatePart } from './iso-date.js';
import { foldCase, normalizeSearch } from './text.js';
import {
  isAmountRange,
  isCustomerPlan,
  isCustomerStatus,
  isInvoiceStatus,
  type AmountRange,
  type CustomerPlan,
  type CustomerStatus,
  type InvoiceStatus,
} from './types.js';
import type { CustomerRow } from '../api/admin-customers.js';
import type { InvoiceRow } from '../api/admin-invoices.js';

/** 'all', '' or absent mean "no filter". */
export type AllOr<T extends string> = T | 'all' | '';

export interface CustomerFilters {
  search?: string | null;
  status?: AllOr<CustomerStatus> | null;
  plan?: AllOr<CustomerPlan> | null;
}

export interface InvoiceFilters {
  search?: string | null;
  status?: AllOr<InvoiceStatus> | null;
  /** 'YYYY-MM'; matches the year and month of the issue date. */
  month?: string | null;
  amount?: AllOr<AmountRange> | null;
}

function matchesSearch(search: string, values: readonly string[]): boolean {
  return search === '' || values.some((value) => foldCase(value).includes(search));
}

/**
 * Inclusive bounds, so 50 and 100 fall into two ranges and 500 into '100-500' and '500+'.
 * SQL: `amount BETWEEN 0 AND 50`, `BETWEEN 50 AND 100`, `BETWEEN 100 AND 500`, `amount >= 500`.
 */
export function amountInRange(amount: number, range: AmountRange): boolean {
  switch (range) {
    case '0-50':
      return amount >= 0 && amount <= 50;
    case '50-100':
      return amount >= 50 && amount <= 100;
    case '100-500':
      return amount >= 100 && amount <= 500;
    case '500+':
      return amount >= 500;
  }
}

/**
 * The status the list shows: 'overdue' when the invoice is not paid and its due date (the `YYYY-MM-DD` it
 * starts with) is before `today`, whatever the stored status; otherwise the stored status. A paid invoice is
 * never overdue; one due today is not overdue yet. SQL:
 * `CASE WHEN status <> 'paid' AND substr(due_date, 1, 10) < :today THEN 'overdue' ELSE status END`
 * (due dates are stored as `YYYY-MM-DD`).
 */
export function invoiceDisplayStatus(invoice: Pick<InvoiceRow, 'status' | 'due_date'>, today: string): InvoiceStatus {
  assertIsoDate(today);
  if (invoice.status === 'paid') return 'paid';
  const due = isoDatePart(invoice.due_date);
  return due !== null && due < today ? 'overdue' : invoice.status;
}

/** True when the list shows the invoice as overdue (its due date gets the warning icon). */
export function isInvoiceOverdue(invoice: Pick<InvoiceRow, 'status' | 'due_date'>, today: string): boolean {
  return invoiceDisplayStatus(invoice, today) === 'overdue';
}

/** Edit is offered only for draft invoices (by stored status). */
export function canEditInvoice(invoice: Pick<InvoiceRow, 'status'>): boolean {
  return invoice.status === 'draft';
}

/** Send reminder is offered for any invoice that is not paid (by stored status). */
export function canSendReminder(invoice: Pick<InvoiceRow, 'status'>): boolean {
  return invoice.status !== 'paid';
}

/** Customer search matches name or email; status and plan match exactly. Returns a new array in input order. */
export function filterCustomers<T extends CustomerRow>(rows: readonly T[], filters: CustomerFilters = {}): T[] {
  const search = normalizeSearch(filters.search);
  const status = isCustomerStatus(filters.status) ? filters.status : null;
  const plan = isCustomerPlan(filters.plan) ? filters.plan : null;
  return rows.filter(
    (row) =>
      (status === null || row.status === status) &&
      (plan === null || row.plan === plan) &&
      matchesSearch(search, [row.name, row.email]),
  );
}

/**
 * Invoice search matches invoice number, customer name or customer email; status matches the displayed
 * status; month matches `substr(issue_date, 1, 7)`; amount uses `amountInRange`. Returns a new array in
 * input order.
 */
export function filterInvoices<T extends InvoiceRow>(rows: readonly T[], filters: InvoiceFilters, today: string): T[] {
  assertIsoDate(today);
  const search = normalizeSearch(filters.search);
  const status = isInvoiceStatus(filters.status) ? filters.status : null;
  const month = isIsoMonth(filters.month) ? filters.month : null;
  const amount = isAmountRange(filters.amount) ? filters.amount : null;
  return rows.filter(
    (row) =>
      (status === null || invoiceDisplayStatus(row, today) === status) &&
      (month === null || row.issue_date.slice(0, 7) === month) &&
      (amount === null || amountInRange(row.amount, amount)) &&
      matchesSearch(search, [row.invoice_number, row.customer_name, row.customer_email]),
  );
}
