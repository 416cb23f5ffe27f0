// SQL for the back office's invoices. The list reproduces packages/domain/src/admin-lists exactly (filter → sort →
// page, ties in insertion order) on indexed columns: text through the *_key columns (the domain's foldCase, compared
// byte by byte: SQLite's BINARY, PostgreSQL's COLLATE "C"), dates as YYYY-MM-DD text, money in cents. No sort column
// holds NULL. back-office.compare.test.ts compares it with the domain on thousands of queries.
import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import {
  INVOICE_STATUSES,
  centsToEuros,
  foldCase,
  INVOICE_REVENUE_GROWTH_PERCENT,
  INVOICE_VAT_PERCENT,
  invoiceAmounts,
  lineAmountCents,
  normalizeSearch,
  type InvoiceKind,
  type InvoiceLineInput,
  type InvoiceListQuery,
  type InvoiceRecord,
  type InvoiceRow,
  type InvoiceStats,
  type InvoiceStatus,
  type ListPage,
} from '@telecom/domain';
import {
  afterKeyset,
  contains,
  direction,
  EXPORT_PAGE_ROWS,
  isSqlite,
  keysetPages,
  readPage,
} from '../../db/list-queries.js';
import type { Database } from '../../db/schema.js';
import { invoiceCounts, type InvoiceCount } from '../../db/stat-counters.js';
import { linkedRecordIds } from '../customers/customers.repository.js';

/**
 * A new invoice row. `amountCents` is before VAT; without `lines` it is one line ("Diensten"), and without
 * `vatCents`/`totalCents` those are computed from it (invoiceAmounts). Kind invoice unless said otherwise.
 */
export interface NewInvoice {
  invoiceNumber: string;
  customerId: number | null;
  customerName: string;
  customerEmail: string;
  amountCents: number;
  vatCents?: number;
  totalCents?: number;
  lines?: readonly InvoiceLineInput[];
  status: InvoiceStatus;
  issueDate: string;
  dueDate: string;
  paidDate: string | null;
  recurring: boolean;
  kind?: InvoiceKind;
  creditNoteOf?: number | null;
  orderId?: string | null;
  /** The buyer's VAT rate (pricing/vat.ts); 21 unless given. */
  vatPercent?: number;
  /** The buyer accounts for the VAT ("btw verlegd"). */
  reverseCharge?: boolean;
}

export interface InvoiceLineDbRow {
  invoice_id: number;
  position: number;
  description: string;
  quantity: number;
  unit_price_cents: number;
  vat_rate: number;
}

export interface InvoiceDbRow {
  id: number;
  invoice_number: string;
  customer_id: number | null;
  customer_name: string;
  customer_email: string;
  amount_cents: number;
  status: InvoiceStatus;
  issue_date: string;
  due_date: string;
  paid_date: string | null;
  recurring: number;
  vat_cents: number;
  total_cents: number;
  kind: InvoiceKind;
  credit_note_of: number | null;
  order_id: string | null;
  vat_percent: number;
  reverse_charge: number;
}

export const toInvoiceRow = (
  row: Omit<
    InvoiceDbRow,
    'customer_id' | 'vat_cents' | 'total_cents' | 'credit_note_of' | 'order_id' | 'vat_percent' | 'reverse_charge'
  >,
): InvoiceRow => ({
  id: row.id,
  invoice_number: row.invoice_number,
  customer_name: row.customer_name,
  customer_email: row.customer_email,
  amount: row.amount_cents / 100,
  status: row.status,
  issue_date: row.issue_date,
  due_date: row.due_date,
  paid_date: row.paid_date,
  recurring: row.recurring === 1,
  kind: row.kind,
});

/** An invoice as the back office and its customer read it: the domain's `InvoiceRecord` (InvoiceRecordSchema). */
export type { InvoiceRecord } from '@telecom/domain';

