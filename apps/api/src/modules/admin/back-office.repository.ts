// TRANSITIONAL (issue 19): the synchronous copy kept for the callers not moved onto Kysely yet in this branch (auth,
// orders, the demo seed). The back office itself uses modules/customers, modules/invoices and modules/activity; once
// those callers use them (`createAccountLinks` of modules/customers/account-links.ts, the repositories' async
// insertCustomer / insertInvoice / addActivity), this folder goes.
// SQL for the back office. The list queries reproduce packages/domain/src/admin-lists exactly (filter → sort →
// page, ties in insertion order) on indexed columns: text is compared through the *_key columns (the domain's
// foldCase), dates through created_at_ms or YYYY-MM-DD text, money in cents. A test compares both on thousands
// of random rows and queries.
import {
  clampPage,
  foldCase,
  INVOICE_REVENUE_GROWTH_PERCENT,
  normalizeSearch,
  parseIsoInstant,
  totalPagesFor,
  type CustomerListQuery,
  type CustomerPlan,
  type CustomerRow,
  type CustomerStats,
  type CustomerStatus,
  type ActivityStatus,
  type ActivityType,
  type InvoiceListQuery,
  type InvoiceRow,
  type InvoiceStats,
  type InvoiceStatus,
  type ListPage,
} from '@telecom/domain';
import type { Db } from '../../db/connection.js';

export interface NewCustomer {
  name: string;
  email: string;
  plan: CustomerPlan;
  planName: string;
  status: CustomerStatus;
  createdAt: string;
  totalSpentCents: number;
  userId?: number | null;
}

export interface NewInvoice {
  invoiceNumber: string;
  customerId: number | null;
  customerName: string;
  customerEmail: string;
  amountCents: number;
  status: InvoiceStatus;
  issueDate: string;
  dueDate: string;
  paidDate: string | null;
  recurring: boolean;
}

export interface CustomerDbRow {
  id: number;
  name: string;
  email: string;
  plan: CustomerPlan;
  plan_name: string;
  status: CustomerStatus;
  created_at: string;
  total_spent_cents: number;
}

export interface InvoiceDbRow {
  id: number;
  invoice_number: string;
  customer_name: string;
  customer_email: string;
  amount_cents: number;
  status: InvoiceStatus;
  issue_date: string;
  due_date: string;
  paid_date: string | null;
  recurring: number;
}

export const toCustomerRow = (row: CustomerDbRow): CustomerRow => ({
  id: String(row.id),
  name: row.name,
  email: row.email,
  plan: row.plan,
  planName: row.plan_name,
  status: row.status,
  created_at: row.created_at,
  totalSpent: row.total_spent_cents / 100,
});

export const toInvoiceRow = (row: InvoiceDbRow): InvoiceRow => ({
  id: String(row.id),
  invoice_number: row.invoice_number,
  customer_name: row.customer_name,
  customer_email: row.customer_email,
  amount: row.amount_cents / 100,
  status: row.status,
  issue_date: row.issue_date,
  due_date: row.due_date,
  paid_date: row.paid_date,
  recurring: row.recurring === 1,
});

/** ORDER BY columns per sort key: each compares exactly as the domain's sort type for that key. */
const CUSTOMER_ORDER: Record<CustomerListQuery['sort'], string> = {
  name: 'name_key',
  email: 'email_key',
  created_at: 'created_at_ms',
  totalSpent: 'total_spent_cents',
};
const INVOICE_ORDER: Record<InvoiceListQuery['sort'], string> = {
  invoice_number: 'number_key',
  customer_name: 'name_key',
  amount: 'amount_cents',
  issue_date: 'issue_date',
  due_date: 'due_date',
};

/** The displayed invoice status in SQL (domain `invoiceDisplayStatus`); `@today` is YYYY-MM-DD. */
const DISPLAY_STATUS = "CASE WHEN status <> 'paid' AND due_date < @today THEN 'overdue' ELSE status END";

/** Inclusive bounds in cents (domain `amountInRange`). */
const AMOUNT_CONDITION: Record<string, string> = {
  '0-50': 'amount_cents BETWEEN 0 AND 5000',
  '50-100': 'amount_cents BETWEEN 5000 AND 10000',
  '100-500': 'amount_cents BETWEEN 10000 AND 50000',
  '500+': 'amount_cents >= 50000',
};

function page<T>(total: number, query: { page: number; pageSize: number }, fetch: (limit: number, offset: number) => T[]): ListPage<T> {
  const totalPages = totalPagesFor(total, query.pageSize);
  const current = clampPage(query.page, totalPages);
  const items = total === 0 ? [] : fetch(query.pageSize, (current - 1) * query.pageSize);
  return { items, page: current, pageSize: query.pageSize, total, totalPages };
}

