// The order chain (docs/contracts.md §7): an order is validated by the router with the domain's OrderRequestSchema, priced
// here by the server (`priceOrderProduct`; prices sent by a client never get this far), stored `pending` with its
// payment `open`, and only then is the payment created at the provider. A card settles within the request; iDEAL,
// PayPal and Apple Pay send the visitor to the provider's hosted page, and the provider's webhook (or the simulated
// page's buttons) moves the order on. Only a paid order is booked on a customer record, named in the activity list,
// handed to `onOrderPaid` (its invoice) and confirmed by mail. An open payment expires after 15 minutes.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  BRAND_NAME,
  calendarMonthOf,
  createOrderRequestSchema,
  formatEuro,
  formatPhoneNumber,
  nextInvoiceDate,
  trialEndOf,
  orderId as formatOrderId,
  orderProductName,
  PAYMENT_EXPIRY_MINUTES,
  priceOrderProduct,
  translateMessage,
  vatTreatment,
  type AdminOrderAnswer,
  type Language,
  type MessageKey,
  type OrderListAnswer,
  type OrderListQuery,
  type OrderRequest,
  type PaymentStatus,
  type PlaceOrderAnswer,
} from '@telecom/domain';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import type { Session } from '../auth/auth.service.js';
import { systemClock, type Clock } from '../../lib/clock.js';
import { deleteInBatches, type HousekeepingOptions } from '../../lib/housekeeping.js';
import { formatDate } from '../../lib/mail-format.js';
import type { OrderLinks } from '../../lib/order-links.js';
import { createAccountLinks } from '../customers/account-links.js';
import { publishWebhook } from '../webhooks/webhooks.service.js';
import type { ComposedAttachment, ComposedMail, MailOutbox } from '../jobs/mail-outbox.js';
import { RefundRefusedError, type PaymentProvider } from '../payments/payment-provider.js';
import { createOrdersRepository, type OrderRecord, type StoredOrder } from './orders.repository.js';

/** What `onOrderStoring` is given: the order being stored (pending), the request it was made of, its payment's expiry. */
export interface StoringOrder {
  order: OrderRecord;
  request: OrderRequest;
  paymentExpiresAt: string;
}

/** What `onOrderPaid` is given: the paid order, the customer record it was booked on, its account and language. */
export interface PaidOrder {
  order: OrderRecord;
  customerId: number;
  userId: number | null;
  language: Language;
}

export interface OrdersServiceOptions {
  db: Kysely<Database>;
  payments: PaymentProvider;
  /** Where the confirmation mail is written, in the paid order's transaction (docs/contracts.md §12). */
  mail: MailOutbox;
  /** The site's address: the provider's return and webhook URLs are made from it. */
  publicUrl: string;
  /** The signed links of the order's mails (lib/order-links.ts): a guest's order link, and reading the order by it. */
  orderLinks: OrderLinks;
  /** "Now", for the card's expiry and the payment's; tests move it. */
  clock?: Clock;
  /**
   * Runs in the transaction that stores a new order, before its payment is created (a VOIP order takes its number);
   * an AppError it throws is the answer, and nothing is stored.
   */
  onOrderStoring?: (trx: Transaction<Database>, storing: StoringOrder) => Promise<void>;
  /** Runs in the transaction that marks an order failed (its payment failed or was cancelled), once per order. */
  onOrderUnpaid?: (trx: Transaction<Database>, unpaid: { orderId: string }) => Promise<void>;
  /** Runs in the transaction that marks an order paid, once per order (the invoice, docs/contracts.md §7). */
  onOrderPaid?: (trx: Transaction<Database>, paid: PaidOrder) => Promise<void>;
  /** Runs in the transaction that marks an order refunded, once per order (the credit note). */
  onOrderRefunded?: (trx: Transaction<Database>, refunded: { order: OrderRecord }) => Promise<void>;
  /** After a paid order's commit: the jobs its hooks enqueued (the eSIM's provisioning) are due now. */
  afterOrderPaid?: () => void;