/** What a record names besides its own row: its lines, the original's number, its credit note. */
export interface InvoiceLinks {
  lines: readonly InvoiceLineDbRow[];
  creditNoteOfNumber: string | null;
  creditNoteId: number | null;
}

export const toInvoiceRecord = (row: InvoiceDbRow, links: InvoiceLinks): InvoiceRecord => ({
  ...toInvoiceRow(row),
  customerId: row.customer_id,
  lines: links.lines.map((line) => {
    const amountCents = lineAmountCents({ quantity: line.quantity, unitPriceCents: line.unit_price_cents });
    return {
      description: line.description,
      quantity: line.quantity,
      unitPrice: centsToEuros(line.unit_price_cents),
      unitPriceCents: line.unit_price_cents,
      vatPercent: line.vat_rate,
      amount: centsToEuros(amountCents),
      amountCents,
    };
  }),
  amountCents: row.amount_cents,
  vatPercent: row.vat_percent,
  reverseCharge: row.reverse_charge === 1,
  vatAmount: centsToEuros(row.vat_cents),
  vatAmountCents: row.vat_cents,
  totalAmount: centsToEuros(row.total_cents),
  totalAmountCents: row.total_cents,
  creditNoteOf: row.credit_note_of,
  creditNoteOfNumber: links.creditNoteOfNumber,
  creditNoteId: links.creditNoteId,
  orderId: row.order_id,
});

/** ORDER BY columns per sort key: each compares exactly as the domain's sort type for that key. */
const INVOICE_ORDER = {
  invoice_number: 'number_key',
  customer_name: 'name_key',
  amount: 'amount_cents',
  issue_date: 'issue_date',
  due_date: 'due_date',
} as const satisfies Record<InvoiceListQuery['sort'], string>;

/** Inclusive bounds in cents (domain `amountInRange`); null: no upper bound. */
const AMOUNT_BOUNDS: Record<Exclude<InvoiceListQuery['amount'], 'all'>, [number, number | null]> = {
  '0-50': [0, 5000],
  '50-100': [5000, 10000],
  '100-500': [10000, 50000],
  '500+': [50000, null],
};

const INVOICE_COLUMNS = [
  'id',
  'invoice_number',
  'customer_id',
  'customer_name',
  'customer_email',
  'amount_cents',
  'status',
  'issue_date',
  'due_date',
  'paid_date',
  'recurring',
  'vat_cents',
  'total_cents',
  'kind',
  'credit_note_of',
  'order_id',
  'vat_percent',
  'reverse_charge',
] as const;

/** The stored statuses that show as overdue once their due date has passed. */
const UNPAID_NOT_OVERDUE = INVOICE_STATUSES.filter((status) => status !== 'paid' && status !== 'overdue');

/**
 * `displayStatus(…) = status` as disjoint parts whose union it is, each written so that the database seeks
 * `invoices_stats` (status, due date) instead of computing the status of every invoice: overdue is stored as overdue,
 * or unpaid past its due date; every other unpaid status is shown only while its due date has not passed. Overdue
 * stays two parts: one OR of both makes SQLite merge two index searches into a set of row ids, 16 ms at 100,000
 * invoices where the two parts' counts take 4.
 */
const displayStatusParts = (
  status: InvoiceStatus,
  today: string,
): ((eb: ExpressionBuilder<Database, 'invoices'>) => Expression<SqlBool>)[] => {
  if (status === 'paid') return [(eb) => eb('status', '=', 'paid')];
  if (status === 'overdue')
    return [
      (eb) => eb('status', '=', 'overdue'),
      (eb) => eb.and([eb('status', 'in', UNPAID_NOT_OVERDUE), eb('due_date', '<', today)]),
    ];
  return [(eb) => eb.and([eb('status', '=', status), eb('due_date', '>=', today)])];
};

/** `displayStatus(…) = status` as one condition (the OR of its parts). */
const displayStatusIs = (eb: ExpressionBuilder<Database, 'invoices'>, status: InvoiceStatus, today: string) =>
  eb.or(displayStatusParts(status, today).map((part) => part(eb)));

