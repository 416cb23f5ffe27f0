// Placing an order (decisions.md §1, §2, §4): the request is validated by the router with the domain's
// OrderRequestSchema; here the server prices the product itself with `priceOrderProduct`, charges the payment
// provider, stores the order and mails the confirmation. Prices sent by a client never get this far.
import {
  BRAND_NAME,
  calendarMonthOf,
  createOrderRequestSchema,
  formatEuro,
  orderId as formatOrderId,
  orderProductName,
  priceOrderProduct,
  translateMessage,
  type Language,
  type MessageKey,
  type OrderRequest,
} from '@telecom/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import type { BackgroundTasks } from '../../lib/background-tasks.js';
import type { Mailer } from '../../lib/mailer.js';
import type { Session } from '../auth/auth.service.js';
import { systemClock, type Clock } from '../../lib/clock.js';
import { createAccountLinks } from '../customers/account-links.js';
import { createOrdersRepository, type OrderRecord } from './orders.repository.js';
import { PaymentDeclinedError, type PaymentProvider } from './payment-provider.js';

export interface OrdersServiceOptions {
  db: Kysely<Database>;
  payments: PaymentProvider;
  mailer: Mailer;
  /** Work after the answer (the confirmation mail), which a stopping server lets finish. */
  background: BackgroundTasks;
  /** "Now": the card's expiry, the order's id and time; tests and the demo seed fix it. */
  clock?: Clock;
}

const LOCALES: Record<Language, string> = { en: 'en-GB', nl: 'nl-NL', es: 'es-ES' };

export function createOrdersService({ db, payments, mailer, background, clock = systemClock }: OrdersServiceOptions) {
  const orders = createOrdersRepository(db);

  /**
   * `ORD-{timestamp}`, unique across every instance on the database: the number comes from the database, one more
   * than the last one given out when two orders share a millisecond.
   */
  async function nextOrderId(): Promise<string> {
    return formatOrderId(await orders.nextOrderNumber(clock.now().getTime()));
  }

  async function sendConfirmation(order: OrderRecord, language: Language): Promise<void> {
    const t = (key: MessageKey, params: Record<string, string> = {}) =>
      translateMessage(key, language, { brand: BRAND_NAME, ...params });
    const euro = (cents: number) => formatEuro(cents, LOCALES[language]);
    const { product, customer } = order;
    await mailer.send({
      to: customer.email,
      subject: t('mail.order.subject', { orderId: order.id }),
      text: [
        t('mail.order.greeting', { name: customer.name }),
        '',
        t('mail.order.intro', { transactionId: order.payment.transactionId }),
        '',
        t('mail.order.product', { product: orderProductName(product, language) }),
        t(product.billing === 'monthly' ? 'mail.order.totalMonthly' : 'mail.order.totalOnce', {
          price: euro(product.totalPriceCents),
          priceWithVat: euro(product.totalWithVatCents),
        }),
        t(order.delivery === 'sms' ? 'mail.order.delivery.sms' : 'mail.order.delivery.email', {
          to: order.delivery === 'sms' ? customer.phone : customer.email,
        }),
        '',
        t('mail.signature'),
        '',
      ].join('\n'),
    });
  }

  return {
    /** The schema an order request is validated with now: it refuses a card that expired before this month. */
    requestSchema() {
      return createOrderRequestSchema(calendarMonthOf(clock.now()));
    },

    /**
     * Places the order. A guest order needs no account; "existing" and "new" need the token of that account (the
     * wizard logs in or registers first), so that the order is linked to it. Any valid token links the order.
     */
    async place(request: OrderRequest, session: Session | undefined, language: Language): Promise<OrderRecord> {
      if (request.account !== 'guest' && !session) throw new AppError(401, 'UNAUTHENTICATED');
      const product = priceOrderProduct(request.product);
      const id = await nextOrderId();
      let payment;
      try {
        payment = await payments.charge({
          orderId: id,
          amountCents: product.totalWithVatCents,
          method: request.payment.method,
          cardNumber: request.payment.method === 'creditcard' ? request.payment.card.number : undefined,
        });
      } catch (error) {
        if (error instanceof PaymentDeclinedError) throw new AppError(402, 'PAYMENT_FAILED');
        throw error;
      }
      const order: OrderRecord = {
        id,
        product,
        customer: request.customer,
        delivery: request.delivery,
        payment: { method: request.payment.method, status: payment.status, transactionId: payment.transactionId },
        account: request.account,
        createdAt: clock.now().toISOString(),
      };
      const userId = session?.user.id ?? null;
      await db.transaction().execute(async (trx) => {
        const stored = createOrdersRepository(trx);
        await stored.insert(order, { userId, language });
        // The back office sees the sale: on the account's (or guest's) customer record and in the activity list. The
        // shipping address never links a record to an account (decisions.md §6).
        await createAccountLinks(trx).bookOrder({
          account: session?.user ?? null,
          shipping: { name: order.customer.name, email: order.customer.email },
          amountCents: product.totalWithVatCents,
          createdAt: order.createdAt,
        });
        await stored.addOrderActivity({ orderId: id, name: order.customer.name, timestamp: order.createdAt });
      });
      background.run(() => sendConfirmation(order, language), `the confirmation of order ${id}`);
      return order;
    },

    listForUser(session: Session): Promise<OrderRecord[]> {
      return orders.listForUser(session.user.id);
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