  /**
   * A document the confirmation mail carries (the contract summary, docs/contracts.md §13), in the order's language;
   * made in the paid order's transaction, which it reads through.
   */
  confirmationAttachment?: (
    trx: Transaction<Database>,
    paid: { order: OrderRecord; language: Language },
  ) => Promise<ComposedAttachment>;
  /**
   * What the order delivered, as the back office's order page lists it: its invoice and credit note, its eSIMs and its
   * subscription. The modules that make them build on this one, so they are read through the function app.ts passes
   * (admin-customers/order-services.ts, docs/decisions/065).
   */
  deliveriesOf: (orderId: string, now: Date) => Promise<Pick<AdminOrderAnswer, 'invoice' | 'creditNote' | 'services'>>;
}

const LOCALES: Record<Language, string> = { en: 'en-GB', nl: 'nl-NL', es: 'es-ES' };
const MINUTE = 60_000;
/** An Idempotency-Key is kept this long (docs/contracts.md §7: a day); housekeeping deletes it after that. */
const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * MINUTE;
/** How long a retry waits for the first request with its key to finish before it answers 409. */
const IDEMPOTENCY_WAIT_MS = 15_000;
const IDEMPOTENCY_POLL_MS = 25;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** JSON with every object's keys sorted: the same text for the same body, whatever order its fields came in. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
      .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

