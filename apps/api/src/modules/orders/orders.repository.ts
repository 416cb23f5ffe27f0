import type { AccountChoice, DeliveryMethod, Language, OrderProductRecord, PaymentMethod, ShippingDetails } from '@telecom/domain';
import type { Db } from '../../db/connection.js';

/** The order record of spec point 3, as answers show it. */
export interface OrderRecord {
  id: string;
  product: OrderProductRecord;
  customer: ShippingDetails;
  delivery: DeliveryMethod;
  payment: { method: PaymentMethod; status: 'completed'; transactionId: string };
  account: AccountChoice;
  createdAt: string;
}

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

export function createOrdersRepository(db: Db) {
  const insert = db.prepare(
    `INSERT INTO orders (id, user_id, account, product_kind, product, customer, customer_email, delivery, payment_method,
       payment_status, transaction_id, total_price_cents, total_with_vat_cents, language, created_at)
     VALUES (@id, @userId, @account, @productKind, @product, @customer, @customerEmail, @delivery, @paymentMethod,
       @paymentStatus, @transactionId, @totalPriceCents, @totalWithVatCents, @language, @createdAt)`,
  );
  const byUser = db.prepare<[number], OrderRow>('SELECT * FROM orders WHERE user_id = ? ORDER BY created_at DESC, id DESC');
  const byId = db.prepare<[string], OrderRow>('SELECT * FROM orders WHERE id = ?');
  const latestTimestamp = db.prepare<[], { latest: number | null }>(
    "SELECT MAX(CAST(substr(id, 5) AS INTEGER)) AS latest FROM orders WHERE id GLOB 'ORD-[0-9]*'",
  );

  return {
    insert(order: OrderRecord, meta: { userId: number | null; language: Language }): void {
      insert.run({
        id: order.id,
        userId: meta.userId,
        account: order.account,
        productKind: order.product.kind,
        product: JSON.stringify(order.product),
        customer: JSON.stringify(order.customer),
        customerEmail: order.customer.email,
        delivery: order.delivery,
        paymentMethod: order.payment.method,
        paymentStatus: order.payment.status,
        transactionId: order.payment.transactionId,
        totalPriceCents: order.product.totalPriceCents,
        totalWithVatCents: order.product.totalWithVatCents,
        language: meta.language,
        createdAt: order.createdAt,
      });
    },

    findById(id: string): OrderRecord | undefined {
      const row = byId.get(id);
      return row && fromRow(row);
    },

    listForUser(userId: number): OrderRecord[] {
      return byUser.all(userId).map(fromRow);
    },

    /** The timestamp of the newest `ORD-{timestamp}` id, so that ids keep rising across restarts. */
    latestIdTimestamp(): number {
      return latestTimestamp.get()?.latest ?? 0;
    },
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
