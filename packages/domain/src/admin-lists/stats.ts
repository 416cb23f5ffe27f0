// The stat cards of the admin customer and invoice pages (spec point 2), computed over the rows passed in
// (the API passes all rows, not the filtered page).
//
// Customers: total rows; active = status 'active'; new this month = created_at starts with today's
// `YYYY-MM` (the date as written, no time-zone conversion; SQL `substr(created_at, 1, 7)`); average spend =
// total spent (added up in cents) / total, rounded to whole euros (half up), 0 for no rows.
// Invoices: total revenue = the sum of the amounts before VAT of PAID documents (money received; a credit note's
// negative amount subtracts), added up in whole cents so the sum has no floating-point dust; paid = invoices (not
// credit notes) with the stored status 'paid'; pending ("awaiting payment") =
// displayed status 'sent' (sent and not past due); overdue ("needs attention") = displayed status
// 'overdue'; revenue growth is the spec's fixed 12.5 percent.

import { assertIsoDate } from './iso-date.js';
import { invoiceDisplayStatus } from './filter.js';
import { INVOICE_REVENUE_GROWTH_PERCENT } from './types.js';
import type { CustomerRow } from '../api/admin-customers.js';
import type { InvoiceRow } from '../api/admin-invoices.js';

import type { CustomerStats } from '../api/admin-customers.js';
import type { InvoiceStats } from '../api/admin-invoices.js';

/** The shapes of `CustomerStatsSchema` and `InvoiceStatsSchema` (api/). */
export type { CustomerStats, InvoiceStats };

export function customerStats(rows: readonly CustomerRow[], today: string): CustomerStats {
  assertIsoDate(today);
  const month = today.slice(0, 7);
  let active = 0;
  let newThisMonth = 0;
  let spentCents = 0;
  for (const row of rows) {
    if (row.status === 'active') active += 1;
    if (row.created_at.slice(0, 7) === month) newThisMonth += 1;
    spentCents += Math.round(row.totalSpent * 100);
  }
  // Added up in whole cents, like the invoice revenue, so that no floating-point dust moves a .5 average.
  const averageSpend = rows.length === 0 ? 0 : Math.round(spentCents / 100 / rows.length);
  return { total: rows.length, active, newThisMonth, averageSpend };
}

export function invoiceStats(rows: readonly InvoiceRow[], today: string): InvoiceStats {
  assertIsoDate(today);
  let totalRevenueCents = 0;
  let paid = 0;
  let pending = 0;
  let overdue = 0;
  for (const row of rows) {
    const status = invoiceDisplayStatus(row, today);
    if (status === 'paid') {
      if (row.kind === 'invoice') paid += 1;
      totalRevenueCents += Math.round(row.amount * 100);
    } else if (status === 'sent') {
      pending += 1;
    } else if (status === 'overdue') {
      overdue += 1;
    }
  }
  return {
    totalRevenue: totalRevenueCents / 100,
    totalRevenueCents,
    paid,
    pending,
    overdue,
    revenueGrowthPercent: INVOICE_REVENUE_GROWTH_PERCENT,
  };
}
