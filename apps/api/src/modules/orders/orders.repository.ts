// SQL of the order chain (docs/contracts.md §7): orders with their status and payment, the Idempotency-Key records, and
// the back office's order list. Every status change is a conditional UPDATE (`WHERE status = 'pending'`), so that
// two instances that hear of the same payment change it once.
import { sql, type Kysely, type Selectable, type SqlBool } from 'kysely';
import {
  foldCase,
  type BusinessDetails,
  normalizeSearch,
  type AccountChoice,
  type DeliveryMethod,
  type Language,
  type ListPage,
  type OrderListQuery,
  type OrderProductRecord,
  type OrderRecord,
  type OrderRow,
  type OrderStats,
  type OrderStatus,
  type PaymentStatus,
  type ShippingDetails,
} from '@telecom/domain';
import { contains, direction, isSqlite, readPage, trigramPhrase } from '../../db/list-queries.js';
import { orderCounts } from '../../db/stat-counters.js';
import { actorColumns } from '../activity/activity.repository.js';
import type { Database, OrdersTable } from '../../db/schema.js';

/** The order record of spec point 3, as answers show it: the domain's `OrderRecord` (OrderSchema). */
export type { OrderRecord } from '@telecom/domain';

/** An order with what the answers do not show. */
export interface StoredOrder {
  order: OrderRecord;
  userId: number | null;
  customerId: number | null;
  language: Language;
  accessTokenHash: string | null;
  paymentExpiresAt: string;
}

const COLUMNS = [
  'id',
  'user_id',
  'account',
  'product',
  'customer',
  'delivery',
  'status',
  'payment_method',
  'payment_status',
  'transaction_id',
  'payment_redirect_url',
  'payment_expires_at',
  'access_token_hash',
  'customer_id',
  'language',
  'created_at',
  'paid_at',
  'business',
] as const;

type Row = Selectable<Pick<OrdersTable, (typeof COLUMNS)[number]>>;

function fromRow(row: Row): StoredOrder {
  const product = JSON.parse(row.product) as OrderProductRecord;
  const business = row.business === null ? null : (JSON.parse(row.business) as BusinessDetails);
  return {
    order: {
      id: row.id,
      product,
      customer: JSON.parse(row.customer) as ShippingDetails,
      business,
      // Only a reverse-charged business pays 0% (pricing/vat.ts, docs/decisions/042-vat-by-country.md).
      reverseCharge: business?.vatNumber !== undefined && product.vatPercent === 0,
      delivery: row.delivery as DeliveryMethod,
      status: row.status,
      payment: {
        method: row.payment_method,
        status: row.payment_status,
        transactionId: row.transaction_id,
        ...(row.payment_status === 'open' && row.payment_redirect_url ? { redirectUrl: row.payment_redirect_url } : {}),
      },
      account: row.account as AccountChoice,
      createdAt: row.created_at,
      paidAt: row.paid_at,
    },
    userId: row.user_id,
    customerId: row.customer_id,
    language: row.language,
    accessTokenHash: row.access_token_hash,
    paymentExpiresAt: row.payment_expires_at,
  };
}

/** The row of `number_sequences` that holds the number of the last order id given out. */
const ORDER_SEQUENCE = 'order';
const ORDER_NUMBER = /^ORD-(\d+)$/;

/** ORDER BY column per sort key of the back office's list. */
const ORDER_LIST_ORDER = {
  createdAt: 'created_at',
  id: 'id',
  customerName: 'name_key',
  total: 'total_with_vat_cents',
  status: 'status',
} as const satisfies Record<OrderListQuery['sort'], keyof OrdersTable>;

const ROW_COLUMNS = [
  'id',
  'customer',
  'customer_email',
  'customer_id',
  'product_kind',
  'product',
  'total_with_vat_cents',
  'status',
  'payment_method',
  'payment_status',
  'created_at',
  'paid_at',
] as const;

