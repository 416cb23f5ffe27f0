import { sql, type Kysely } from 'kysely';
import type {
  AccountChoice,
  DeliveryMethod,
  Language,
  OrderProductRecord,
  OrderRecord,
  PaymentMethod,
  ShippingDetails,
} from '@telecom/domain';
import type { Database } from '../../db/schema.js';

/** The order record of spec point 3, as answers show it: the domain's `OrderRecord` (OrderSchema). */
export type { OrderRecord } from '@telecom/domain';

interface OrderRow {
  id: string;
  account: AccountChoice;
  product: string;
  customer: string;
  delivery: DeliveryMethod;
  payment_method: PaymentMethod;
  payment_status: 'completed';
  transaction_id: string;
  created_at: string;
}

function fromRow(row: OrderRow): OrderRecord {
  return {
    id: row.id,
    product: JSON.parse(row.product) as OrderProductRecord,
    customer: JSON.parse(row.customer) as ShippingDetails,
    delivery: row.delivery,
    payment: { method: row.payment_method, status: row.payment_status, transactionId: row.transaction_id },
    account: row.account,
    createdAt: row.created_at,
  };
}

/** The row of `number_sequences` that holds the number of the last order id given out. */
const ORDER_SEQUENCE = 'order';
const ORDER_NUMBER = /^ORD-(\d+)$/;

const COLUMNS = [
  'id',
  'account',
  'product',
  'customer',
  'delivery',
  'payment_method',
  'payment_status',
  'transaction_id',
  'created_at',
] as const;

export function createOrdersRepository(db: Kysely<Database>) {
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

  return {
    /**
     * The number of the next order id (decisions.md §11: unique across instances): one more than the last one given
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

    async insert(order: OrderRecord, meta: { userId: number | null; language: Language }): Promise<void> {
      await db
        .insertInto('orders')
        .values({
          id: order.id,
          user_id: meta.userId,
          account: order.account,
          product_kind: order.product.kind,
          product: JSON.stringify(order.product),
          customer: JSON.stringify(order.customer),
          customer_email: order.customer.email,
          delivery: order.delivery,
          payment_method: order.payment.method,
          payment_status: order.payment.status,
          transaction_id: order.payment.transactionId,
          total_price_cents: order.product.totalPriceCents,
          total_with_vat_cents: order.product.totalWithVatCents,
          language: meta.language,
          created_at: order.createdAt,
        })
        .execute();
    },

    /** The back office's activity line of a placed order. */
    async addOrderActivity(entry: { orderId: string; name: string; timestamp: string }): Promise<void> {
      await db
        .insertInto('activity')
        .values({
          type: 'user',
          message_key: 'activity.orderPlaced',
          params: JSON.stringify({ order: entry.orderId, name: entry.name }),
          timestamp: entry.timestamp,
          status: 'success',
        })
        .execute();
    },

    async findById(id: string): Promise<OrderRecord | undefined> {
      const row = await db.selectFrom('orders').select(COLUMNS).where('id', '=', id).executeTakeFirst();
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
      return rows.map(fromRow);
    },
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
