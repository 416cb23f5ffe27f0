// The withdrawal function (docs/contracts.md §13 "Withdrawal", Directive 2023/2673; docs/decisions/043-withdrawal.md).
// Step 1 identifies the order: its account signed in, or, without signing in, the order id and its e-mail address, to
// which a signed link to step 2 is mailed (the answer is the same whether or not they match). Step 2 shows the refund
// and confirms: the order becomes `withdrawn` (once, by a conditional update), the payment provider refunds the share
// of the days not used, then in one transaction the order's services end (the order chain's refund hooks: the back
// office's own way of ending what an order delivered), the credit note of the refund is written and the
// acknowledgement mail, with the date and time of the withdrawal, goes to the outbox.
import {
  BRAND_NAME,
  formatEuro,
  orderProductName,
  translateMessage,
  withdrawalLastDay,
  withdrawalRefund,
  withinWithdrawalPeriod,
  type Language,
  type MessageKey,
  type Withdrawal,
  type WithdrawalAnswer,
  type WithdrawalRefusal,
} from '@telecom/domain';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { systemClock, type Clock } from '../../lib/clock.js';
import { LOCALES } from '../../lib/mail-format.js';
import { createActivityRepository } from '../activity/activity.repository.js';
import type { Session } from '../auth/auth.service.js';
import type { ComposedMail, MailOutbox } from '../jobs/mail-outbox.js';
import { RefundRefusedError, type PaymentProvider } from '../payments/payment-provider.js';
import { createOrdersRepository, type OrderRecord, type StoredOrder } from '../orders/orders.repository.js';
import { createWithdrawalCreditNote } from './withdrawal-credit-note.js';
import type { WithdrawalLinks } from './withdrawal-links.js';

/** The shop's time zone: the acknowledgement gives the date and time in it. */
const SHOP_TIME_ZONE = 'Europe/Amsterdam';

export interface WithdrawalsServiceOptions {
  db: Kysely<Database>;
  payments: PaymentProvider;
  mail: MailOutbox;
  publicUrl: string;
  links: WithdrawalLinks;
  /**
   * Ends what the order delivered, in the withdrawal's transaction: the order chain's refund hooks (eSIM, subscription,
   * VOIP number, porting request) without its credit note, which a withdrawal writes for the refund only.
   */
  endServices: (trx: Transaction<Database>, withdrawn: { order: OrderRecord }) => Promise<void>;
  clock?: Clock;
}