/** Whether `token` is the one whose SHA-256 is `hash`, compared in constant time. */
function tokenMatches(token: string, hash: string): boolean {
  const given = Buffer.from(sha256(token), 'hex');
  const stored = Buffer.from(hash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

export function createOrdersService({
  db,
  payments,
  mail,
  publicUrl,
  orderLinks,
  clock = systemClock,
  onOrderStoring,
  onOrderUnpaid,
  onOrderPaid,
  onOrderRefunded,
  afterOrderPaid,
  confirmationAttachment,
  deliveriesOf,
}: OrdersServiceOptions) {
  const orders = createOrdersRepository(db);
  const nowIso = () => clock.now().toISOString();

  /**
   * `ORD-{timestamp}`, unique across every instance on the database: the number comes from the database, one more
   * than the last one given out when two orders share a millisecond.
   */
  async function nextOrderId(): Promise<string> {
    return formatOrderId(await orders.nextOrderNumber(clock.now().getTime()));
  }

  /**
   * The confirmation mail in the order's language: the product by its name in that language, what was paid (or, for
   * the AI assistant's trial, that nothing was), what follows each month, and how the product is delivered. A guest
   * (no account, so no dashboard) gets the order page's signed link (docs/contracts.md §12).
   */
  function confirmationMail(
    order: OrderRecord,
    language: Language,
    guest: boolean,
    summaryAttached = false,
  ): ComposedMail {
    const t = (key: MessageKey, params: Record<string, string> = {}) =>
      translateMessage(key, language, { brand: BRAND_NAME, ...params });
    const euro = (cents: number) => formatEuro(cents, LOCALES[language]);
    const { product, customer } = order;
    const dashboard = `${publicUrl}/dashboard`;
    const productName = orderProductName(product, language);
    const paidNow = () =>
      t('mail.order.paidNow', { price: euro(product.totalPriceCents), priceWithVat: euro(product.totalWithVatCents) });
    const monthly = (cents: { monthlyCents: number; monthlyWithVatCents: number }) => ({
      price: euro(cents.monthlyCents),
      priceWithVat: euro(cents.monthlyWithVatCents),
    });
    let details: string[];
    if (product.kind === 'voip')
      details = [
        paidNow(),
        t('mail.order.thenMonthly', monthly(product)),
        '',
        product.porting
          ? t('mail.order.voipPorting', {
              provider: product.porting.currentProvider,
              number: formatPhoneNumber(product.number),
              url: dashboard,
            })
          : t('mail.order.voipNumberReady', { number: formatPhoneNumber(product.number), url: dashboard }),
      ];
    else if (product.kind === 'ai-voicemail')
      details = [
        paidNow(),
        t('mail.order.thenMonthly', monthly(product)),
        '',
        t('mail.order.aiReady', { product: productName, url: dashboard }),
      ];
    else if (product.kind === 'ai-assistant' && product.trialDays === 0)
      details = [
        paidNow(),
        t('mail.order.thenMonthly', monthly(product)),
        '',
        t('mail.order.aiReady', { product: productName, url: dashboard }),
      ];
    else if (product.kind === 'ai-assistant') {
      const startedOn = (order.paidAt ?? order.createdAt).slice(0, 10);
      const trialEnd = trialEndOf(startedOn, product.trialDays);
      details = [
        t('mail.order.trialEnds', {
          date: formatDate(trialEnd, language),
          ...monthly(product),
          firstInvoice: formatDate(nextInvoiceDate({ startedOn, endsOn: null, trialEnd }, startedOn)!, language),
          method: t(`mail.order.paymentMethod.${order.payment.method}`),
        }),
        t('mail.order.trialCancel'),
        '',
        t('mail.order.aiReady', { product: productName, url: dashboard }),
      ];
    } else
      details = [
        t(product.billing === 'monthly' ? 'mail.order.totalMonthly' : 'mail.order.totalOnce', {
          price: euro(product.totalPriceCents),
          priceWithVat: euro(product.totalWithVatCents),
        }),
        t(order.delivery === 'sms' ? 'mail.order.delivery.sms' : 'mail.order.delivery.email', {
          to: order.delivery === 'sms' ? customer.phone : customer.email,
        }),
      ];
    if (guest)
      details.push(
        '',
        t('mail.order.guestOrderLink', {
          url: orderLinks.signed(`${publicUrl}/order-confirmation?order=${encodeURIComponent(order.id)}`, order.id),
        }),
      );
    return {
      to: customer.email,
      language,
      subject: t('mail.order.subject', { orderId: order.id }),
      text: [
        t('mail.order.greeting', { name: customer.name }),
        '',
        product.kind === 'ai-assistant' && product.trialDays > 0
          ? t('mail.order.introTrial', { days: String(product.trialDays) })
          : t('mail.order.intro', { transactionId: order.payment.transactionId ?? '' }),
        '',
        t('mail.order.product', { product: productName }),
        ...details,
        '',
        ...(summaryAttached ? [t('mail.order.contractSummary'), ''] : []),
        t('mail.signature'),
        '',
      ].join('\n'),
    };
  }

  /**
   * pending → paid, in one transaction and once, however many notices arrive on however many instances: the
   * conditional UPDATE changes the row for one of them only, and only that one books the sale on the customer record,
   * adds the activity line, runs `onOrderPaid` and writes the confirmation mail to the outbox.
   */
  async function markOrderPaid(orderId: string, paidAt: string): Promise<void> {
    const paid = await db.transaction().execute(async (trx) => {
      const stored = createOrdersRepository(trx);
      if (!(await stored.markPaid(orderId, paidAt))) return undefined;
      const record = (await stored.findById(orderId))!;
      const { order, userId, language } = record;
      const account = userId === null ? null : ((await stored.bookingAccount(userId)) ?? null);
      // The back office sees the sale: on the account's (or guest's) customer record and in the activity list. The
      // shipping address never links a record to an account (docs/contracts.md §6).
      const customerId = await createAccountLinks(trx).bookOrder({
        account,
        shipping: { name: order.customer.name, email: order.customer.email },
        createdAt: order.createdAt,
        productKind: order.product.kind,
      });
      await stored.setCustomer(orderId, customerId);
      await stored.addOrderActivity({ orderId, name: order.customer.name, timestamp: paidAt });
      await onOrderPaid?.(trx, { order, customerId, userId, language });
      // The account's webhooks (docs/contracts.md §18), posted by the job runner that afterOrderPaid wakes.
      await publishWebhook(trx, {
        userId,
        type: 'order.paid',
        data: { orderId, amountCents: order.product.totalWithVatCents, status: 'paid', paidAt },
        now: clock.now(),
      });
      const attachment = await confirmationAttachment?.(trx, { order, language });
      await mail.add(trx, {
        ...confirmationMail(order, language, userId === null, attachment !== undefined),
        ...(attachment ? { attachments: [attachment] } : {}),
      });
      return record;
    });
    if (!paid) return;
    afterOrderPaid?.();
  }

  /** pending → failed or expired, once; `onOrderUnpaid` runs in its transaction (a VOIP order's number is let go). */
  async function markOrderUnpaid(
    orderId: string,
    status: 'failed' | 'expired',
    paymentStatus: PaymentStatus,
  ): Promise<void> {
    await db.transaction().execute(async (trx) => {
      if (await createOrdersRepository(trx).markUnpaid(orderId, status, paymentStatus))
        await onOrderUnpaid?.(trx, { orderId });
    });
  }

  /** Moves a pending order as its payment's status says; a settled order stays as it is. */
  async function applyPaymentStatus(orderId: string, status: PaymentStatus, paidAt?: string): Promise<void> {
    if (status === 'paid') await markOrderPaid(orderId, paidAt ?? nowIso());
    else if (status === 'failed' || status === 'canceled') await markOrderUnpaid(orderId, 'failed', status);
    else if (status === 'expired') await markOrderUnpaid(orderId, 'expired', 'expired');
  }

  /** The stored order, with an open payment past its expiry moved to `expired` first. */
  async function readOrder(id: string): Promise<StoredOrder | undefined> {
    await orders.expireOverdue(nowIso(), id);
    return orders.findById(id);
  }

  /** Stores the order, creates its payment and moves the order as the provider answers. */
  async function placeNew(
    request: OrderRequest,
    session: Session | undefined,
    language: Language,
    onAnswered?: (orderId: string, accessToken: string) => Promise<void>,
  ): Promise<PlaceOrderAnswer> {
    const id = await nextOrderId();
    const now = clock.now();
    const expiresAt = new Date(now.getTime() + PAYMENT_EXPIRY_MINUTES * MINUTE).toISOString();
    const accessToken = randomBytes(24).toString('base64url');
    const userId = session?.user.id ?? null;
    // Priced and stored with what it takes (a VOIP order's number) in one transaction: a number someone else has stores
    // nothing. An assistant order is priced after the account's row is held: one trial per account (§12), also for two
    // orders at once (AI plans are for accounts only: a guest never orders one).
    const { product } = await db.transaction().execute(async (trx) => {
      const stored = createOrdersRepository(trx);
      let aiTrialUsed = false;
      if (request.product.kind === 'ai-assistant' && userId !== null) {
        await stored.lockAccount(userId);
        aiTrialUsed = await stored.aiTrialUsed(userId);
      }
      // The VAT is the server's to decide, from the address's country and the business's VAT number (pricing/vat.ts).
      const vat = vatTreatment({ country: request.customer.country, business: request.business });
      const order: OrderRecord = {
        id,
        product: priceOrderProduct(request.product, { aiTrialUsed }, vat),
        customer: request.customer,
        business: request.business ?? null,
        reverseCharge: vat.reverseCharge,
        delivery: request.delivery,
        status: 'pending',
        payment: { method: request.payment.method, status: 'open', transactionId: null },
        account: request.account,
        createdAt: now.toISOString(),
        paidAt: null,
      };
      await stored.insert({
        order,
        userId,
        language,
        accessTokenHash: sha256(accessToken),
        paymentExpiresAt: expiresAt,
        // The schema requires the consent (`withdrawalConsent: true`): it was given now (docs/contracts.md §13).
        withdrawalConsentAt: request.withdrawalConsent ? now.toISOString() : null,
      });
      await onOrderStoring?.(trx, { order, request, paymentExpiresAt: expiresAt });
      return order;
    });
    if (product.kind === 'ai-assistant' && product.trialDays > 0) {
      // The free trial (docs/contracts.md §9): nothing is charged, so nothing goes to the provider; the order is paid at
      // once with the method recorded, and the billing run invoices the months after the trial
      // (docs/decisions/018-voip-and-ai-ordering.md: a real provider would take a mandate here). An account's later
      // assistant orders are paid as any other order.
      await markOrderPaid(id, now.toISOString());
      await onAnswered?.(id, accessToken);
      return answerOf(id, accessToken);
    }
    let payment;
    try {
      payment = await payments.createPayment({
        orderId: id,
        amountCents: product.totalWithVatCents,
        currency: 'EUR',
        description: translateMessage('document.payment.description', language, { orderId: id }),
        method: request.payment.method,
        ...(request.payment.method === 'creditcard' ? { card: { number: request.payment.card.number } } : {}),
        returnUrl: `${publicUrl}/order-confirmation?order=${encodeURIComponent(id)}`,
        webhookUrl: `${publicUrl}/api/payments/webhook`,
        expiresAt,
        metadata: { orderId: id },
        language,
      });
    } catch (error) {
      // The provider could not be reached: the order stays visible to the back office, as failed.
      await markOrderUnpaid(id, 'failed', 'failed');
      throw error;
    }
    await orders.setPayment(id, { transactionId: payment.transactionId, redirectUrl: payment.checkoutUrl ?? null });
    await applyPaymentStatus(id, payment.status);
    await onAnswered?.(id, accessToken);
    return answerOf(id, accessToken);
  }

  /** The 201 answer of an order, or the 402 of a card that was declined. */
  async function answerOf(id: string, accessToken: string): Promise<PlaceOrderAnswer> {
    const stored = await readOrder(id);
    if (!stored) throw new AppError(404, 'NOT_FOUND');
    if (stored.order.status === 'failed' && stored.order.payment.method === 'creditcard')
      throw new AppError(402, 'PAYMENT_FAILED');
    return { order: stored.order, accessToken };
  }

  /**
   * Every order whose payment is open past its expiry becomes `expired`. A conditional update: any number of instances
   * may run it at once.
   */
  async function expireOverdue(): Promise<number> {
    return orders.expireOverdue(nowIso());
  }

  async function adminOrder(id: string): Promise<AdminOrderAnswer> {
    const stored = await readOrder(id);
    if (!stored) throw new AppError(404, 'NOT_FOUND');
    return {
      order: stored.order,
      customerId: stored.customerId,
      userId: stored.userId,
      ...(await deliveriesOf(id, clock.now())),
    };
  }

  return {
    /**
     * The schema an order request is validated with now: it refuses a card that expired before this month and a
     * porting date too soon from today (UTC, as the back office's dates).
     */
    requestSchema() {
      const now = clock.now();
      return createOrderRequestSchema(calendarMonthOf(now), now.toISOString().slice(0, 10));
    },

    /**
     * Places the order. A guest order needs no account; "existing" and "new" need the token of that account (the
     * wizard logs in or registers first), so that the order is linked to it. Any valid token links the order.
     *
     * With an `idempotencyKey`, the first request takes the key (a unique row: of two at once, one wins); a retry with
     * the same key, account and body waits for that request and answers what it answered (the same order and token,
     * never a second payment); the key with another body or account answers 409 IDEMPOTENCY_CONFLICT.
     */
    async place(
      request: OrderRequest,
      session: Session | undefined,
      language: Language,
      idempotencyKey?: string,
    ): Promise<PlaceOrderAnswer> {
      if (request.account !== 'guest' && !session) throw new AppError(401, 'UNAUTHENTICATED');
      if (idempotencyKey === undefined) return placeNew(request, session, language);
      const requestHash = sha256(canonicalJson({ userId: session?.user.id ?? null, request }));
      const giveUpAt = Date.now() + IDEMPOTENCY_WAIT_MS;
      for (;;) {
        if (await orders.claimIdempotencyKey(idempotencyKey, requestHash, nowIso())) {
          try {
            return await placeNew(request, session, language, (orderId, accessToken) =>
              orders.completeIdempotencyKey(idempotencyKey, orderId, accessToken),
            );
          } catch (error) {
            // A request that ended without an answer (not a declined card) leaves its key free for the retry.
            await orders.releaseIdempotencyKey(idempotencyKey);
            throw error;
          }
        }
        const taken = await orders.findIdempotencyKey(idempotencyKey);
        if (!taken) continue; // given free meanwhile: take it
        if (taken.requestHash !== requestHash) throw new AppError(409, 'IDEMPOTENCY_CONFLICT');
        if (taken.orderId !== null && taken.accessToken !== null) return answerOf(taken.orderId, taken.accessToken);
        if (Date.now() >= giveUpAt) throw new AppError(409, 'IDEMPOTENCY_CONFLICT');
        await sleep(IDEMPOTENCY_POLL_MS);
      }
    },

    /** Whether the signed-in account has had the AI assistant's trial: its next assistant order is charged (§12). */
    async aiTrialUsed(session: Session): Promise<boolean> {
      return orders.aiTrialUsed(session.user.id);
    },

    /** The signed-in account's orders, newest first. */
    async listForUser(session: Session): Promise<OrderRecord[]> {
      await orders.expireOverdue(nowIso());
      return orders.listForUser(session.user.id);
    },

    /** An order for its account or the holder of its access token or its mails' link token; 404 for anyone else. */
    async orderFor(id: string, session: Session | undefined, accessToken: string | undefined): Promise<OrderRecord> {
      const stored = await readOrder(id);
      const allowed =
        stored !== undefined &&
        ((session !== undefined && stored.userId === session.user.id) ||
          (accessToken !== undefined &&
            stored.accessTokenHash !== null &&
            tokenMatches(accessToken, stored.accessTokenHash)) ||
          (accessToken !== undefined && orderLinks.matches(stored.order.id, accessToken)));
      if (!allowed) throw new AppError(404, 'ORDER_NOT_FOUND');
      return stored.order;
    },

    /** The order of a payment, with an open payment past its expiry moved to `expired` first. */
    async orderOfPayment(transactionId: string): Promise<StoredOrder | undefined> {
      const stored = await orders.findByTransactionId(transactionId);
      return stored && readOrder(stored.order.id);
    },

    /**
     * The provider's notice that a payment changed (its webhook, or the simulated page in-process): the status is
     * fetched from the provider, never taken from the notice, and the order moves once. An unknown id changes nothing.
     */
    async handlePaymentNotice(transactionId: string): Promise<void> {
      const stored = await orders.findByTransactionId(transactionId);
      if (!stored) return;
      const payment = await payments.getPayment(transactionId);
      if (!payment || payment.orderId !== stored.order.id) return;
      await applyPaymentStatus(stored.order.id, payment.status, payment.paidAt);
    },

    expireOverdue,

    /**
     * Housekeeping: deletes the Idempotency-Keys taken more than a day ago, a batch at a time (conditional DELETEs:
     * any number of instances may run it at once). A retry after that places a new order. Answers how many it deleted.
     */
    deleteExpiredIdempotencyKeys(options: HousekeepingOptions = {}): Promise<number> {
      const takenBefore = new Date(clock.now().getTime() - IDEMPOTENCY_KEY_TTL_MS).toISOString();
      return deleteInBatches((limit) => orders.deleteIdempotencyKeysBefore(takenBefore, limit), options);
    },

    /** Runs `expireOverdue` every `intervalMs` (unref'd: it never keeps the process up); returns its stop. */
    startExpirySweep(intervalMs: number, onError: (error: unknown) => void): () => void {
      const timer = setInterval(() => {
        expireOverdue().catch(onError);
      }, intervalMs);
      timer.unref();
      return () => clearInterval(timer);
    },

    // --- The back office

    async listOrders(query: OrderListQuery): Promise<OrderListAnswer> {
      await orders.expireOverdue(nowIso());
      const [page, stats] = await Promise.all([orders.listOrders(query), orders.orderStats()]);
      return { ...page, stats };
    },

    adminOrder,

    /**
     * Refunds a paid order (409 INVALID_TRANSITION otherwise): the provider refunds first (it refuses a second
     * refund), then the order becomes `refunded` and `onOrderRefunded` runs, in one transaction.
     */
    async refund(id: string): Promise<AdminOrderAnswer> {
      const stored = await readOrder(id);
      if (!stored) throw new AppError(404, 'NOT_FOUND');
      const { order } = stored;
      if (order.status !== 'paid' || order.payment.transactionId === null)
        throw new AppError(409, 'INVALID_TRANSITION');
      try {
        await payments.refund(order.payment.transactionId, order.product.totalWithVatCents);
      } catch (error) {
        if (error instanceof RefundRefusedError) throw new AppError(409, 'INVALID_TRANSITION');
        throw error;
      }
      await db.transaction().execute(async (trx) => {
        const refunded = createOrdersRepository(trx);
        if (!(await refunded.markRefunded(id, nowIso()))) return;
        await onOrderRefunded?.(trx, { order: (await refunded.findById(id))!.order });
      });
      return adminOrder(id);
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
