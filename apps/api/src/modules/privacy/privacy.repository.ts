// SQL of the privacy requests (docs/contracts.md §14 "Privacy"): which rows are an account's (its scope), the
// changes that delete or anonymise them, and the back office's list of requests. Takes the app's handle or a
// transaction: the deletion runs all of it in one.
import { sql, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../../db/schema.js';
import { isPostgres } from '../users/users.repository.js';

/** Whose rows: an account (its own orders and services) and the customer records that are its, or an admin's choice. */
export interface PrivacyScope {
  userId: number | null;
  customerIds: readonly number[];
}

/** Rows per `IN (…)` list: well under SQLite's and PostgreSQL's parameter limits. */
const CHUNK = 500;

function chunks<T>(values: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < values.length; i += CHUNK) out.push(values.slice(i, i + CHUNK));
  return out;
}

/** A mail job's recipient, case-folded: the outbox stores the mail as JSON text (jobs.payload). */
function mailRecipientIs(db: Kysely<Database>, email: string) {
  return isPostgres(db)
    ? sql<SqlBool>`lower(payload::jsonb ->> 'to') = lower(${email})`
    : sql<SqlBool>`lower(json_extract(payload, '$.to')) = lower(${email})`;
}

export function createPrivacyRepository(db: Kysely<Database>) {
  /** The ids of an account's (or a record's) orders: placed with its token, or booked on its records. */
  async function orderIds(scope: PrivacyScope): Promise<string[]> {
    if (scope.userId === null && scope.customerIds.length === 0) return [];
    const rows = await db
      .selectFrom('orders')
      .select('id')
      .where((eb) =>
        eb.or([
          ...(scope.userId !== null ? [eb('user_id', '=', scope.userId)] : []),
          ...(scope.customerIds.length > 0 ? [eb('customer_id', 'in', [...scope.customerIds])] : []),
        ]),
      )
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return rows.map((row) => row.id);
  }

  /** A service table's rows of the scope: the account's, its records', and those of its orders. */
  async function idsOf(
    table: 'esims' | 'subscriptions' | 'porting_requests',
    scope: PrivacyScope,
    orders: readonly string[],
  ): Promise<number[]> {
    const ids = new Set<number>();
    const add = (rows: { id: number }[]) => rows.forEach((row) => ids.add(Number(row.id)));
    if (scope.userId !== null)
      add(await db.selectFrom(table).select('id').where('user_id', '=', scope.userId).execute());
    if (scope.customerIds.length > 0)
      add(
        await db
          .selectFrom(table)
          .select('id')
          .where('customer_id', 'in', [...scope.customerIds])
          .execute(),
      );
    for (const part of chunks(orders))
      add(await db.selectFrom(table).select('id').where('order_id', 'in', part).execute());
    return [...ids].sort((a, b) => a - b);
  }

  return {
    orderIds,
    idsOf,

    /** The invoices of the scope: of its records, of its orders, and the monthly ones of its subscriptions. */
    async invoiceIds(scope: PrivacyScope, orders: readonly string[], subscriptions: readonly number[]) {
      const ids = new Set<number>();
      const add = (rows: { id: number | null }[]) => rows.forEach((row) => row.id !== null && ids.add(Number(row.id)));
      if (scope.customerIds.length > 0)
        add(
          await db
            .selectFrom('invoices')
            .select('id')
            .where('customer_id', 'in', [...scope.customerIds])
            .execute(),
        );
      for (const part of chunks(orders))
        add(await db.selectFrom('invoices').select('id').where('order_id', 'in', part).execute());
      for (const part of chunks(subscriptions))
        add(
          await db
            .selectFrom('subscription_invoices')
            .select('invoice_id as id')
            .where('subscription_id', 'in', part)
            .execute(),
        );
      return [...ids].sort((a, b) => a - b);
    },

    /** The mail jobs to an address (the outbox keeps to/subject/key of a sent mail), oldest first. */
    async mailsTo(email: string) {
      return db
        .selectFrom('jobs')
        .select(['id', 'payload', 'done_at', 'created_at'])
        .where('kind', '=', 'mail')
        .where(mailRecipientIs(db, email))
        .orderBy('created_at')
        .orderBy('id')
        .execute();
    },

    /** Removes the sent mails to an address; a mail still waiting is sent as it is. */
    async deleteSentMailsTo(email: string): Promise<void> {
      await db
        .deleteFrom('jobs')
        .where('kind', '=', 'mail')
        .where('done_at', 'is not', null)
        .where(mailRecipientIs(db, email))
        .execute();
    },

    /**
     * The activity entries whose parameters name one of `references` (an invoice or credit note number, an order id,
     * a subscription as `<name> #<id>`): found by a LIKE on the JSON text, then checked exactly by the caller.
     */
    async activityMentioning(references: readonly { key: string; pattern: string }[]) {
      const rows = new Map<
        number,
        { id: number; type: string; message_key: string; params: string; timestamp: string }
      >();
      for (const part of chunks(references)) {
        const found = await db
          .selectFrom('activity')
          .select(['id', 'type', 'message_key', 'params', 'timestamp'])
          .where((eb) => eb.or(part.map((ref) => eb('params', 'like', ref.pattern))))
          .execute();
        for (const row of found) rows.set(Number(row.id), { ...row, id: Number(row.id) });
      }
      return [...rows.values()].sort((a, b) => a.timestamp.localeCompare(b.timestamp) || a.id - b.id);
    },

    async insertRequest(request: {
      kind: 'export' | 'delete';
      userId: number | null;
      customerId: number | null;
      requestedBy: 'customer' | 'admin';
      adminId: number | null;
      requestedAt: string;
      completedAt: string | null;
    }): Promise<number> {
      const { id } = await db
        .insertInto('privacy_requests')
        .values({
          kind: request.kind,
          user_id: request.userId,
          customer_id: request.customerId,
          requested_by: request.requestedBy,
          admin_id: request.adminId,
          requested_at: request.requestedAt,
          completed_at: request.completedAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(id);
    },

    async countRequests(): Promise<number> {
      const row = await db
        .selectFrom('privacy_requests')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Newest first, with the account's name while it exists and the acting admin's. */
    async pageOfRequests(limit: number, offset: number, onlyId?: number) {
      let query = db
        .selectFrom('privacy_requests as p')
        .leftJoin('users as u', 'u.id', 'p.user_id')
        .leftJoin('users as a', 'a.id', 'p.admin_id')
        .select([
          'p.id',
          'p.kind',
          'p.user_id',
          'p.customer_id',
          'p.requested_by',
          'p.requested_at',
          'p.completed_at',
          'u.first_name',
          'u.last_name',
          'u.email as user_email',
          'a.first_name as admin_first_name',
          'a.last_name as admin_last_name',
          'a.email as admin_email',
        ]);
      if (onlyId !== undefined) query = query.where('p.id', '=', onlyId);
      return query.orderBy('p.requested_at', 'desc').orderBy('p.id', 'desc').limit(limit).offset(offset).execute();
    },
  };
}

export type PrivacyRepository = ReturnType<typeof createPrivacyRepository>;
export { chunks };
