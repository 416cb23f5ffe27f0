// eSIM top-ups (docs/contracts.md §14, docs/decisions/038-esim-top-ups.md). A top-up is stored `pending` first, then its
// payment is created at the payment provider, and the provider's notice (its webhook, or the simulated page in-process:
// the same path as an order's) moves it once: paid, in one transaction, the top-up counts towards the eSIM's
// allowance (a sum over the paid top-ups, esims.repository's topUpMb), its invoice is made like an order's, and the
// confirmation mail is written to the outbox. A second notice finds it settled and changes nothing.
//
// Auto top-up: per eSIM, on/off, a bundle and a monthly cap (incl. VAT). The eSIMs service enqueues the
// `esim.auto-top-up` job when a usage event leaves 10% or less of the allowance; the job buys the bundle when the
// month's auto top-ups plus this one stay within the cap, and collects it through the provider's mandate (`collect`).
// Its trigger key (eSIM, period, allowance reached) is unique: one purchase per allowance, however many jobs run.
import {
  percentOfCents,
  VAT_PERCENT,
  BRAND_NAME,
  findTopUpBundle,
  formatEuro,
  monthStart,
  PAYMENT_EXPIRY_MINUTES,
  autoTopUpDue,
  translateMessage,
  withinAutoTopUpCap,
  type AutoTopUp,
  type AutoTopUpBody,
  type EsimTopUpsAnswer,
  type Language,
  type MessageKey,
  type PaymentStatus,
  type RedirectPaymentMethod,
  type TopUpAnswer,
  type TopUpBundle,
  type TopUpRecord,
} from '@telecom/domain';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { systemClock, type Clock } from '../../lib/clock.js';
import { formatDate, LOCALES } from '../../lib/mail-format.js';
import type { Session } from '../auth/auth.service.js';
import type { EsimRow } from '../esims/esims.repository.js';
import { createEsimsRepository } from '../esims/esims.repository.js';
import { ESIM_JOBS, type EsimsService } from '../esims/esims.service.js';
import { createTopUpInvoice, type InvoiceVat } from '../invoices/invoices.service.js';
import type { ComposedMail, MailOutbox } from '../jobs/mail-outbox.js';
import type { JobHandlers, JobResult } from '../jobs/jobs.js';
import type { PaymentProvider } from '../payments/payment-provider.js';
import { createTopUpsRepository, type TopUpRow } from './top-ups.repository.js';

export interface TopUpsServiceOptions {
  db: Kysely<Database>;
  provider: PaymentProvider;
  esims: Pick<EsimsService, 'esimToChange' | 'esimRow' | 'usageOf' | 'autoTopUpIfDue' | 'customerLanguage'>;
  mail: MailOutbox;
  publicUrl: string;
  clock?: Clock;
}

/** What a new eSIM's auto top-up form starts from. */
const DEFAULT_AUTO_TOP_UP = { bundle: '1gb', monthlyCapCents: 2000 } as const;

const AutoTopUpPayload = z.object({ esimId: z.number().int().positive() });

/** The top-up's reference at the provider (its payment's `orderId` and description). */
const topUpRef = (id: number) => `TOPUP-${id}`;

/** Where the provider sends the customer back: the eSIM's page in the dashboard, naming the top-up. */
export const topUpReturnPath = (esimId: number, topUpId: number) => `/dashboard/esims/${esimId}?topUp=${topUpId}`;

/** MB as GB in the language ('3 GB', '2,5 GB'). */
const dataText = (mb: number, language: Language) =>
  `${new Intl.NumberFormat(LOCALES[language], { maximumFractionDigits: 1 }).format(mb / 1024)} GB`;

export function toTopUpRecord(row: TopUpRow): TopUpRecord {
  return {
    id: Number(row.id),
    esimId: Number(row.esim_id),
    bundle: row.bundle,
    mb: Number(row.mb),
    priceCents: Number(row.price_cents),
    priceWithVatCents: Number(row.price_with_vat_cents),
    status: row.status,
    automatic: Number(row.automatic) === 1,
    createdAt: row.created_at,
    paidAt: row.paid_at,
    invoiceId: row.invoice_id === null ? null : Number(row.invoice_id),
  };
}

