// SQL of the porting requests (docs/contracts.md §9): a request per paid VOIP order that keeps a number, its history of
// statuses (porting_events), the account's own requests, and the back office's list. Every status change is a
// conditional UPDATE on the status it was read with, so that two admins (or an admin and the carrier's message) move a
// request once.
import { sql, type ExpressionBuilder, type Insertable, type Kysely, type Selectable } from 'kysely';
import {
  normalizeSearch,
  PORTING_STATUSES,
  type ListPage,
  type PortingListQuery,
  type PortingStats,
  type PortingStatus,
} from '@telecom/domain';
import { contains, direction, readPage } from '../../db/list-queries.js';
import type { Database, PortingEventsTable, PortingRequestsTable } from '../../db/schema.js';
import { linkedRecordIds } from '../customers/customers.repository.js';

export type PortingDbRow = Selectable<PortingRequestsTable>;
export type PortingEventDbRow = Selectable<PortingEventsTable>;
export type NewPortingRequest = Omit<Insertable<PortingRequestsTable>, 'id'>;
export type NewPortingEvent = Omit<Insertable<PortingEventsTable>, 'id'>;

/** The requests still on their way: the carrier's messages are read while any is. */
export const OPEN_PORTING_STATUSES = ['requested', 'validated', 'scheduled'] as const satisfies PortingStatus[];

/** The statuses in the order a request goes through them: the list sorts by status this way. */
const lifecycleOrder = sql<number>`CASE status ${sql.join(
  PORTING_STATUSES.map((status, index) => sql`WHEN ${sql.lit(status)} THEN ${sql.lit(index)}`),
  sql` `,
)} END`;

export function createPortingRepository(db: Kysely<Database>) {
  /** A request of the account's own orders, or of its confirmed customer record (docs/contracts.md §6). */
  const ownedBy = (userId: number) => (eb: ExpressionBuilder<Database, 'porting_requests'>) =>
    eb.or([eb('user_id', '=', userId), eb('customer_id', 'in', linkedRecordIds(db, userId))]);

  const filteredList = (query: PortingListQuery) => {
    const search = normalizeSearch(query.search);
    let filtered = db.selectFrom('porting_requests');
    if (search !== '') filtered = filtered.where((eb) => contains(eb.ref('search_key'), search));
    if (query.status !== 'all') filtered = filtered.where('status', '=', query.status);
    return filtered;
  };

  return {
    async insertRequest(request: NewPortingRequest): Promise<number> {
      const { id } = await db.insertInto('porting_requests').values(request).returning('id').executeTakeFirstOrThrow();
      return Number(id);
    },

    async insertEvent(event: NewPortingEvent): Promise<number> {
      const { id } = await db.insertInto('porting_events').values(event).returning('id').executeTakeFirstOrThrow();
      return Number(id);
    },

    async find(id: number): Promise<PortingDbRow | undefined> {
      return db.selectFrom('porting_requests').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async findByOrder(orderId: string): Promise<PortingDbRow | undefined> {
      return db.selectFrom('porting_requests').selectAll().where('order_id', '=', orderId).executeTakeFirst();
    },

    async findByCarrierRef(ref: string): Promise<PortingDbRow | undefined> {
      return db.selectFrom('porting_requests').selectAll().where('carrier_ref', '=', ref).executeTakeFirst();
    },

    async findEvent(id: number): Promise<PortingEventDbRow | undefined> {
      return db.selectFrom('porting_events').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** The account's requests, newest first. */
    async listOfUser(userId: number): Promise<PortingDbRow[]> {
      return db
        .selectFrom('porting_requests')
        .selectAll()
        .where(ownedBy(userId))
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },

    /** The history of the requests, each oldest first. */
    async eventsOf(portingIds: readonly number[]): Promise<PortingEventDbRow[]> {
      if (portingIds.length === 0) return [];
      return db
        .selectFrom('porting_events')
        .selectAll()
        .where('porting_id', 'in', [...portingIds])
        .orderBy('porting_id')
        .orderBy('id')
        .execute();
    },

    /** Moves the request from `from` to `to`: true for the one change that found it still at `from`. */
    async move(
      id: number,
      from: PortingStatus,
      change: Pick<PortingDbRow, 'status' | 'updated_at'> & Partial<Pick<PortingDbRow, 'scheduled_date' | 'reason'>>,
    ): Promise<boolean> {
      const result = await db
        .updateTable('porting_requests')
        .set(change)
        .where('id', '=', id)
        .where('status', '=', from)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Keeps the carrier's dossier id, once. */
    async setCarrierRef(id: number, ref: string): Promise<void> {
      await db
        .updateTable('porting_requests')
        .set({ carrier_ref: ref })
        .where('id', '=', id)
        .where('carrier_ref', 'is', null)
        .execute();
    },

    async linkSubscription(id: number, subscriptionId: number): Promise<void> {
      await db.updateTable('porting_requests').set({ subscription_id: subscriptionId }).where('id', '=', id).execute();
    },

    /** Whether any request is still on its way. */
    async hasOpen(): Promise<boolean> {
      const row = await db
        .selectFrom('porting_requests')
        .select('id')
        .where('status', 'in', OPEN_PORTING_STATUSES)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** One page of the back office's list: search over search_key, the status filter, the sort, the id as tie-break. */
    async list(query: PortingListQuery): Promise<ListPage<PortingDbRow>> {
      const filtered = filteredList(query);
      const { total } = await filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
      return readPage(Number(total), query, async (window) => {
        const dir = direction(query.dir, window);
        let ordered = filtered.selectAll();
        if (query.sort === 'createdAt') ordered = ordered.orderBy('created_at', dir);
        else if (query.sort === 'number') ordered = ordered.orderBy('number', dir);
        else if (query.sort === 'customerName') ordered = ordered.orderBy('name_key', dir);
        else if (query.sort === 'status') ordered = ordered.orderBy(lifecycleOrder, dir);
        // Requests without a date last, in either direction (SQLite and PostgreSQL place NULL differently).
        else
          ordered = ordered
            .orderBy(sql<number>`CASE WHEN scheduled_date IS NULL THEN 1 ELSE 0 END`, direction('asc', window))
            .orderBy('scheduled_date', dir);
        return ordered.orderBy('id', dir).limit(window.limit).offset(window.offset).execute();
      });
    },

    /** The stat cards: requests per status, over every request. */
    async stats(): Promise<PortingStats> {
      const rows = await db
        .selectFrom('porting_requests')
        .select((eb) => ['status', eb.fn.countAll<number>().as('count')])
        .groupBy('status')
        .execute();
      const count = (status: PortingStatus) => Number(rows.find((row) => row.status === status)?.count ?? 0);
      return {
        requested: count('requested'),
        validated: count('validated'),
        scheduled: count('scheduled'),
        completed: count('completed'),
        rejected: count('rejected'),
      };
    },
  };
}

export type PortingRepository = ReturnType<typeof createPortingRepository>;