/** PostgreSQL answers BIGINT columns as they are parsed; whole cents are numbers everywhere. */
const numeric = <T extends { amount_cents: unknown; vat_cents: unknown; total_cents: unknown }>(row: T) => ({
  ...row,
  ...('vat_percent' in row ? { vat_percent: Number(row.vat_percent) } : {}),
  amount_cents: Number(row.amount_cents),
  vat_cents: Number(row.vat_cents),
  total_cents: Number(row.total_cents),
});

/** Rows per multi-row INSERT: 17 columns an invoice, under SQLite's 32,766 parameters of a statement. */
const INSERT_ROWS = 1_000;

/** A new invoice as its row of `invoices`. */
function invoiceRow(invoice: NewInvoice) {
  const vatPercent = invoice.vatPercent ?? INVOICE_VAT_PERCENT;
  const computed = invoiceAmounts([{ quantity: 1, unitPriceCents: invoice.amountCents }], vatPercent);
  return {
    invoice_number: invoice.invoiceNumber,
    number_key: foldCase(invoice.invoiceNumber),
    customer_id: invoice.customerId,
    customer_name: invoice.customerName,
    name_key: foldCase(invoice.customerName),
    customer_email: invoice.customerEmail,
    email_key: foldCase(invoice.customerEmail),
    amount_cents: invoice.amountCents,
    vat_cents: invoice.vatCents ?? computed.vatCents,
    total_cents: invoice.totalCents ?? computed.totalCents,
    status: invoice.status,
    issue_date: invoice.issueDate,
    due_date: invoice.dueDate,
    paid_date: invoice.paidDate,
    recurring: invoice.recurring ? (1 as const) : (0 as const),
    kind: invoice.kind ?? 'invoice',
    credit_note_of: invoice.creditNoteOf ?? null,
    order_id: invoice.orderId ?? null,
    vat_percent: vatPercent,
    reverse_charge: invoice.reverseCharge ? (1 as const) : (0 as const),
  };
}

/** A new invoice's lines: its own, else one line ("Diensten") of its amount. */
const linesOf = (invoice: NewInvoice): readonly InvoiceLineInput[] =>
  invoice.lines ?? [{ description: 'Diensten', quantity: 1, unitPriceCents: invoice.amountCents }];

/** An invoice's lines as rows of `invoice_lines`, numbered from 1. */
const lineRows = (invoiceId: number, lines: readonly InvoiceLineInput[], vatPercent: number) =>
  lines.map((line, index) => ({
    invoice_id: invoiceId,
    position: index + 1,
    description: line.description,
    quantity: line.quantity,
    unit_price_cents: line.unitPriceCents,
    vat_rate: vatPercent,
  }));

