// The built-in simulated payment provider (docs/contracts.md §7): its payments are rows of `simulated_payments`, so that
// every instance on the database shares them. Cards settle within createPayment after `PAYMENT_DELAY_MS` (the test
// card DECLINED_TEST_CARD fails); iDEAL, PayPal and Apple Pay stay open until the visitor acts on the hosted page
// `/betalen/{transactionId}` (simulate), or expire at `expiresAt`.
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Kysely, Selectable } from 'kysely';
import { TRANSACTION_ID_PREFIX } from '@telecom/domain';
import type { Database, SimulatedPaymentsTable } from '../../db/schema.js';
import { systemClock, type Clock } from '../../lib/clock.js';
import {
  PaymentNotOpenError,
  RefundRefusedError,
  type PaymentProvider,
  type ProviderPayment,
} from './payment-provider.js';

/** The simulated provider declines this test card number, so that the failure path can be tried. */
export const DECLINED_TEST_CARD = '4000000000000002';

/** `TX-` and 12 random upper-case hex digits. */
export const newTransactionId = () => `${TRANSACTION_ID_PREFIX}${randomBytes(6).toString('hex').toUpperCase()}`;

/** The simulated provider's hosted payment page, in the site. */
export const hostedPagePath = (transactionId: string) => `/betalen/${transactionId}`;

export interface SimulatedProviderOptions {
  db: Kysely<Database>;
  /** How long a card payment takes (spec point 7: 2 s; 0 in tests). */
  delayMs: number;
  clock?: Clock;
  /** The transaction ids it gives out: random by default; the demo seed gives replayable ones. */
  transactionId?: () => string;
}

type Row = Selectable<SimulatedPaymentsTable>;

function toPayment(row: Row): ProviderPayment {
  return {
    transactionId: row.transaction_id,
    orderId: row.order_id,
    status: row.status,
    amountCents: Number(row.amount_cents),
    method: row.method,
    description: row.description,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    ...(row.paid_at ? { paidAt: row.paid_at } : {}),
    ...(row.status === 'open' ? { checkoutUrl: hostedPagePath(row.transaction_id) } : {}),
  };
}

export type SimulatedPaymentProvider = Required<PaymentProvider>;

export function createSimulatedPaymentProvider({
  db,
  delayMs,
  clock = systemClock,
  transactionId: nextTransactionId = newTransactionId,
}: SimulatedProviderOptions): SimulatedPaymentProvider {
  const now = () => clock.now().toISOString();

  /** The row, with an open payment past its expiry moved to `expired` first (a conditional update: once). */
  async function read(transactionId: string): Promise<Row | undefined> {
    await db
      .updateTable('simulated_payments')
      .set({ status: 'expired' })
      .where('transaction_id', '=', transactionId)
      .where('status', '=', 'open')
      .where('expires_at', '<=', now())
      .execute();
    return db
      .selectFrom('simulated_payments')
      .selectAll()
      .where('transaction_id', '=', transactionId)
      .executeTakeFirst();
  }

  return {
    async createPayment(request) {
      const transactionId = nextTransactionId();
      const isCard = request.method === 'creditcard';
      let status: ProviderPayment['status'] = 'open';
      if (isCard) {
        if (delayMs > 0) await sleep(delayMs);
        status = request.card?.number.replace(/\D/g, '') === DECLINED_TEST_CARD ? 'failed' : 'paid';
      }
      const createdAt = now();
      await db
        .insertInto('simulated_payments')
        .values({
          transaction_id: transactionId,
          order_id: request.orderId,
          method: request.method,
          amount_cents: request.amountCents,
          description: request.description,
          status,
          bank: null,
          return_url: request.returnUrl,
          webhook_url: request.webhookUrl,
          created_at: createdAt,
          expires_at: request.expiresAt,
          paid_at: status === 'paid' ? createdAt : null,
          refund_id: null,
          refunded_at: null,
        })
        .execute();
      return { transactionId, status, ...(status === 'open' ? { checkoutUrl: hostedPagePath(transactionId) } : {}) };
    },

    // The simulated mandate always pays: the direct debit of an auto top-up settles at once.
    async collect(request) {
      const transactionId = nextTransactionId();
      const createdAt = now();
      await db
        .insertInto('simulated_payments')
        .values({
          transaction_id: transactionId,
          order_id: request.orderId,
          method: request.method,
          amount_cents: request.amountCents,
          description: request.description,
          status: 'paid',
          bank: null,
          return_url: '',
          webhook_url: request.webhookUrl,
          created_at: createdAt,
          expires_at: createdAt,
          paid_at: createdAt,
          refund_id: null,
          refunded_at: null,
        })
        .execute();
      return { transactionId, status: 'paid' };
    },

    async getPayment(transactionId) {
      const row = await read(transactionId);
      return row && toPayment(row);
    },

    async refund(transactionId, amountCents) {
      const row = await read(transactionId);
      if (!row || row.status !== 'paid') throw new RefundRefusedError('the payment is not paid');
      if (amountCents <= 0 || amountCents > Number(row.amount_cents))
        throw new RefundRefusedError('more than was paid');
      const refundId = `RE-${randomBytes(6).toString('hex').toUpperCase()}`;
      // One refund per payment, taken by a conditional update: two refunds at once cannot both succeed.
      const result = await db
        .updateTable('simulated_payments')
        .set({ refund_id: refundId, refunded_cents: amountCents, refunded_at: now() })
        .where('transaction_id', '=', transactionId)
        .where('refund_id', 'is', null)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) throw new RefundRefusedError('already refunded');
      return { refundId, status: 'refunded' };
    },

    async simulate(transactionId, outcome, bank) {
      const row = await read(transactionId);
      if (!row) return undefined;
      const result = await db
        .updateTable('simulated_payments')
        .set({ status: outcome, bank: bank ?? null, paid_at: outcome === 'paid' ? now() : null })
        .where('transaction_id', '=', transactionId)
        .where('status', '=', 'open')
        .where('expires_at', '>', now())
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) throw new PaymentNotOpenError();
      return toPayment((await read(transactionId))!);
    },
  };
}