/** Whether the eSIM can have a top-up now: limited data, and its profile there and not ended. */
function canTopUp(row: EsimRow, status: string): boolean {
  return row.included_mb !== null && (status === 'ready' || status === 'installed' || status === 'active');
}

export function createTopUpsService({
  db,
  provider,
  esims,
  mail,
  publicUrl,
  clock = systemClock,
}: TopUpsServiceOptions) {
  const topUps = createTopUpsRepository(db);
  const nowIso = () => clock.now().toISOString();
  /** The start of this calendar month (UTC, as the eSIMs' periods), from which the cap counts. */
  const monthStartIso = () => `${monthStart(nowIso().slice(0, 10))}T00:00:00.000Z`;

  async function autoTopUpOf(esimId: number): Promise<AutoTopUp> {
    const settings = await topUps.autoSettings(esimId);
    return {
      enabled: Number(settings?.enabled ?? 0) === 1,
      bundle: settings?.bundle ?? DEFAULT_AUTO_TOP_UP.bundle,
      monthlyCapEuros: Number(settings?.monthly_cap_cents ?? DEFAULT_AUTO_TOP_UP.monthlyCapCents) / 100,
      spentThisMonthCents: await topUps.autoSpentSince(esimId, monthStartIso()),
    };
  }

  /** The confirmation mail of a paid top-up, in the customer's language. */
  function confirmationMail(
    esim: EsimRow,
    customerName: string,
    topUp: TopUpRow,
    invoiceNumber: string,
    usage: { usedMb: number; allowanceMb: number; periodEnd: string },
    auto: { spentCents: number; capCents: number } | null,
    language: Language,
  ): ComposedMail {
    const t = (key: MessageKey, params: Record<string, string> = {}) =>
      translateMessage(key, language, { brand: BRAND_NAME, ...params });
    const euro = (cents: number) => formatEuro(cents, LOCALES[language]);
    const data = dataText(Number(topUp.mb), language);
    return {
      to: esim.email,
      language,
      subject: t('mail.topUp.subject', { data, name: esim.name }),
      text: [
        t('mail.order.greeting', { name: customerName }),
        '',
        t('mail.topUp.added', { data, name: esim.name }),
        t('mail.topUp.allowance', {
          used: dataText(usage.usedMb, language),
          allowance: dataText(usage.allowanceMb, language),
          end: formatDate(usage.periodEnd, language),
        }),
        t('mail.topUp.paid', {
          priceWithVat: euro(Number(topUp.price_with_vat_cents)),
          price: euro(Number(topUp.price_cents)),
          invoice: invoiceNumber,
        }),
        ...(auto ? ['', t('mail.topUp.automatic', { spent: euro(auto.spentCents), cap: euro(auto.capCents) })] : []),
        '',
        t('mail.topUp.manage', { url: `${publicUrl}${topUpReturnPath(Number(esim.id), Number(topUp.id))}` }),
        '',
        t('mail.signature'),
        '',
      ].join('\n'),
    };
  }

  /**
   * pending → paid, once: in one transaction the top-up counts for the eSIM's current period, its invoice is made on the
   * eSIM's customer record (like an order's), and the confirmation mail is written.
   */
  async function markPaid(topUp: TopUpRow, paidAt: string): Promise<void> {
    const found = await esims.esimRow(Number(topUp.esim_id));
    if (!found) return;
    const { row: esim } = found;
    // The period now (an eSIM Pro's new month starts here): the data counts in the period it is paid in.
    const usage = await esims.usageOf(esim);
    const order = await db.selectFrom('orders').select('customer').where('id', '=', esim.order_id).executeTakeFirst();
    const orderCustomer = order ? (JSON.parse(order.customer) as { name?: string; email?: string }) : {};
    const vat = await orderVat(esim.order_id);
    // The mail and the invoice in the customer's language: the account's, else the order's.
    const language = await esims.customerLanguage(esim);
    const paid = await db.transaction().execute(async (trx) => {
      const stored = createTopUpsRepository(trx);
      if (!(await stored.settle(Number(topUp.id), 'paid', paidAt))) return false;
      const periodStart = esim.kind === 'esim-pro' ? usage.periodStart : null;
      await trx
        .updateTable('esim_top_ups')
        .set({ period_start: periodStart })
        .where('id', '=', Number(topUp.id))
        .execute();
      const customer =
        esim.customer_id === null
          ? undefined
          : await trx
              .selectFrom('customers')
              .select(['name', 'email'])
              .where('id', '=', esim.customer_id)
              .executeTakeFirst();
      const customerName = customer?.name ?? orderCustomer.name ?? '';
      const invoiceId = await createTopUpInvoice(trx, {
        customerId: esim.customer_id,
        customerName,
        customerEmail: customer?.email ?? esim.email,
        lines: [
          {
            description: translateMessage('invoice.line.topUp', language, {
              data: dataText(Number(topUp.mb), language),
              name: esim.name,
            }),
            quantity: 1,
            unitPriceCents: Number(topUp.price_cents),
          },
        ],
        paidAt,
        language,
        vat,
      });
      await stored.setInvoice(Number(topUp.id), invoiceId);
      const invoice = await trx
        .selectFrom('invoices')
        .select('invoice_number')
        .where('id', '=', invoiceId)
        .executeTakeFirstOrThrow();
      const topUpMb = await createEsimsRepository(trx).topUpMb(Number(esim.id), usage.periodStart);
      const auto =
        Number(topUp.automatic) === 1
          ? {
              spentCents: await stored.autoSpentSince(Number(esim.id), monthStartIso()),
              capCents: Number((await stored.autoSettings(Number(esim.id)))?.monthly_cap_cents ?? 0),
            }
          : null;
      await mail.add(
        trx,
        confirmationMail(
          esim,
          customerName,
          topUp,
          invoice.invoice_number,
          { usedMb: usage.usedMb, allowanceMb: Number(esim.included_mb ?? 0) + topUpMb, periodEnd: usage.periodEnd },
          auto,
          language,
        ),
      );
      return true;
    });
    if (paid) mail.wake();
  }

  /** Moves a pending top-up as its payment's status says; a settled one stays as it is. */
  async function applyPaymentStatus(topUp: TopUpRow, status: PaymentStatus, paidAt?: string): Promise<void> {
    if (status === 'paid') await markPaid(topUp, paidAt ?? nowIso());
    else if (status === 'failed' || status === 'canceled') await topUps.settle(Number(topUp.id), 'failed', null);
    else if (status === 'expired') await topUps.settle(Number(topUp.id), 'expired', null);
  }

  /**
   * The provider's notice of a top-up's payment: the status is fetched from the provider, never taken from the notice,
   * and the top-up moves once. Answers whether the transaction is a top-up's at all.
   */
  async function handlePaymentNotice(transactionId: string): Promise<boolean> {
    const topUp = await topUps.findByTransactionId(transactionId);
    if (!topUp) return false;
    if (topUp.status !== 'pending') return true;
    const payment = await provider.getPayment(transactionId);
    if (!payment || payment.amountCents !== Number(topUp.price_with_vat_cents)) return true;
    await applyPaymentStatus(topUp, payment.status, payment.paidAt);
    return true;
  }

  /**
   * The VAT of the order that started the eSIM (pricing/vat.ts): a top-up is charged as that order was, the Dutch 21%
   * for an order stored before VAT went by country.
   */
  async function orderVat(orderId: string): Promise<InvoiceVat> {
    const order = await db
      .selectFrom('orders')
      .select(['product', 'business'])
      .where('id', '=', orderId)
      .executeTakeFirst();
    const percent = order ? (JSON.parse(order.product) as { vatPercent?: number }).vatPercent : undefined;
    if (percent === undefined) return { percent: VAT_PERCENT, reverseCharge: false };
    return { percent, reverseCharge: percent === 0 && order?.business != null };
  }

  /** Stores the pending top-up of `bundle`; undefined when an auto top-up with `autoKey` was stored already. */
  async function store(
    esim: EsimRow,
    bundle: TopUpBundle,
    method: TopUpRow['method'],
    language: Language,
    auto: { key: string } | null,
  ): Promise<TopUpRow | undefined> {
    const now = clock.now();
    const vat = await orderVat(esim.order_id);
    const id = await topUps.insert({
      esim_id: Number(esim.id),
      bundle: bundle.id,
      mb: bundle.mb,
      price_cents: bundle.priceCents,
      price_with_vat_cents: bundle.priceCents + percentOfCents(bundle.priceCents, vat.percent),
      status: 'pending',
      automatic: auto ? 1 : 0,
      period_start: null,
      auto_key: auto?.key ?? null,
      method,
      transaction_id: null,
      invoice_id: null,
      language,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + PAYMENT_EXPIRY_MINUTES * 60_000).toISOString(),
      paid_at: null,
    });
    return id === undefined ? undefined : topUps.findById(id);
  }

  const description = (esim: EsimRow, bundle: TopUpBundle, language: Language) =>
    translateMessage('document.payment.topUpDescription', language, {
      data: dataText(bundle.mb, language),
      name: esim.name,
    });

  /** The auto top-up job: buys the bundle when 90% is used and the month's cap allows, collected by the mandate. */
  async function autoTopUp({ payload }: { payload: unknown }): Promise<JobResult> {
    const { esimId } = AutoTopUpPayload.parse(payload);
    const collect = provider.collect?.bind(provider);
    const found = await esims.esimRow(esimId);
    const settings = await topUps.autoSettings(esimId);
    if (!collect || !found || !settings || Number(settings.enabled) !== 1) return;
    const { row: esim, status } = found;
    if (!canTopUp(esim, status)) return;
    const usage = await esims.usageOf(esim);
    if (!autoTopUpDue(usage.usedMb, usage.includedMb)) return;
    const bundle = findTopUpBundle(settings.bundle);
    if (!bundle) return;
    const spent = await topUps.autoSpentSince(esimId, monthStartIso());
    if (!withinAutoTopUpCap(spent, bundle.priceWithVatCents, Number(settings.monthly_cap_cents))) return;
    const order = await db
      .selectFrom('orders')
      .select('payment_method')
      .where('id', '=', esim.order_id)
      .executeTakeFirst();
    const language = await esims.customerLanguage(esim);
    const topUp = await store(esim, bundle, order?.payment_method ?? 'ideal', language, {
      key: `${esimId}:${usage.periodStart}:${usage.includedMb}`,
    });
    if (!topUp) return; // bought already at this allowance
    let payment;
    try {
      payment = await collect({
        orderId: topUpRef(Number(topUp.id)),
        amountCents: Number(topUp.price_with_vat_cents),
        currency: 'EUR',
        description: description(esim, bundle, language),
        method: topUp.method,
        webhookUrl: `${publicUrl}/api/payments/webhook`,
        metadata: { topUpId: String(topUp.id), orderId: topUpRef(Number(topUp.id)) },
      });
    } catch (error) {
      await topUps.settle(Number(topUp.id), 'failed', null);
      throw error;
    }
    await topUps.setTransactionId(Number(topUp.id), payment.transactionId);
    await applyPaymentStatus(topUp, payment.status);
  }

  return {
    jobHandlers: { [ESIM_JOBS.autoTopUp]: autoTopUp } satisfies JobHandlers,

    /** Whether the provider can collect without the customer: auto top-up is offered only then. */
    autoTopUpAvailable: provider.collect !== undefined,

    /**
     * `POST /api/esims/{id}/top-up`: stores the pending top-up and creates its payment at the provider; 409
     * TOP_UP_NOT_AVAILABLE for unlimited data, an eSIM not ready yet, or one that ended.
     */
    async start(
      esimId: number,
      { bundle: bundleId, method }: { bundle: string; method: RedirectPaymentMethod },
      session: Session | undefined,
      orderToken: string | undefined,
      language: Language,
    ): Promise<TopUpAnswer> {
      const row = await esims.esimToChange(esimId, session, orderToken);
      const found = (await esims.esimRow(esimId))!;
      if (!canTopUp(row, found.status)) throw new AppError(409, 'TOP_UP_NOT_AVAILABLE');
      const bundle = findTopUpBundle(bundleId);
      if (!bundle) throw new AppError(400, 'VALIDATION_FAILED');
      const topUp = (await store(row, bundle, method, language, null))!;
      let payment;
      try {
        payment = await provider.createPayment({
          orderId: topUpRef(Number(topUp.id)),
          amountCents: Number(topUp.price_with_vat_cents),
          currency: 'EUR',
          description: description(row, bundle, language),
          method,
          returnUrl: `${publicUrl}${topUpReturnPath(esimId, Number(topUp.id))}`,
          webhookUrl: `${publicUrl}/api/payments/webhook`,
          expiresAt: topUp.expires_at,
          metadata: { topUpId: String(topUp.id), orderId: topUpRef(Number(topUp.id)) },
          language,
        });
      } catch (error) {
        // The provider could not be reached: the top-up stays, failed.
        await topUps.settle(Number(topUp.id), 'failed', null);
        throw error;
      }
      await topUps.setTransactionId(Number(topUp.id), payment.transactionId);
      await applyPaymentStatus(topUp, payment.status);
      if (!payment.checkoutUrl) throw new Error(`Payment ${payment.transactionId} of a top-up has no page`);
      return {
        topUp: toTopUpRecord((await topUps.findById(Number(topUp.id)))!),
        redirectUrl: payment.checkoutUrl,
      };
    },

    /** `GET /api/esims/{id}/top-ups`: the eSIM's top-ups, whether it can have one, and its auto top-up. */
    async listFor(
      esimId: number,
      session: Session | undefined,
      orderToken: string | undefined,
    ): Promise<EsimTopUpsAnswer> {
      const row = await esims.esimToChange(esimId, session, orderToken);
      const { status } = (await esims.esimRow(esimId))!;
      // A pending top-up past its payment's expiry: the provider says what became of it (paid just in time and its
      // notice late, or expired), never a guess here.
      let rows = await topUps.listForEsim(esimId);
      const overdue = rows.filter(
        (row) => row.status === 'pending' && row.transaction_id !== null && row.expires_at <= nowIso(),
      );
      for (const row of overdue) await handlePaymentNotice(row.transaction_id!);
      if (overdue.length > 0) rows = await topUps.listForEsim(esimId);
      return {
        topUps: rows.map(toTopUpRecord),
        canTopUp: canTopUp(row, status),
        autoTopUp: await autoTopUpOf(esimId),
        autoTopUpAvailable: provider.collect !== undefined,
      };
    },

    /**
     * `PUT /api/esims/{id}/auto-top-up`: 409 AUTO_TOP_UP_UNAVAILABLE to switch it on when the provider cannot collect,
     * 409 TOP_UP_NOT_AVAILABLE when the eSIM cannot have top-ups. Switched on past 90% already, it buys at once.
     */
    async setAutoTopUp(
      esimId: number,
      body: AutoTopUpBody,
      session: Session | undefined,
      orderToken: string | undefined,
    ): Promise<AutoTopUp> {
      const row = await esims.esimToChange(esimId, session, orderToken);
      const { status } = (await esims.esimRow(esimId))!;
      if (body.enabled && !provider.collect) throw new AppError(409, 'AUTO_TOP_UP_UNAVAILABLE');
      if (body.enabled && !canTopUp(row, status)) throw new AppError(409, 'TOP_UP_NOT_AVAILABLE');
      await topUps.saveAutoSettings({
        esim_id: esimId,
        enabled: body.enabled ? 1 : 0,
        bundle: body.bundle,
        monthly_cap_cents: body.monthlyCapEuros * 100,
        updated_at: nowIso(),
      });
      if (body.enabled) await esims.autoTopUpIfDue(esimId);
      return autoTopUpOf(esimId);
    },

    /** The hosted page's view of a top-up's payment; undefined for any other transaction. */
    async topUpOfPayment(
      transactionId: string,
      language: Language,
    ): Promise<{ reference: string; description: string; returnPath: string } | undefined> {
      const topUp = await topUps.findByTransactionId(transactionId);
      const found = topUp && (await esims.esimRow(Number(topUp.esim_id)));
      if (!topUp || !found) return undefined;
      const bundle = findTopUpBundle(topUp.bundle)!;
      return {
        reference: topUpRef(Number(topUp.id)),
        description: description(found.row, bundle, language),
        returnPath: topUpReturnPath(Number(topUp.esim_id), Number(topUp.id)),
      };
    },

    handlePaymentNotice,
  };
}

export type TopUpsService = ReturnType<typeof createTopUpsService>;