function toOrderRow(row: Pick<OrdersTable, (typeof ROW_COLUMNS)[number]>): OrderRow {
  const totalCents = Number(row.total_with_vat_cents);
  return {
    id: row.id,
    customerName: (JSON.parse(row.customer) as ShippingDetails).name,
    customerEmail: row.customer_email,
    customerId: row.customer_id,
    kind: row.product_kind,
    productName: (JSON.parse(row.product) as OrderProductRecord).name,
    total: totalCents / 100,
    totalCents,
    status: row.status,
    paymentMethod: row.payment_method,
    paymentStatus: row.payment_status,
    createdAt: row.created_at,
    paidAt: row.paid_at,
  };
}

export interface NewOrder {
  order: OrderRecord;
  userId: number | null;
  language: Language;
  accessTokenHash: string | null;
  paymentExpiresAt: string;
  /** When the consumer consented at checkout that the service starts at once (docs/contracts.md §13). */
  withdrawalConsentAt?: string | null;
}

export function createOrdersRepository(db: Kysely<Database>) {
  const sqlite = isSqlite(db);
  /** The number of the highest `ORD-<number>` id stored, 0 when there is none. */
  async function highestOrderNumber(): Promise<number> {
    // The longest id holds the largest number; among equally long ones the last in (byte) order.
    const row = await db
      .selectFrom('orders')
      .select('id')
      .where('id', 'like', 'ORD-%')
      .orderBy(sql`length(id)`, 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    const match = row && ORDER_NUMBER.exec(row.id);
    return match ? Number(match[1]) : 0;
  }

  const changed = (result: { numUpdatedRows: bigint }) => Number(result.numUpdatedRows) > 0;

  return {
    /**
     * The number of the next order id (docs/contracts.md §11: unique across instances): one more than the last one given
     * out, or `atLeast` (the current millisecond) when that is larger, so that ids read as `ORD-{timestamp}` and
     * keep rising. The row's update is atomic on both databases: two instances never get the same number. The row is
     * made, above every stored id, the first time.
     */
    async nextOrderNumber(atLeast: number): Promise<number> {
      const exists = await db
        .selectFrom('number_sequences')
        .select('last_value')
        .where('name', '=', ORDER_SEQUENCE)
        .executeTakeFirst();
      if (!exists) {
        const highest = await highestOrderNumber();
        await db
          .insertInto('number_sequences')
          .values({ name: ORDER_SEQUENCE, last_value: highest })
          .onConflict((oc) => oc.column('name').doNothing())
          .execute();
      }
      const next = sql<number>`last_value + 1`;
      const { last_value } = await db
        .updateTable('number_sequences')
        .set({ last_value: sql<number>`CASE WHEN ${next} > ${atLeast} THEN ${next} ELSE ${atLeast} END` })
        .where('name', '=', ORDER_SEQUENCE)
        .returning('last_value')
        .executeTakeFirstOrThrow();
      return Number(last_value);
    },

    async insert({
      order,
      userId,
      language,
      accessTokenHash,
      paymentExpiresAt,
      withdrawalConsentAt = null,
    }: NewOrder): Promise<void> {
      await db
        .insertInto('orders')
        .values({
          id: order.id,
          user_id: userId,
          account: order.account,
          product_kind: order.product.kind,
          product: JSON.stringify(order.product),
          customer: JSON.stringify(order.customer),
          business: order.business === null ? null : JSON.stringify(order.business),
          customer_email: order.customer.email,
          delivery: order.delivery,
          status: order.status,
          payment_method: order.payment.method,
          payment_status: order.payment.status,
          transaction_id: order.payment.transactionId,
          payment_redirect_url: order.payment.redirectUrl ?? null,
          payment_expires_at: paymentExpiresAt,
          access_token_hash: accessTokenHash,
          total_price_cents: order.product.totalPriceCents,
          total_with_vat_cents: order.product.totalWithVatCents,
          language,
          created_at: order.createdAt,
          paid_at: order.paidAt,
          refunded_at: null,
          customer_id: null,
          name_key: foldCase(order.customer.name),
          email_key: foldCase(order.customer.email),
          withdrawal_consent_at: withdrawalConsentAt,
        })
        .execute();
    },

    /** The provider's answer to a new payment: its id and hosted page. */
    async setPayment(id: string, payment: { transactionId: string; redirectUrl: string | null }): Promise<void> {
      await db
        .updateTable('orders')
        .set({ transaction_id: payment.transactionId, payment_redirect_url: payment.redirectUrl })
        .where('id', '=', id)
        .execute();
    },

    /** pending → paid; true when this call made the change. */
    async markPaid(id: string, paidAt: string): Promise<boolean> {
      return changed(
        await db
          .updateTable('orders')
          .set({ status: 'paid', payment_status: 'paid', paid_at: paidAt })
          .where('id', '=', id)
          .where('status', '=', 'pending')
          .executeTakeFirst(),
      );
    },

    /** pending → failed (the payment failed or was canceled) or expired; true when this call made the change. */
    async markUnpaid(id: string, status: 'failed' | 'expired', paymentStatus: PaymentStatus): Promise<boolean> {
      return changed(
        await db
          .updateTable('orders')
          .set({ status, payment_status: paymentStatus })
          .where('id', '=', id)
          .where('status', '=', 'pending')
          .executeTakeFirst(),
      );
    },

    /** paid → refunded; true when this call made the change. */
    async markRefunded(id: string, refundedAt: string): Promise<boolean> {
      return changed(
        await db
          .updateTable('orders')
          .set({ status: 'refunded', refunded_at: refundedAt })
          .where('id', '=', id)
          .where('status', '=', 'paid')
          .executeTakeFirst(),
      );
    },

    /**
     * paid → withdrawn (docs/contracts.md §13), with when and what is refunded; true when this call made the change, so
     * that of two withdrawals at once one goes on.
     */
    async markWithdrawn(id: string, withdrawnAt: string, refundCents: number): Promise<boolean> {
      return changed(
        await db
          .updateTable('orders')
          .set({ status: 'withdrawn', withdrawn_at: withdrawnAt, withdrawal_refund_cents: refundCents })
          .where('id', '=', id)
          .where('status', '=', 'paid')
          .executeTakeFirst(),
      );
    },

    /** withdrawn → paid again: the provider refused the refund, so the withdrawal did not happen. */
    async undoWithdrawn(id: string): Promise<void> {
      await db
        .updateTable('orders')
        .set({ status: 'paid', withdrawn_at: null, withdrawal_refund_cents: null })
        .where('id', '=', id)
        .where('status', '=', 'withdrawn')
        .execute();
    },

    /** When the order was withdrawn from and what was refunded; nulls when it was not. */
    async withdrawalOf(id: string): Promise<{ withdrawnAt: string | null; refundCents: number | null }> {
      const row = await db
        .selectFrom('orders')
        .select(['withdrawn_at', 'withdrawal_refund_cents'])
        .where('id', '=', id)
        .executeTakeFirst();
      return {
        withdrawnAt: row?.withdrawn_at ?? null,
        refundCents: row?.withdrawal_refund_cents == null ? null : Number(row.withdrawal_refund_cents),
      };
    },

    /** The account of an order as the customer records read it (account-links' BookingAccount). */
    async bookingAccount(userId: number) {
      const row = await db
        .selectFrom('users')
        .select(['id', 'first_name', 'last_name', 'email', 'email_verified_at'])
        .where('id', '=', userId)
        .executeTakeFirst();
      return (
        row && {
          id: row.id,
          firstName: row.first_name,
          lastName: row.last_name,
          email: row.email,
          emailVerifiedAt: row.email_verified_at,
        }
      );
    },

    /**
     * Whether the account has had the AI assistant's free trial (docs/contracts.md §12, one per account): an assistant
     * order of the account that was paid (refunded ones too: `paid_at` stays), or a trial being placed (pending at €0,
     * paid a moment later). Failed and expired orders never started a service and do not count.
     */
    async aiTrialUsed(userId: number): Promise<boolean> {
      const row = await db
        .selectFrom('orders')
        .select('id')
        .where('user_id', '=', userId)
        .where('product_kind', '=', 'ai-assistant')
        .where((eb) =>
          eb.or([
            eb('paid_at', 'is not', null),
            eb.and([eb('status', '=', 'pending'), eb('total_price_cents', '=', 0)]),
          ]),
        )
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * Holds the account's row until the transaction ends, so that its orders are placed one after another and a second
     * assistant order at the same moment sees the first one's trial. PostgreSQL locks the row; SQLite runs one write
     * transaction at a time already.
     */
    async lockAccount(userId: number): Promise<void> {
      if (isSqlite(db)) return;
      await db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
    },

    async setCustomer(id: string, customerId: number): Promise<void> {
      await db.updateTable('orders').set({ customer_id: customerId }).where('id', '=', id).execute();
    },

    /**
     * Every pending order whose open payment is past its expiry becomes `expired` (one conditional UPDATE: safe on
     * several instances); `id` limits it to one order. Returns how many changed.
     */
    async expireOverdue(now: string, id?: string): Promise<number> {
      let update = db
        .updateTable('orders')
        .set({ status: 'expired', payment_status: 'expired' })
        .where('status', '=', 'pending')
        .where('payment_expires_at', '<=', now);
      if (id !== undefined) update = update.where('id', '=', id);
      return Number((await update.executeTakeFirst()).numUpdatedRows);
    },

    /** The back office's activity line of a paid order. */
    async addOrderActivity(entry: { orderId: string; name: string; timestamp: string }): Promise<void> {
      await db
        .insertInto('activity')
        .values({
          type: 'user',
          message_key: 'activity.orderPlaced',
          params: JSON.stringify({ order: entry.orderId, name: entry.name }),
          timestamp: entry.timestamp,
          status: 'success',
          ...actorColumns(),
        })
        .execute();
    },

    async findById(id: string): Promise<StoredOrder | undefined> {
      const row = await db.selectFrom('orders').select(COLUMNS).where('id', '=', id).executeTakeFirst();
      return row && fromRow(row);
    },

    async findByTransactionId(transactionId: string): Promise<StoredOrder | undefined> {
      const row = await db
        .selectFrom('orders')
        .select(COLUMNS)
        .where('transaction_id', '=', transactionId)
        .executeTakeFirst();
      return row && fromRow(row);
    },

    async listForUser(userId: number): Promise<OrderRecord[]> {
      const rows = await db
        .selectFrom('orders')
        .select(COLUMNS)
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      return rows.map((row) => fromRow(row).order);
    },

    /** The back office's order list of a parsed query: filter → sort → page, ties by id. */
    async listOrders(query: OrderListQuery): Promise<ListPage<OrderRow>> {
      const search = normalizeSearch(query.search);
      let filtered = db.selectFrom('orders');
      // SQLite finds a search of three characters or more through its trigram table (migration 028), whose rowid is
      // the order's number; PostgreSQL's trigram indexes serve the LIKE (migration 019).
      const phrase = sqlite ? trigramPhrase(search) : null;
      if (phrase !== null)
        filtered = filtered.where(
          (eb) =>
            sql<SqlBool>`${eb.ref('orders.id')} IN (SELECT 'ORD-' || rowid FROM orders_search WHERE orders_search MATCH ${phrase})`,
        );
      else if (search !== '')
        filtered = filtered.where((eb) =>
          eb.or([
            contains(sql<string>`lower(${eb.ref('id')})`, search),
            contains(eb.ref('name_key'), search),
            contains(eb.ref('email_key'), search),
          ]),
        );
      if (query.status !== 'all') filtered = filtered.where('status', '=', query.status);
      if (query.kind !== 'all') filtered = filtered.where('product_kind', '=', query.kind);
      if (query.month !== '') filtered = filtered.where('created_at', 'like', `${query.month}-%`);
      // A search alone is counted in the trigram table, which holds one entry per order (10 ms less at 8,000 found).
      const searchOnly = phrase !== null && query.status === 'all' && query.kind === 'all' && query.month === '';
      const { total } = searchOnly
        ? await sql<{
            total: number;
          }>`SELECT count(*) AS total FROM orders_search WHERE orders_search MATCH ${phrase}`
            .execute(db)
            .then(({ rows }) => rows[0]!)
        : await filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
      const column = ORDER_LIST_ORDER[query.sort];
      return readPage(Number(total), query, async (window) => {
        const dir = direction(query.dir, window);
        const page = filtered.orderBy(column, dir).orderBy('id', dir).limit(window.limit).offset(window.offset);
        // A search picks the page's ids first, sorting only ids and sort keys (`orders_id_created` holds both for the
        // newest first), and reads whole rows only for the page: 16 ms instead of 40 for 8,000 orders found.
        const source =
          search === ''
            ? page
            : db.selectFrom('orders').where('id', 'in', page.select('id')).orderBy(column, dir).orderBy('id', dir);
        return (await source.select(ROW_COLUMNS).execute()).map(toOrderRow);
      });
    },

    /** The order list's stat cards over every order, from the counters (db/stat-counters.ts). */
    async orderStats(): Promise<OrderStats> {
      const counts = await orderCounts(db);
      const of = (status: OrderStatus) => counts.find((row) => row.status === status);
      const count = (status: OrderStatus) => of(status)?.count ?? 0;
      const paidRevenueCents = of('paid')?.totalWithVatCents ?? 0;
      return {
        paid: count('paid'),
        pending: count('pending'),
        failed: count('failed') + count('expired'),
        // A withdrawal is a refund too (docs/contracts.md §13): the card counts both.
        refunded: count('refunded') + count('withdrawn'),
        paidRevenue: paidRevenueCents / 100,
        paidRevenueCents,
      };
    },

    // --- Idempotency-Key

    /** Takes the key for this request; false when another request has it already. */
    async claimIdempotencyKey(key: string, requestHash: string, createdAt: string): Promise<boolean> {
      const row = await db
        .insertInto('idempotency_keys')
        .values({ key, request_hash: requestHash, order_id: null, access_token: null, created_at: createdAt })
        .onConflict((oc) => oc.column('key').doNothing())
        .returning('key')
        .executeTakeFirst();
      return row !== undefined;
    },

    async findIdempotencyKey(
      key: string,
    ): Promise<{ requestHash: string; orderId: string | null; accessToken: string | null } | undefined> {
      const row = await db
        .selectFrom('idempotency_keys')
        .select(['request_hash', 'order_id', 'access_token'])
        .where('key', '=', key)
        .executeTakeFirst();
      return row && { requestHash: row.request_hash, orderId: row.order_id, accessToken: row.access_token };
    },

    async completeIdempotencyKey(key: string, orderId: string, accessToken: string): Promise<void> {
      await db
        .updateTable('idempotency_keys')
        .set({ order_id: orderId, access_token: accessToken })
        .where('key', '=', key)
        .execute();
    },

    /** Gives a key free again after its request failed before it had an answer. */
    async releaseIdempotencyKey(key: string): Promise<void> {
      await db.deleteFrom('idempotency_keys').where('key', '=', key).where('order_id', 'is', null).execute();
    },

    /** Deletes at most `limit` keys taken before `createdAt`, the oldest first; answers how many it deleted. */
    async deleteIdempotencyKeysBefore(createdAt: string, limit: number): Promise<number> {
      const result = await db
        .deleteFrom('idempotency_keys')
        .where('key', 'in', (eb) =>
          eb
            .selectFrom('idempotency_keys')
            .select('key')
            .where('created_at', '<', createdAt)
            .orderBy('created_at')
            .limit(limit),
        )
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