export function createInvoicesRepository(db: Kysely<Database>) {
  const sqlite = isSqlite(db);
  /**
   * The invoices a list query's search and filters keep on `today` (the overdue status is read from the due date), as
   * disjoint parts: one, or two for the overdue status (`displayStatusParts`).
   */
  function filteredInvoiceParts(
    query: Pick<InvoiceListQuery, 'search' | 'status' | 'month' | 'amount'>,
    today: string,
  ) {
    const filtered = searchedInvoices(query);
    if (query.status === 'all') return [filtered];
    return displayStatusParts(query.status, today).map((part) => filtered.where(part));
  }

  /** The invoices a list query's search, month and amount keep (every status). */
  function searchedInvoices(query: Pick<InvoiceListQuery, 'search' | 'month' | 'amount'>) {
    const search = normalizeSearch(query.search);
    let filtered = db.selectFrom('invoices');
    if (search !== '') {
      filtered = filtered.where((eb) =>
        eb.or([
          contains(eb.ref('number_key'), search),
          contains(eb.ref('name_key'), search),
          contains(eb.ref('email_key'), search),
        ]),
      );
    }
    if (query.month !== '')
      filtered = filtered.where('issue_date', '>=', `${query.month}-01`).where('issue_date', '<', `${query.month}-99`);
    if (query.amount !== 'all') {
      const [low, high] = AMOUNT_BOUNDS[query.amount];
      filtered = filtered.where('amount_cents', '>=', low);
      if (high !== null) filtered = filtered.where('amount_cents', '<=', high);
    }
    return filtered;
  }

  /** The invoices a list query's search and filters keep on `today`, as one query. */
  function filteredInvoices(query: Pick<InvoiceListQuery, 'search' | 'status' | 'month' | 'amount'>, today: string) {
    const filtered = searchedInvoices(query);
    const status = query.status;
    return status === 'all' ? filtered : filtered.where((eb) => displayStatusIs(eb, status, today));
  }

  /** Sets an invoice's lines (numbered from 1), at 21% VAT. */
  async function replaceLines(
    invoiceId: number,
    lines: readonly InvoiceLineInput[],
    vatPercent: number = INVOICE_VAT_PERCENT,
  ): Promise<void> {
    await db.deleteFrom('invoice_lines').where('invoice_id', '=', invoiceId).execute();
    if (lines.length === 0) return;
    await db
      .insertInto('invoice_lines')
      .values(lineRows(invoiceId, lines, vatPercent))
      .execute();
  }

  return {
    async insertInvoice(invoice: NewInvoice): Promise<number> {
      const { id } = await db
        .insertInto('invoices')
        .values(invoiceRow(invoice))
        .returning('id')
        .executeTakeFirstOrThrow();
      await replaceLines(id, linesOf(invoice), invoice.vatPercent);
      return id;
    },

    /**
     * Inserts new invoices and their lines in a few multi-row statements (the billing run's batch): at most
     * INSERT_ROWS rows each, under SQLite's 32,766 and PostgreSQL's 65,535 parameters of a statement. Their ids, in
     * the order given.
     */
    async insertInvoices(invoices: readonly NewInvoice[]): Promise<number[]> {
      const idOfNumber = new Map<string, number>();
      for (let start = 0; start < invoices.length; start += INSERT_ROWS) {
        const rows = await db
          .insertInto('invoices')
          .values(invoices.slice(start, start + INSERT_ROWS).map(invoiceRow))
          .returning(['id', 'invoice_number'])
          .execute();
        for (const row of rows) idOfNumber.set(row.invoice_number, Number(row.id));
      }
      const ids = invoices.map((invoice) => idOfNumber.get(invoice.invoiceNumber)!);
      const lines = invoices.flatMap((invoice, at) =>
        lineRows(ids[at]!, linesOf(invoice), invoice.vatPercent ?? INVOICE_VAT_PERCENT),
      );
      for (let start = 0; start < lines.length; start += INSERT_ROWS)
        await db
          .insertInto('invoice_lines')
          .values(lines.slice(start, start + INSERT_ROWS))
          .execute();
      return ids;
    },

    replaceLines,

    /** The lines, the credited original's number and the credit note of invoices, by invoice id. */
    async linksOf(rows: readonly InvoiceDbRow[]): Promise<Map<number, InvoiceLinks>> {
      const links = new Map<number, InvoiceLinks>(
        rows.map((row) => [row.id, { lines: [], creditNoteOfNumber: null, creditNoteId: null }]),
      );
      if (rows.length === 0) return links;
      const ids = rows.map((row) => row.id);
      const lines = await db
        .selectFrom('invoice_lines')
        .select(['invoice_id', 'position', 'description', 'quantity', 'unit_price_cents', 'vat_rate'])
        .where('invoice_id', 'in', ids)
        .orderBy('invoice_id')
        .orderBy('position')
        .execute();
      for (const line of lines)
        (links.get(line.invoice_id)!.lines as InvoiceLineDbRow[]).push({
          ...line,
          unit_price_cents: Number(line.unit_price_cents),
        });
      const originals = rows.flatMap((row) => (row.credit_note_of === null ? [] : [row.credit_note_of]));
      if (originals.length > 0) {
        const numbers = new Map(
          (await db.selectFrom('invoices').select(['id', 'invoice_number']).where('id', 'in', originals).execute()).map(
            (row) => [row.id, row.invoice_number],
          ),
        );
        for (const row of rows)
          if (row.credit_note_of !== null)
            links.get(row.id)!.creditNoteOfNumber = numbers.get(row.credit_note_of) ?? null;
      }
      const notes = await db
        .selectFrom('invoices')
        .select(['id', 'credit_note_of'])
        .where('credit_note_of', 'in', ids)
        .execute();
      for (const note of notes)
        if (note.credit_note_of !== null) links.get(note.credit_note_of)!.creditNoteId = note.id;
      return links;
    },

    /** The id of the credit note of an invoice, if it has one. */
    async creditNoteOf(invoiceId: number): Promise<number | undefined> {
      const row = await db
        .selectFrom('invoices')
        .select('id')
        .where('credit_note_of', '=', invoiceId)
        .executeTakeFirst();
      return row?.id;
    },

    /** The order's customer details (the shipping address) as stored with the order, if the order exists. */
    async orderCustomer(orderId: string): Promise<unknown> {
      const row = await db.selectFrom('orders').select('customer').where('id', '=', orderId).executeTakeFirst();
      if (!row) return undefined;
      return typeof row.customer === 'string' ? (JSON.parse(row.customer) as unknown) : row.customer;
    },

    /** An order's business details (JSON as stored), undefined for a consumer's order or no order. */
    async orderBusiness(orderId: string): Promise<unknown> {
      const row = await db.selectFrom('orders').select('business').where('id', '=', orderId).executeTakeFirst();
      return row?.business ? (JSON.parse(row.business) as unknown) : undefined;
    },

    /** The order a subscription's monthly invoice goes back to (its address is the buyer's); undefined for others. */
    async subscriptionOrderOf(invoiceId: number): Promise<string | undefined> {
      const row = await db
        .selectFrom('subscription_invoices')
        .innerJoin('subscriptions', 'subscriptions.id', 'subscription_invoices.subscription_id')
        .select('subscriptions.order_id')
        .where('subscription_invoices.invoice_id', '=', invoiceId)
        .executeTakeFirst();
      return row?.order_id;
    },

    async findInvoice(id: number): Promise<InvoiceDbRow | undefined> {
      const row = await db.selectFrom('invoices').select(INVOICE_COLUMNS).where('id', '=', id).executeTakeFirst();
      return row && numeric(row);
    },

    /** The customer record's invoices, newest first. */
    async invoicesOfCustomer(customerId: number): Promise<InvoiceDbRow[]> {
      return db
        .selectFrom('invoices')
        .select(INVOICE_COLUMNS)
        .where('customer_id', '=', customerId)
        .orderBy('issue_date', 'desc')
        .orderBy('id', 'desc')
        .execute()
        .then((rows) => rows.map(numeric));
    },

    /**
     * The invoices of the record linked to the account, while the account's address is confirmed and equal
     * (folded) to the record's (docs/contracts.md §6): a link is never enough on its own. Newest first.
     */
    async invoicesOfUser(userId: number): Promise<InvoiceDbRow[]> {
      return db
        .selectFrom('invoices')
        .select(INVOICE_COLUMNS)
        .where('customer_id', 'in', linkedRecordIds(db, userId))
        .orderBy('issue_date', 'desc')
        .orderBy('id', 'desc')
        .execute()
        .then((rows) => rows.map(numeric));
    },

    /** The invoice an order's payment made (not a credit note of it), if it has one. */
    async invoiceOfOrder(orderId: string): Promise<InvoiceDbRow | undefined> {
      const row = await db
        .selectFrom('invoices')
        .select(INVOICE_COLUMNS)
        .where('order_id', '=', orderId)
        .where('kind', '=', 'invoice')
        .orderBy('id')
        .executeTakeFirst();
      return row && numeric(row);
    },

    /**
     * Takes the next `count` numbers of the series `name` (INV-2026): its counter goes up by `count` and the last of
     * them is answered (the first is that minus `count` plus one). One statement, whose row lock makes concurrent
     * takers wait for each other until the first one's transaction ends (PostgreSQL) or that runs alone (SQLite):
     * never the same number twice, and in the caller's transaction, so that a rolled back invoice leaves no gap. No
     * look at the numbers in use: migration 023 started each counter at its series' highest number. The counter only
     * goes up, so that a deleted invoice's number is never given out again.
     */
    async takeNumbers(name: string, count: number): Promise<number> {
      const { last_value } = await db
        .insertInto('number_sequences')
        .values({ name, last_value: count })
        .onConflict((conflict) =>
          conflict.column('name').doUpdateSet((eb) => ({ last_value: eb('number_sequences.last_value', '+', count) })),
        )
        .returning('last_value')
        .executeTakeFirstOrThrow();
      return Number(last_value);
    },

    async updateInvoice(
      id: number,
      changes: {
        amountCents: number;
        vatCents: number;
        totalCents: number;
        lines: readonly InvoiceLineInput[];
        issueDate: string;
        dueDate: string;
        recurring: 0 | 1;
        vatPercent: number;
      },
    ): Promise<void> {
      await replaceLines(id, changes.lines, changes.vatPercent);
      await db
        .updateTable('invoices')
        .set({
          amount_cents: changes.amountCents,
          vat_cents: changes.vatCents,
          total_cents: changes.totalCents,
          issue_date: changes.issueDate,
          due_date: changes.dueDate,
          recurring: changes.recurring,
        })
        .where('id', '=', id)
        .execute();
    },

    async setInvoiceStatus(id: number, status: InvoiceStatus, paidDate: string | null): Promise<void> {
      await db.updateTable('invoices').set({ status, paid_date: paidDate }).where('id', '=', id).execute();
    },

    async deleteInvoice(id: number): Promise<void> {
      await db.deleteFrom('invoice_lines').where('invoice_id', '=', id).execute();
      await db.deleteFrom('invoices').where('id', '=', id).execute();
    },

    /**
     * The language of the invoice's customer: the account linked to its record, else a confirmed account with the
     * invoice's address (an unconfirmed one may be a stranger's registration of it).
     */
    async customerLanguage(customerId: number | null, email: string): Promise<string | undefined> {
      if (customerId !== null) {
        const linked = await db
          .selectFrom('customers')
          .innerJoin('users', 'users.id', 'customers.user_id')
          .select('users.language')
          .where('customers.id', '=', customerId)
          .executeTakeFirst();
        if (linked) return linked.language;
      }
      const owner = await db
        .selectFrom('users')
        .select('language')
        .where((eb) => eb(eb.fn('lower', ['email']), '=', eb.fn('lower', [eb.val(email)])))
        .where('email_verified_at', 'is not', null)
        .executeTakeFirst();
      return owner?.language;
    },

    /** The invoice list of a parsed query on `today` (domain `listInvoices`). */
    async listInvoices(query: InvoiceListQuery, today: string): Promise<ListPage<InvoiceRow>> {
      const parts = filteredInvoiceParts(query, today);
      const counts = await Promise.all(
        parts.map((part) => part.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()),
      );
      const total = counts.reduce((sum, { total }) => sum + Number(total), 0);
      const column = INVOICE_ORDER[query.sort];
      return readPage(total, query, async (window) => {
        const sortDir = direction(query.dir === 'desc' ? 'desc' : 'asc', window);
        const idDir = direction('asc', window);
        // Several parts on SQLite: the page's ids are picked from the union of the parts' (id, sort key) pairs,
        // which the parts' index covers, and only the page's rows are read (12 ms for the first overdue page at
        // 100,000 invoices, where SQLite's plan for one OR sorted every overdue row with all its columns: 22 ms).
        const [only, ...more] = parts;
        const source =
          only !== undefined && more.length === 0
            ? only.limit(window.limit).offset(window.offset)
            : !sqlite
              ? // PostgreSQL walks the sort column's index and tests each row against the OR of the parts (the union
                // made it read and sort every overdue row: 58 ms).
                filteredInvoices(query, today).limit(window.limit).offset(window.offset)
              : db.selectFrom('invoices').where('id', 'in', (eb) =>
                  eb
                    .selectFrom(
                      parts
                        .map((part) => part.select(['id', column]))
                        .reduce((union, part) => union.unionAll(part))
                        .as('part'),
                    )
                    .select('part.id')
                    .orderBy(sql.ref(`part.${column}`), sortDir)
                    .orderBy('part.id', idDir)
                    .limit(window.limit)
                    .offset(window.offset),
                );
        const rows = await source.select(INVOICE_COLUMNS).orderBy(column, sortDir).orderBy('id', idDir).execute();
        return rows.map(toInvoiceRow);
      });
    },

    /**
     * Every invoice of an export's query on `today` (all pages; only `ids` when given), in the list's order, a page of
     * `pageRows` at a time read after the last one's sort key and id: the CSV export writes each page before it reads
     * the next.
     */
    async *exportInvoices(
      query: Omit<InvoiceListQuery, 'page' | 'pageSize'>,
      ids: readonly number[] | null,
      today: string,
      pageRows = EXPORT_PAGE_ROWS,
    ): AsyncGenerator<InvoiceRow[]> {
      const filtered = filteredInvoices(query, today);
      const source = ids === null ? filtered : filtered.where('id', 'in', ids);
      const column = INVOICE_ORDER[query.sort];
      const dir = query.dir === 'desc' ? 'desc' : 'asc';
      const pages = keysetPages(
        async (after, limit) =>
          (
            await (after ? source.where(afterKeyset(column, dir, after)) : source)
              .select(INVOICE_COLUMNS)
              .select((eb) => eb.ref(column).as('sort_key'))
              .orderBy(column, dir)
              .orderBy('id', 'asc')
              .limit(limit)
              .execute()
          ).map((row) => ({ row: toInvoiceRow(row), key: row.sort_key })),
        ({ row, key }) => ({ key, id: row.id }),
        pageRows,
      );
      for await (const page of pages) yield page.map(({ row }) => row);
    },

    /**
     * The invoice page's stat cards over all invoices (domain `invoiceStats`), from the counters (db/stat-counters.ts):
     * each counter knows the status its invoices show on `today`.
     */
    async invoiceStats(today: string): Promise<InvoiceStats> {
      const counts = await invoiceCounts(db, today);
      const sum = (rows: InvoiceCount[], of: (row: InvoiceCount) => number) => rows.reduce((n, row) => n + of(row), 0);
      const paidRows = counts.filter((row) => row.status === 'paid');
      const revenue = sum(paidRows, (row) => row.amountCents);
      return {
        totalRevenue: revenue / 100,
        totalRevenueCents: revenue,
        paid: sum(
          paidRows.filter((row) => row.kind === 'invoice'),
          (row) => row.count,
        ),
        pending: sum(
          counts.filter((row) => row.shown === 'sent'),
          (row) => row.count,
        ),
        overdue: sum(
          counts.filter((row) => row.shown === 'overdue'),
          (row) => row.count,
        ),
        revenueGrowthPercent: INVOICE_REVENUE_GROWTH_PERCENT,
      };
    },

    // The dashboard's and the reports' figures.

    /** Cents received (paid invoices) with a paid date from `from` up to, not including, `to` (YYYY-MM-DD). */
    async paidBetween(from: string, to: string): Promise<number> {
      const row = await db
        .selectFrom('invoices')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_cents'), eb.lit(0)).as('cents'))
        .where('status', '=', 'paid')
        .where('paid_date', '>=', from)
        .where('paid_date', '<', to)
        .executeTakeFirstOrThrow();
      return Number(row.cents);
    },

    /** Invoices, not counting credit notes, from the counters (the day only sorts them into statuses shown). */
    async countInvoices(): Promise<number> {
      return (await invoiceCounts(db, '')).reduce((n, row) => n + (row.kind === 'invoice' ? row.count : 0), 0);
    },

    /**
     * Paid revenue per month of the paid date (YYYY-MM) from `from` until `to` (YYYY-MM-DD, `to` not included): cents
     * before VAT (credit notes subtracting) and the number of paid invoices (credit notes not counted). Both bounds
     * let the database read the range from `invoices_paid_date`, which holds the kind and the amount.
     */
    async revenueByMonth(from: string, to: string): Promise<{ month: string; cents: number; invoices: number }[]> {
      const month = sql<string>`substring(paid_date, 1, 7)`;
      const rows = await db
        .selectFrom('invoices')
        .select((eb) => [
          month.as('month'),
          eb.fn.sum<number>('amount_cents').as('cents'),
          eb.fn
            .sum<number>(eb.case().when('kind', '=', 'invoice').then(eb.lit(1)).else(eb.lit(0)).end())
            .as('invoices'),
        ])
        .where('status', '=', 'paid')
        .where('paid_date', '>=', from)
        .where('paid_date', '<', to)
        .groupBy(sql`1`)
        .execute();
      return rows.map((row) => ({ month: row.month, cents: Number(row.cents), invoices: Number(row.invoices) }));
    },

    /** Paid revenue in cents before VAT (credit notes subtracting) per paid date from `from` until `to` (excluded). */
    async revenueByDay(from: string, to: string): Promise<{ day: string; cents: number }[]> {
      const rows = await db
        .selectFrom('invoices')
        .select((eb) => ['paid_date', eb.fn.sum<number>('amount_cents').as('cents')])
        .where('status', '=', 'paid')
        .where('paid_date', '>=', from)
        .where('paid_date', '<', to)
        .groupBy('paid_date')
        .execute();
      return rows.map((row) => ({ day: String(row.paid_date), cents: Number(row.cents) }));
    },

    /**
     * Count and cents before VAT per displayed status (domain invoiceDisplayStatus) on `today`, by status, from the
     * counters: invoices only (a credit note is not an invoice to pay; its amount shows in the revenue).
     */
    async invoicesByDisplayStatus(today: string): Promise<{ status: InvoiceStatus; count: number; cents: number }[]> {
      const byStatus = new Map<InvoiceStatus, { status: InvoiceStatus; count: number; cents: number }>();
      for (const row of (await invoiceCounts(db, today)).filter((count) => count.kind === 'invoice')) {
        const status = row.shown;
        const sum = byStatus.get(status) ?? { status, count: 0, cents: 0 };
        sum.count += row.count;
        sum.cents += row.amountCents;
        byStatus.set(status, sum);
      }
      return [...INVOICE_STATUSES]
        .sort()
        .flatMap((status) => byStatus.get(status) ?? [])
        .filter((row) => row.count > 0);
    },
  };
}

export type InvoicesRepository = ReturnType<typeof createInvoicesRepository>;

/** Invoice rows as records: each with its lines and links, read in three queries for all of them. */
export async function invoiceRecords(
  repository: Pick<InvoicesRepository, 'linksOf'>,
  rows: readonly InvoiceDbRow[],
): Promise<InvoiceRecord[]> {
  const links = await repository.linksOf(rows);
  return rows.map((row) => toInvoiceRecord(row, links.get(row.id)!));
}
