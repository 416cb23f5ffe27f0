// SQL for the back office's customer records. The list reproduces packages/domain/src/admin-lists exactly (filter →
// sort → page, ties in insertion order) on indexed columns: text through the *_key columns (the domain's foldCase,
// compared byte by byte: SQLite's BINARY, PostgreSQL's COLLATE "C"), dates through created_at_ms, money in cents.
// No sort column holds NULL. back-office.compare.test.ts compares it with the domain on thousands of queries.
import { sql, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import {
  foldCase,
  normalizeSearch,
  parseIsoInstant,
  type CustomerListQuery,
  type CustomerPlan,
  type CustomerRow,
  type CustomerStats,
  type CustomerStatus,
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
  trigramPhrase,
} from '../../db/list-queries.js';
import type { Database, ServicesTable } from '../../db/schema.js';
import { customerCounts, invoiceCounts } from '../../db/stat-counters.js';

export interface NewCustomer {
  name: string;
  email: string;
  plan: CustomerPlan;
  planName: string;
  status: CustomerStatus;
  createdAt: string;
  userId?: number | null;
}

export interface CustomerChanges {
  name: string;
  email: string;
  plan: CustomerPlan;
  planName: string;
  status: CustomerStatus;
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

export interface ServiceDbRow {
  id: number;
  kind: ServicesTable['kind'];
  status: ServicesTable['status'];
  started_at: string;
}

export const toCustomerRow = (row: CustomerDbRow): CustomerRow => ({
  id: Number(row.id),
  name: row.name,
  email: row.email,
  plan: row.plan,
  planName: row.plan_name,
  status: row.status,
  created_at: row.created_at,
  totalSpent: row.total_spent_cents / 100,
});

/** ORDER BY columns per sort key: each compares exactly as the domain's sort type for that key. */
const CUSTOMER_ORDER = {
  name: 'name_key',
  email: 'email_key',
  created_at: 'created_at_ms',
  totalSpent: 'spent_cents',
} as const satisfies Record<CustomerListQuery['sort'], string>;

/**
 * A customer's total spent (docs/contracts.md §7): the totals with VAT of the record's paid invoices, credit notes (negative)
 * subtracting. The database keeps it in `spent_cents` with every invoice change (migration 019 / 010's triggers);
 * `db:copy` sums it from the invoices again, and the reconciliation tests compare the two.
 */
const totalSpentCents = (eb: ExpressionBuilder<Database, 'customers'>) =>
  eb.ref('customers.spent_cents').as('total_spent_cents');

const CUSTOMER_COLUMNS = [
  'customers.id',
  'customers.name',
  'customers.email',
  'customers.plan',
  'customers.plan_name',
  'customers.status',
  'customers.created_at',
] as const;

const withSpent = (row: Omit<CustomerDbRow, 'total_spent_cents'> & { total_spent_cents: unknown }): CustomerDbRow => ({
  ...row,
  total_spent_cents: Number(row.total_spent_cents),
});

/**
 * The ids of the customer record linked to an account, while the account's address is confirmed and equal (folded) to
 * the record's (docs/contracts.md §6): a link is never enough on its own. What an account may see of a record — its
 * invoices, eSIMs and subscriptions, also those of orders placed as a guest before the account existed — follows it.
 */
export const linkedRecordIds = (db: Kysely<Database>, userId: number) =>
  db
    .selectFrom('customers')
    .innerJoin('users', 'users.id', 'customers.user_id')
    .select('customers.id')
    .where('users.id', '=', userId)
    .where('users.email_verified_at', 'is not', null)
    .whereRef('customers.email_key', '=', 'users.email_key');

export function createCustomersRepository(db: Kysely<Database>) {
  const sqlite = isSqlite(db);
  /** About how many records there are: the highest id, read from the end of the primary key. */
  const highestCustomerId = async () =>
    Number(
      (
        await db
          .selectFrom('customers')
          .select((eb) => eb.fn.max('id').as('id'))
          .executeTakeFirst()
      )?.id ?? 0,
    );
  /**
   * The records a list query's filters and search keep, two ways: `byLike` tests the keys with LIKE (PostgreSQL's
   * trigram indexes serve it, migration 011); `byIndex` finds the text through SQLite's trigram table (migration 020),
   * when the search is long enough for it (`phrase`), else it is `byLike`.
   */
  function filtered(query: Pick<CustomerListQuery, 'search' | 'status' | 'plan'>) {
    const search = normalizeSearch(query.search);
    let base = db.selectFrom('customers');
    if (query.status !== 'all') base = base.where('status', '=', query.status);
    if (query.plan !== 'all') base = base.where('plan', '=', query.plan);
    const byLike =
      search === ''
        ? base
        : base.where((eb) => eb.or([contains(eb.ref('name_key'), search), contains(eb.ref('email_key'), search)]));
    const phrase = sqlite ? trigramPhrase(search) : null;
    const byIndex =
      phrase === null
        ? byLike
        : base.where(
            (eb) =>
              sql<SqlBool>`${eb.ref('customers.id')} IN (SELECT rowid FROM customers_search WHERE customers_search MATCH ${phrase})`,
          );
    return { byLike, byIndex, phrase };
  }

  return {
    async insertCustomer(customer: NewCustomer): Promise<number> {
      const createdAtMs = parseIsoInstant(customer.createdAt);
      if (createdAtMs === null) throw new RangeError(`Not an ISO date-time: ${customer.createdAt}`);
      const { id } = await db
        .insertInto('customers')
        .values({
          user_id: customer.userId ?? null,
          name: customer.name,
          name_key: foldCase(customer.name),
          email: customer.email,
          email_key: foldCase(customer.email),
          plan: customer.plan,
          plan_name: customer.planName,
          status: customer.status,
          created_at: customer.createdAt,
          created_at_ms: createdAtMs,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    async findCustomer(id: number): Promise<CustomerDbRow | undefined> {
      const row = await db
        .selectFrom('customers')
        .select(CUSTOMER_COLUMNS)
        .select(totalSpentCents)
        .where('customers.id', '=', id)
        .executeTakeFirst();
      return row && withSpent(row);
    },

    /** The id of a record with this address (folded), if any. */
    async customerIdByEmail(email: string): Promise<number | undefined> {
      const row = await db
        .selectFrom('customers')
        .select('id')
        .where('email_key', '=', foldCase(email))
        .orderBy('id')
        .executeTakeFirst();
      return row?.id;
    },

    async updateCustomer(id: number, changes: CustomerChanges): Promise<void> {
      await db
        .updateTable('customers')
        .set({
          name: changes.name,
          name_key: foldCase(changes.name),
          email: changes.email,
          email_key: foldCase(changes.email),
          plan: changes.plan,
          plan_name: changes.planName,
          status: changes.status,
        })
        .where('id', '=', id)
        .execute();
    },

    async setCustomerStatus(id: number, status: CustomerStatus): Promise<void> {
      await db.updateTable('customers').set({ status }).where('id', '=', id).execute();
    },

    async deleteCustomer(id: number): Promise<void> {
      await db.deleteFrom('customers').where('id', '=', id).execute();
    },

    /** The customer's services, newest first. */
    async servicesOfCustomer(customerId: number): Promise<ServiceDbRow[]> {
      return db
        .selectFrom('services')
        .select(['id', 'kind', 'status', 'started_at'])
        .where('customer_id', '=', customerId)
        .orderBy('started_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },

    // Links between records and accounts (the rules are in account-links.ts).

    /** The customer record linked to an account, with its folded address. */
    async customerOfUser(userId: number): Promise<{ id: number; emailKey: string } | undefined> {
      const row = await db
        .selectFrom('customers')
        .select(['id', 'email_key'])
        .where('user_id', '=', userId)
        .orderBy('id')
        .executeTakeFirst();
      return row && { id: row.id, emailKey: row.email_key };
    },

    /** The oldest customer record with this address that no account is linked to. */
    async unlinkedCustomerByEmail(email: string): Promise<number | undefined> {
      const row = await db
        .selectFrom('customers')
        .select('id')
        .where('email_key', '=', foldCase(email))
        .where('user_id', 'is', null)
        .orderBy('id')
        .limit(1)
        .executeTakeFirst();
      return row?.id;
    },

    /** The account a customer record is linked to, and its folded address; undefined for an unknown record. */
    async customerLink(customerId: number): Promise<{ userId: number | null; emailKey: string } | undefined> {
      const row = await db
        .selectFrom('customers')
        .select(['user_id', 'email_key'])
        .where('id', '=', customerId)
        .executeTakeFirst();
      return row && { userId: row.user_id, emailKey: row.email_key };
    },

    /** Links a customer record to an account, or unlinks it (null). */
    async setCustomerLink(customerId: number, userId: number | null): Promise<void> {
      await db.updateTable('customers').set({ user_id: userId }).where('id', '=', customerId).execute();
    },

    async setCustomerEmail(customerId: number, email: string): Promise<void> {
      await db
        .updateTable('customers')
        .set({ email, email_key: foldCase(email) })
        .where('id', '=', customerId)
        .execute();
    },

    /** An account as the links read it: its confirmed state and folded address. */
    async accountForLink(
      userId: number,
    ): Promise<{ id: number; emailKey: string; verified: boolean; email: string } | undefined> {
      const row = await db
        .selectFrom('users')
        .select(['id', 'email', 'email_verified_at'])
        .where('id', '=', userId)
        .executeTakeFirst();
      return (
        row && { id: row.id, email: row.email, emailKey: foldCase(row.email), verified: row.email_verified_at !== null }
      );
    },

    /** A confirmed account with this folded address that has no customer record yet. */
    async confirmedAccountWithoutRecord(emailKey: string): Promise<number | undefined> {
      const row = await db
        .selectFrom('users')
        .select('id')
        .where('email_key', '=', emailKey)
        .where('email_verified_at', 'is not', null)
        .where((eb) =>
          eb.not(
            eb.exists(eb.selectFrom('customers').select('customers.id').whereRef('customers.user_id', '=', 'users.id')),
          ),
        )
        .orderBy('id')
        .executeTakeFirst();
      return row?.id;
    },

    /** The customer list of a parsed query (domain `listCustomers`). */
    async listCustomers(query: CustomerListQuery): Promise<ListPage<CustomerRow>> {
      const { byLike, byIndex, phrase } = filtered(query);
      const { total } = await byIndex.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
      return readPage(Number(total), query, async (window) => {
        // The page: from the trigram index's matches, sorted; or, when they are many (a common name), by walking the
        // sort's index and testing each record with LIKE, which meets the page's rows long before it has read as many
        // records as there are matches to sort (about offset + limit records per share of matches).
        const walk =
          phrase === null ||
          (window.offset + window.limit) * (await highestCustomerId()) < Number(total) * Number(total);
        return (
          await (walk ? byLike : byIndex)
            .select(CUSTOMER_COLUMNS)
            .select(totalSpentCents)
            .orderBy(CUSTOMER_ORDER[query.sort], direction(query.dir === 'desc' ? 'desc' : 'asc', window))
            .orderBy('id', direction('asc', window))
            .limit(window.limit)
            .offset(window.offset)
            .execute()
        ).map((row) => toCustomerRow(withSpent(row)));
      });
    },

    /**
     * Every customer of an export's query (all pages; only `ids` when given), in the list's order, a page of
     * `pageRows` at a time read after the last one's sort key and id: the CSV export writes each page before it reads
     * the next. With a search, the records are found as the list finds a page of that size.
     */
    async *exportCustomers(
      query: Omit<CustomerListQuery, 'page' | 'pageSize'>,
      ids: readonly number[] | null,
      pageRows = EXPORT_PAGE_ROWS,
    ): AsyncGenerator<CustomerRow[]> {
      const { byLike, byIndex, phrase } = filtered(query);
      let walk = true;
      if (phrase !== null) {
        const { total } = await byIndex.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
        walk = pageRows * (await highestCustomerId()) < Number(total) * Number(total);
      }
      const source =
        ids === null ? (walk ? byLike : byIndex) : (walk ? byLike : byIndex).where('customers.id', 'in', ids);
      const column = CUSTOMER_ORDER[query.sort];
      const dir = query.dir === 'desc' ? 'desc' : 'asc';
      const pages = keysetPages(
        async (after, limit) =>
          (
            await (after ? source.where(afterKeyset(`customers.${column}`, dir, after, 'customers.id')) : source)
              .select(CUSTOMER_COLUMNS)
              .select(totalSpentCents)
              .select((eb) => eb.ref(`customers.${column}`).as('sort_key'))
              .orderBy(column, dir)
              .orderBy('id', 'asc')
              .limit(limit)
              .execute()
          ).map((row) => ({ row: toCustomerRow(withSpent(row)), key: row.sort_key })),
        ({ row, key }) => ({ key, id: row.id }),
        pageRows,
      );
      for await (const page of pages) yield page.map(({ row }) => row);
    },

    /**
     * The customer page's stat cards over all customers (domain `customerStats`), from the counters
     * (db/stat-counters.ts): every record's total spent is the paid invoices' totals (with VAT, credit notes
     * subtracting) of existing records (a deleted record's invoices have no customer_id: ON DELETE SET NULL).
     */
    async customerStats(today: string): Promise<CustomerStats> {
      const counts = await customerCounts(db, today.slice(0, 7));
      const total = counts.reduce((n, row) => n + row.count, 0);
      const spent = (await invoiceCounts(db, today))
        .filter((row) => row.status === 'paid')
        .reduce((n, row) => n + row.customerTotalCents, 0);
      return {
        total,
        active: counts.reduce((n, row) => n + (row.status === 'active' ? row.count : 0), 0),
        newThisMonth: counts.reduce((n, row) => n + (row.createdInMonth ? row.count : 0), 0),
        averageSpend: total === 0 ? 0 : Math.round(spent / 100 / total),
      };
    },
  };
}

export type CustomersRepository = ReturnType<typeof createCustomersRepository>;