export function createWithdrawalsService({
  db,
  payments,
  mail,
  publicUrl,
  links,
  endServices,
  clock = systemClock,
}: WithdrawalsServiceOptions) {
  const orders = createOrdersRepository(db);

  /** The order for its account or the holder of its step-2 link; 404 ORDER_NOT_FOUND for anyone else. */
  async function accessibleOrder(
    id: string,
    session: Session | undefined,
    token: string | undefined,
  ): Promise<StoredOrder> {
    const stored = await orders.findById(id);
    const allowed =
      stored !== undefined &&
      ((session !== undefined && stored.userId === session.user.id) ||
        (token !== undefined && links.matches(stored.order.id, token)));
    if (!allowed) throw new AppError(404, 'ORDER_NOT_FOUND');
    return stored;
  }

  /** The language of the order's mails: its account's, else the one it was placed in. */
  async function languageOf(stored: StoredOrder): Promise<Language> {
    if (stored.userId === null) return stored.language;
    const account = await db.selectFrom('users').select('language').where('id', '=', stored.userId).executeTakeFirst();
    return account?.language ?? stored.language;
  }

  /** Where the order's mails go: its account's address (records belong to accounts), else the order's. */
  async function addressOf(stored: StoredOrder): Promise<string> {
    if (stored.userId === null) return stored.order.customer.email;
    const account = await db.selectFrom('users').select('email').where('id', '=', stored.userId).executeTakeFirst();
    return account?.email ?? stored.order.customer.email;
  }

  function refusalOf(stored: StoredOrder, now: Date): WithdrawalRefusal | null {
    const { status, paidAt } = stored.order;
    if (status === 'withdrawn') return 'ORDER_WITHDRAWN';
    if (status !== 'paid' || paidAt === null) return 'ORDER_NOT_PAID';
    if (!withinWithdrawalPeriod(paidAt, now)) return 'WITHDRAWAL_PERIOD_ENDED';
    return null;
  }

  /** The refund of a withdrawal at `now`: what the service's use so far leaves of the payment. */
  async function refundAt(stored: StoredOrder, now: Date) {
    const [esim, porting] = await Promise.all([
      db
        .selectFrom('esims')
        .select('installed_at')
        .where('order_id', '=', stored.order.id)
        .where('installed_at', 'is not', null)
        .orderBy('installed_at')
        .executeTakeFirst(),
      db.selectFrom('porting_requests').select('status').where('order_id', '=', stored.order.id).executeTakeFirst(),
    ]);
    return withdrawalRefund(stored.order.product, {
      paidAt: stored.order.paidAt ?? stored.order.createdAt,
      installedAt: esim?.installed_at ?? null,
      portingCompleted: porting?.status === 'completed',
      now,
    });
  }

  async function withdrawalOf(stored: StoredOrder): Promise<Withdrawal> {
    const now = clock.now();
    const refusal = refusalOf(stored, now);
    const { paidAt } = stored.order;
    const done = await orders.withdrawalOf(stored.order.id);
    const refund = await refundAt(stored, done.withdrawnAt === null ? now : new Date(done.withdrawnAt));
    const creditNote =
      done.withdrawnAt === null
        ? undefined
        : await db
            .selectFrom('invoices')
            .select('invoice_number')
            .where('order_id', '=', stored.order.id)
            .where('kind', '=', 'credit-note')
            .executeTakeFirst();
    return {
      possible: refusal === null,
      refusal,
      lastDay: paidAt === null ? null : withdrawalLastDay(paidAt),
      paidCents: refund.paidCents,
      refundCents: done.refundCents ?? refund.refundCents,
      daysUsed: refund.daysUsed,
      periodDays: refund.periodDays,
      withdrawnAt: done.withdrawnAt,
      creditNoteNumber: creditNote?.invoice_number ?? null,
    };
  }

  /** The acknowledgement on a durable medium: the date and time (Dutch time), the order, the refund. */
  function acknowledgement(
    stored: StoredOrder,
    { to, language, withdrawnAt, refundCents, daysUsed, periodDays, creditNote }: AcknowledgementFacts,
  ): ComposedMail {
    const t = (key: MessageKey, params: Record<string, string> = {}) =>
      translateMessage(key, language, { brand: BRAND_NAME, ...params });
    const locale = LOCALES[language];
    const at = new Date(withdrawnAt);
    const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: SHOP_TIME_ZONE }).format(at);
    const time = new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone: SHOP_TIME_ZONE }).format(at);
    const { order } = stored;
    return {
      to,
      language,
      subject: t('mail.withdrawal.subject', { orderId: order.id }),
      text: [
        t('mail.order.greeting', { name: order.customer.name }),
        '',
        t('mail.withdrawal.received', {
          orderId: order.id,
          product: orderProductName(order.product, language),
          date,
          time,
        }),
        '',
        // A period of one day (paid on a month's last day) in the singular.
        t(periodDays === 1 ? 'mail.withdrawal.refundOneDay' : 'mail.withdrawal.refund', {
          refund: formatEuro(refundCents, locale),
          paid: formatEuro(order.product.totalWithVatCents, locale),
          daysUsed: String(daysUsed),
          periodDays: String(periodDays),
        }),
        ...(creditNote ? [t('mail.withdrawal.creditNote', { creditNote })] : []),
        '',
        t('mail.withdrawal.ended'),
        '',
        t('mail.signature'),
        '',
      ].join('\n'),
    };
  }

  return {
    /**
     * Step 1 without an account: when the order exists and was placed with `email`, the link to step 2 is mailed (to
     * the order's account's address for an account's order). The caller answers the same either way.
     */
    async requestLink(orderId: string, email: string): Promise<void> {
      const stored = await orders.findById(orderId);
      if (!stored || stored.order.customer.email.trim().toLowerCase() !== email) return;
      const language = await languageOf(stored);
      const t = (key: MessageKey, params: Record<string, string> = {}) =>
        translateMessage(key, language, { brand: BRAND_NAME, ...params });
      await mail.add(db, {
        to: await addressOf(stored),
        language,
        subject: t('mail.withdrawal.link.subject', { orderId }),
        text: [
          t('mail.order.greeting', { name: stored.order.customer.name }),
          '',
          t('mail.withdrawal.link.body', { orderId }),
          links.url(publicUrl, orderId),
          '',
          t('mail.withdrawal.link.ignore'),
          '',
          t('mail.signature'),
          '',
        ].join('\n'),
      });
    },

    /** Step 2: the order and what a withdrawal now refunds (or, once withdrawn, what it refunded). */
    async quote(id: string, session: Session | undefined, token: string | undefined): Promise<WithdrawalAnswer> {
      const stored = await accessibleOrder(id, session, token);
      return { order: stored.order, withdrawal: await withdrawalOf(stored) };
    },

    /**
     * The withdrawal: 409 with the refusal's code when it cannot be made (not paid or refunded, withdrawn already, past
     * the 14 days). The order is claimed first (paid → withdrawn, once); a refund the provider refuses gives it back.
     */
    async withdraw(id: string, session: Session | undefined, token: string | undefined): Promise<WithdrawalAnswer> {
      const stored = await accessibleOrder(id, session, token);
      const now = clock.now();
      const refusal = refusalOf(stored, now);
      if (refusal !== null) throw new AppError(409, refusal);
      const refund = await refundAt(stored, now);
      const withdrawnAt = now.toISOString();
      if (!(await orders.markWithdrawn(id, withdrawnAt, refund.refundCents))) {
        const again = (await orders.findById(id))!;
        throw new AppError(409, refusalOf(again, now) ?? 'ORDER_WITHDRAWN');
      }
      const { transactionId } = stored.order.payment;
      if (refund.refundCents > 0 && transactionId !== null) {
        try {
          await payments.refund(transactionId, refund.refundCents);
        } catch (error) {
          await orders.undoWithdrawn(id);
          if (error instanceof RefundRefusedError) throw new AppError(409, 'ORDER_NOT_PAID');
          throw error;
        }
      }
      const language = await languageOf(stored);
      const to = await addressOf(stored);
      await db.transaction().execute(async (trx) => {
        const withdrawn = (await createOrdersRepository(trx).findById(id))!;
        await endServices(trx, { order: withdrawn.order });
        const creditNote = await createWithdrawalCreditNote(trx, {
          orderId: id,
          refundCents: refund.refundCents,
          language,
          now,
        });
        await createActivityRepository(trx).addActivity({
          type: 'payment',
          messageKey: 'activity.orderWithdrawn',
          params: { order: id, name: withdrawn.order.customer.name },
          status: 'warning',
          timestamp: withdrawnAt,
        });
        await mail.add(
          trx,
          acknowledgement(withdrawn, {
            to,
            language,
            withdrawnAt,
            refundCents: refund.refundCents,
            daysUsed: refund.daysUsed,
            periodDays: refund.periodDays,
            creditNote,
          }),
        );
      });
      const withdrawn = (await orders.findById(id))!;
      return { order: withdrawn.order, withdrawal: await withdrawalOf(withdrawn) };
    },
  };
}

interface AcknowledgementFacts {
  to: string;
  language: Language;
  withdrawnAt: string;
  refundCents: number;
  daysUsed: number;
  periodDays: number;
  creditNote: string | null;
}

export type WithdrawalsService = ReturnType<typeof createWithdrawalsService>;
