// The counters of invoices, customers and orders (migrations postgres/020 and 023, sqlite/031): the back office's stats,
// reports and list stat cards read these sums instead of counting 100,000 rows per figure (25–45 ms a count on
// PostgreSQL, 5–15 ms on SQLite). Triggers keep them in the transaction that changes the rows. On PostgreSQL they add a
// row per key in every statement, and `compactStatCounters` folds the rows into one per key (the server calls it at
// start-up and every 10 minutes); on SQLite, with one writer at a time, each key is one row that the triggers update.
// The readers sum per key either way.
import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { CustomerPlan, CustomerStatus, InvoiceKind, InvoiceStatus, OrderStatus } from '@telecom/domain';
import type { Database } from './schema.js';

/** True when the handle talks to PostgreSQL (a transaction too): what is written per database asks this. */
export const isPostgres = (db: Kysely<Database>): boolean => db.getExecutor().adapter instanceof PostgresAdapter;

/** Invoices of one kind and stored status, and the status they are shown with on a day. */
export interface InvoiceCount {
  kind: InvoiceKind;
  status: InvoiceStatus;
  /** As `invoiceDisplayStatus` shows them: unpaid past the due date is overdue. */
  shown: InvoiceStatus;
  count: number;
  amountCents: number;
  /** The total with VAT of those that have a customer record. */
  customerTotalCents: number;
}

/** Customers of one status and plan, created in the given month or not. */
export interface CustomerCount {
  status: CustomerStatus;
  plan: CustomerPlan;
  createdInMonth: boolean;
  count: number;
}

/** The invoices' counters summed per kind, stored status and status shown on `today` (YYYY-MM-DD). */
export async function invoiceCounts(db: Kysely<Database>, today: string): Promise<InvoiceCount[]> {
  const { rows } = await sql<{
    kind: InvoiceKind;
    status: InvoiceStatus;
    shown: InvoiceStatus;
    n: string;
    amount_cents: string;
    customer_total_cents: string;
  }>`SELECT kind, status,
            CASE WHEN status IN ('paid', 'overdue') OR due_date >= ${today} THEN status ELSE 'overdue' END AS shown,
            sum(n) AS n, sum(amount_cents) AS amount_cents, sum(customer_total_cents) AS customer_total_cents
     FROM invoice_counts GROUP BY 1, 2, 3 HAVING sum(n) <> 0`.execute(db);
  return rows.map((row) => ({
    kind: row.kind,
    status: row.status,
    shown: row.shown,
    count: Number(row.n),
    amountCents: Number(row.amount_cents),
    customerTotalCents: Number(row.customer_total_cents),
  }));
}

/** The customers' counters summed per status, plan and whether created in `month` (YYYY-MM). */
export async function customerCounts(db: Kysely<Database>, month: string): Promise<CustomerCount[]> {
  const { rows } = await sql<{ status: CustomerStatus; plan: CustomerPlan; created_in_month: boolean; n: string }>`
    SELECT status, plan, created_month = ${month} AS created_in_month, sum(n) AS n FROM customer_counts
    GROUP BY 1, 2, 3 HAVING sum(n) <> 0`.execute(db);
  return rows.map((row) => ({
    status: row.status,
    plan: row.plan,
    // SQLite answers a comparison as 0 or 1.
    createdInMonth: Boolean(row.created_in_month),
    count: Number(row.n),
  }));
}

/** Orders per status: how many and their totals with VAT in cents. */
export interface OrderCount {
  status: OrderStatus;
  count: number;
  totalWithVatCents: number;
}

/** The orders' counters summed per status. */
export async function orderCounts(db: Kysely<Database>): Promise<OrderCount[]> {
  const { rows } = await sql<{ status: OrderStatus; n: string; cents: string }>`
    SELECT status, sum(n) AS n, sum(total_with_vat_cents) AS cents FROM order_counts
    GROUP BY 1 HAVING sum(n) <> 0`.execute(db);
  return rows.map((row) => ({ status: row.status, count: Number(row.n), totalWithVatCents: Number(row.cents) }));
}

/** Folds the counters into one row per key; the number of rows it folded (none on SQLite: one row per key already). */
export async function compactStatCounters(db: Kysely<Database>): Promise<number> {
  if (!isPostgres(db)) return 0;
  const { rows } = await sql<{ folded: string }>`SELECT compact_stat_counters() AS folded`.execute(db);
  return Number(rows[0]?.folded ?? 0);
}

/**
 * Folds the counters at once and then every `intervalMs` on PostgreSQL (unref'd; safe on every instance at once: a
 * fold deletes exactly the rows it sums); nothing on SQLite. Returns its stop.
 */
export function startCounterCompaction(
  db: Kysely<Database>,
  intervalMs: number,
  onError: (error: unknown) => void,
): () => void {
  if (!isPostgres(db)) return () => {};
  const fold = () => void compactStatCounters(db).catch(onError);
  fold();
  const timer = setInterval(fold, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