export function createBackOfficeRepository(db: Db) {
  // The list queries differ by their WHERE and ORDER BY only; each distinct text is prepared once.
  const statements = new Map<string, ReturnType<Db['prepare']>>();
  const prepared = (sql: string) => {
    let statement = statements.get(sql);
    if (!statement) {
      statement = db.prepare(sql);
      statements.set(sql, statement);
    }
    return statement;
  };
  const insertCustomer = db.prepare(
    `INSERT INTO customers (user_id, name, name_key, email, email_key, plan, plan_name, status, created_at, created_at_ms, total_spent_cents)
     VALUES (@userId, @name, @nameKey, @email, @emailKey, @plan, @planName, @status, @createdAt, @createdAtMs, @totalSpentCents)`,
  );
  const insertInvoice = db.prepare(
    `INSERT INTO invoices (invoice_number, number_key, customer_id, customer_name, name_key, customer_email, email_key, amount_cents,
       status, issue_date, due_date, paid_date, recurring)
     VALUES (@invoiceNumber, @numberKey, @customerId, @customerName, @nameKey, @customerEmail, @emailKey, @amountCents,
       @status, @issueDate, @dueDate, @paidDate, @recurring)`,
  );
  const customerStatsQuery = db.prepare<{ month: string }, { total: number; active: number; newThisMonth: number; spent: number }>(
    `SELECT COUNT(*) AS total,
            COALESCE(SUM(status = 'active'), 0) AS active,
            COALESCE(SUM(substr(created_at, 1, 7) = @month), 0) AS newThisMonth,
            COALESCE(SUM(total_spent_cents), 0) AS spent
     FROM customers INDEXED BY customers_stats`,
  );
  const invoiceStatsQuery = db.prepare<{ today: string }, { revenue: number; paid: number; pending: number; overdue: number }>(
    `SELECT COALESCE(SUM(CASE WHEN status = 'paid' THEN amount_cents END), 0) AS revenue,
            COALESCE(SUM(status = 'paid'), 0) AS paid,
            COALESCE(SUM(status = 'sent' AND due_date >= @today), 0) AS pending,
            COALESCE(SUM(status = 'overdue' OR (status <> 'paid' AND due_date < @today)), 0) AS overdue
     FROM invoices INDEXED BY invoices_stats`,
  );

  // The stat cards cover whole tables; they are kept until the next write. All writes go through this one
  // connection, so SQLite's total_changes() moves with every insert, update or delete.
  const totalChanges = db.prepare('SELECT total_changes() AS n').pluck();
  const statsCache = new Map<string, unknown>();
  let statsVersion: unknown;
  function cached<T>(key: string, compute: () => T): T {
    const version = totalChanges.get();
    if (version !== statsVersion) {
      statsCache.clear();
      statsVersion = version;
    }
    if (!statsCache.has(key)) statsCache.set(key, compute());
    return statsCache.get(key) as T;
  }

  const customerByUser = db.prepare<[number], { id: number; email_key: string }>('SELECT id, email_key FROM customers WHERE user_id = ?');
  const unlinkedByEmail = db.prepare<[string], { id: number }>('SELECT id FROM customers WHERE email_key = ? AND user_id IS NULL ORDER BY id LIMIT 1');
  const customerLink = db.prepare<[number], { user_id: number | null; email_key: string }>('SELECT user_id, email_key FROM customers WHERE id = ?');
  const setLink = db.prepare<[number | null, number]>('UPDATE customers SET user_id = ? WHERE id = ?');
  const setEmail = db.prepare<[string, string, number]>('UPDATE customers SET email = ?, email_key = ? WHERE id = ?');
  const addSpend = db.prepare<[number, number]>('UPDATE customers SET total_spent_cents = total_spent_cents + ? WHERE id = ?');
  const insertActivity = db.prepare('INSERT INTO activity (type, message_key, params, timestamp, status) VALUES (?, ?, ?, ?, ?)');

  return {
    /** Adds an activity entry: a message key of the domain's table and its parameters. */
    addActivity(entry: { type: ActivityType; messageKey: string; params: Record<string, string | number>; status: ActivityStatus; timestamp: string }): void {
      insertActivity.run(entry.type, entry.messageKey, JSON.stringify(entry.params), entry.timestamp, entry.status);
    },

    /** The customer record linked to an account, with its folded address. */
    customerOfUser(userId: number): { id: number; emailKey: string } | undefined {
      const row = customerByUser.get(userId);
      return row && { id: row.id, emailKey: row.email_key };
    },

    /** The oldest customer record with this address that no account is linked to. */
    unlinkedCustomerByEmail(email: string): number | undefined {
      return unlinkedByEmail.get(foldCase(email))?.id;
    },

    /** The account a customer record is linked to, and its folded address; undefined for an unknown record. */
    customerLink(customerId: number): { userId: number | null; emailKey: string } | undefined {
      const row = customerLink.get(customerId);
      return row && { userId: row.user_id, emailKey: row.email_key };
    },

    /** Links a customer record to an account, or unlinks it (null). The rules are in account-links.ts. */
    setCustomerLink(customerId: number, userId: number | null): void {
      setLink.run(userId, customerId);
    },

    setCustomerEmail(customerId: number, email: string): void {
      setEmail.run(email, foldCase(email), customerId);
    },

    addSpend(customerId: number, amountCents: number): void {
      addSpend.run(amountCents, customerId);
    },

    insertCustomer(customer: NewCustomer): number {
      const createdAtMs = parseIsoInstant(customer.createdAt);
      if (createdAtMs === null) throw new RangeError(`Not an ISO date-time: ${customer.createdAt}`);
      return Number(
        insertCustomer.run({
          userId: customer.userId ?? null,
          name: customer.name,
          nameKey: foldCase(customer.name),
          email: customer.email,
          emailKey: foldCase(customer.email),
          plan: customer.plan,
          planName: customer.planName,
          status: customer.status,
          createdAt: customer.createdAt,
          createdAtMs,
          totalSpentCents: customer.totalSpentCents,
        }).lastInsertRowid,
      );
    },

    insertInvoice(invoice: NewInvoice): number {
      return Number(
        insertInvoice.run({
          ...invoice,
          numberKey: foldCase(invoice.invoiceNumber),
          nameKey: foldCase(invoice.customerName),
          emailKey: foldCase(invoice.customerEmail),
          recurring: invoice.recurring ? 1 : 0,
        }).lastInsertRowid,
      );
    },

    /** The customer list of a parsed query (domain `listCustomers`). */
    listCustomers(query: CustomerListQuery): ListPage<CustomerRow> {
      const conditions: string[] = [];
      const params: Record<string, string | number> = {};
      const search = normalizeSearch(query.search);
      if (search !== '') {
        conditions.push('(instr(name_key, @search) > 0 OR instr(email_key, @search) > 0)');
        params.search = search;
      }
      if (query.status !== 'all') {
        conditions.push('status = @status');
        params.status = query.status;
      }
      if (query.plan !== 'all') {
        conditions.push('plan = @plan');
        params.plan = query.plan;
      }
      const where = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
      const total = (prepared(`SELECT COUNT(*) AS n FROM customers ${where}`).pluck().get(params) as number) ?? 0;
      const order = `${CUSTOMER_ORDER[query.sort]} ${query.dir === 'desc' ? 'DESC' : 'ASC'}, id ASC`;
      return page(total, query, (limit, offset) =>
        (
          prepared(`SELECT id, name, email, plan, plan_name, status, created_at, total_spent_cents FROM customers ${where} ORDER BY ${order} LIMIT @limit OFFSET @offset`)
            .all({ ...params, limit, offset }) as CustomerDbRow[]
        ).map(toCustomerRow),
      );
    },

    /** The invoice list of a parsed query on `today` (domain `listInvoices`). */
    listInvoices(query: InvoiceListQuery, today: string): ListPage<InvoiceRow> {
      const conditions: string[] = [];
      const params: Record<string, string | number> = {};
      const search = normalizeSearch(query.search);
      if (search !== '') {
        conditions.push('(instr(number_key, @search) > 0 OR instr(name_key, @search) > 0 OR instr(email_key, @search) > 0)');
        params.search = search;
      }
      if (query.status !== 'all') {
        conditions.push(`${DISPLAY_STATUS} = @status`);
        params.status = query.status;
        params.today = today;
      }
      if (query.month !== '') {
        conditions.push('issue_date >= @monthStart AND issue_date < @monthEnd');
        params.monthStart = `${query.month}-01`;
        params.monthEnd = `${query.month}-99`;
      }
      if (query.amount !== 'all') conditions.push(AMOUNT_CONDITION[query.amount]!);
      const where = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
      const total = (prepared(`SELECT COUNT(*) AS n FROM invoices ${where}`).pluck().get(params) as number) ?? 0;
      const order = `${INVOICE_ORDER[query.sort]} ${query.dir === 'desc' ? 'DESC' : 'ASC'}, id ASC`;
      return page(total, query, (limit, offset) =>
        (
          prepared(
              `SELECT id, invoice_number, customer_name, customer_email, amount_cents, status, issue_date, due_date, paid_date, recurring
               FROM invoices ${where} ORDER BY ${order} LIMIT @limit OFFSET @offset`,
            )
            .all({ ...params, limit, offset }) as InvoiceDbRow[]
        ).map(toInvoiceRow),
      );
    },

    /** The customer page's stat cards over all customers (domain `customerStats`). */
    customerStats(today: string): CustomerStats {
      return cached(`customers:${today}`, () => {
        const row = customerStatsQuery.get({ month: today.slice(0, 7) })!;
        return {
          total: row.total,
          active: row.active,
          newThisMonth: row.newThisMonth,
          averageSpend: row.total === 0 ? 0 : Math.round(row.spent / 100 / row.total),
        };
      });
    },

    /** The invoice page's stat cards over all invoices (domain `invoiceStats`). */
    invoiceStats(today: string): InvoiceStats {
      return cached(`invoices:${today}`, () => {
        const row = invoiceStatsQuery.get({ today })!;
        return {
          totalRevenue: row.revenue / 100,
          totalRevenueCents: row.revenue,
          paid: row.paid,
          pending: row.pending,
          overdue: row.overdue,
          revenueGrowthPercent: INVOICE_REVENUE_GROWTH_PERCENT,
        };
      });
    },
  };
}

export type BackOfficeRepository = ReturnType<typeof createBackOfficeRepository>;
