// PostgreSQL's counters of invoices and customers (migrations/postgres/020-stat-counters.sql): the back office's stats
// and reports read these sums instead of counting 100,000 rows per figure (25–45 ms a count there). Triggers add a
// row per key to them in every transaction that changes invoices or customers; `compactStatCounters` folds the rows
// into one per key, and the server calls it at start-up and every 10 minutes. SQLite has no counters: its counts read
// covering indexes within the bar (docs/performance.md), and its triggers would run once per row, in the billing run.
import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { CustomerPlan, CustomerStatus, InvoiceKind, InvoiceStatus } from '@telecom/domain';
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
    createdInMonth: row.created_in_month,
    count: Number(row.n),
  }));
}

/** Folds the counters into one row per key; the number of rows it folded. */
export async function compactStatCounters(db: Kysely<Database>): Promise<number> {
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
