// The back office's invoices (docs/contracts.md §4 and §7): the list with its stat cards, one invoice read, created,
// changed and deleted (drafts only), status changes that only move forward (canMoveInvoice) and bulk actions,
// payment reminders for sent invoices, credit notes, the PDF document and the CSV export; the signed-in customer's
// own invoices and their PDFs; and, for the order chain, `createOrderInvoice` and `createCreditNote`, which work in
// the caller's transaction. Every change is recorded as an activity entry in the same transaction. "Today" comes
// from the clock, so that tests can fix it.
import type { Kysely } from 'kysely';
import {
  creditNoteLines,
  formatEuro,
  canMoveInvoice,
  INVOICE_VAT_PERCENT,
  invoiceAmounts,
  invoiceDisplayStatus,
  isSupportedLanguage,
  PAYMENT_EXPIRY_MINUTES,
  translateMessage,
  type AdminSettings,
  type BulkInvoiceDeleteAnswer,
  type BulkInvoiceStatusAnswer,
  type InvoiceLineInput,
  type InvoiceListAnswer,
  type InvoicePayAnswer,
  type InvoiceListQuery,
  type InvoiceRecord,
  type InvoiceStatus,
  type PayableInvoiceAnswer,
  type RedirectPaymentMethod,
  type RemindersAnswer,
  type Language,
} from '@telecom/domain';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { systemClock, type Clock } from '../../lib/clock.js';
import { csvAmount, csvChunks } from '../../lib/csv.js';
import { formatDate, LOCALES } from '../../lib/mail-format.js';
import { createActivityRepository } from '../activity/activity.repository.js';
import { createCustomersRepository } from '../customers/customers.repository.js';
import type { MailOutbox } from '../jobs/mail-outbox.js';
import { publishWebhook } from '../webhooks/webhooks.service.js';
import type { PaymentProvider } from '../payments/payment-provider.js';
import { renderInvoicePdf, type BuyerBusiness } from './invoice-pdf.js';
import {
  createInvoicesRepository,
  invoiceRecords,
  type InvoiceDbRow,
  type InvoicesRepository,
} from './invoices.repository.js';
import { createPayLinks } from './pay-link.js';

export interface InvoicesOptions {
  db: Kysely<Database>;
  /** Where the reminders are written (docs/contracts.md §12). */
  mail: MailOutbox;
  /** The company settings: the seller on documents, the name and support address in reminders, the default language. */
  settings: { settings(): Promise<AdminSettings> };
  clock?: Clock;
  /**
   * Refunds a paid order (the integrator wires it to the order service). A credit note for an invoice that came from
   * an order (`order_id` set) must also refund the order's payment: when this is given, the credit-note route calls
   * it INSTEAD of creating the credit note itself, and the order's refund creates the credit note (with
   * `createCreditNote`) in its own transaction, together with the order's status `refunded`. Without it (or for an
   * invoice without an order) the route creates the credit note itself.
   */
  refundOrder?: (orderId: string) => Promise<void>;
  /** Paying open invoices online (docs/contracts.md §12): the payment provider and where the site is. */
  payments: InvoicePaymentOptions;
}

export interface InvoicePaymentOptions {
  provider: PaymentProvider;
  /** The site's address: the pay link, the provider's return and webhook URLs. */
  publicUrl: string;
  /** The JWT secret: the pay links' key is derived from it under its own label (pay-link.ts). */
  jwtSecret: string;
}

/** Who started an invoice's payment: the signed-in account (back to the dashboard) or the pay link (back to it). */
type PaymentStartedVia = 'account' | 'link';

type ActivityKind = 'payment' | 'invoice';

/** The repositories a change uses, on one connection or transaction. */
function storeOf(db: Kysely<Database>, clock: Clock) {
  const activity = createActivityRepository(db);
  return {
    db,
    invoices: createInvoicesRepository(db),
    record: (
      type: ActivityKind,
      messageKey: string,
      params: Record<string, string | number>,
      status: 'success' | 'pending' | 'warning' = 'success',
    ) => activity.addActivity({ type, messageKey, params, status, timestamp: clock.now().toISOString() }),
  };
}
type Store = ReturnType<typeof storeOf>;

/** A document's number: INV-2026-001, CN-2027-014, INV-2026-1000 (three digits at least). */
export function documentNumber(series: 'INV' | 'CN', year: string, sequence: number): string {
  return `${series}-${year}-${String(sequence).padStart(3, '0')}`;
}

/**
 * The next number of a series (`INV` or `CN`) in the issue date's year: INV-YYYY-NNN, from the series' counter in
 * number_sequences, in the caller's transaction (takeNumbers). Never a number given out before, also after a delete and
 * when several instances number at once.
 */
export async function nextDocumentNumber(
  repository: InvoicesRepository,
  series: 'INV' | 'CN',
  issueDate: string,
): Promise<string> {
  const year = issueDate.slice(0, 4);
  return documentNumber(series, year, await repository.takeNumbers(`${series}-${year}`, 1));
}

export interface OrderInvoiceInput {
  /** The order's id, ORD-… */
  orderId: string;
  /** The customer record the order is booked on. */
  customerId: number | null;
  customerName: string;
  customerEmail: string;
  /** Unit prices before VAT (orderInvoiceLines of the domain turns an order's product into these). */
  lines: readonly InvoiceLineInput[];
  /** When the payment was settled (ISO instant): the issue, due and paid date. */
  paidAt: string;
  /** The customer's language: an empty description becomes "Services" in it. */
  language: Language;
  recurring?: boolean;
  /** The order's VAT (pricing/vat.ts): its rate and whether it is reverse charged; the Dutch 21% unless given. */
  vat?: InvoiceVat;
}

/** An invoice's VAT: the rate in percent and whether the buyer accounts for it ("btw verlegd"). */
export interface InvoiceVat {
  percent: number;
  reverseCharge: boolean;
}

/**
 * The account webhooks of invoices just issued or paid (docs/contracts.md §18), in the caller's transaction: one query
 * finds the invoices whose customer record belongs to an account with an enabled endpoint, so a batch of the billing
 * run costs nothing more for the many accounts without one. An invoice made paid is both issued and paid.
 */
async function publishInvoiceEvents(
  trx: Kysely<Database>,
  ids: readonly number[],
  types: readonly ('invoice.issued' | 'invoice.paid')[],
  now: Date,
): Promise<void> {
  if (ids.length === 0) return;
  const rows = await trx
    .selectFrom('invoices')
    .innerJoin('customers', 'customers.id', 'invoices.customer_id')
    .select([
      'invoices.id',
      'invoices.invoice_number',
      'invoices.total_cents',
      'invoices.status',
      'invoices.order_id',
      'invoices.paid_date',
      'customers.user_id',
    ])
    .where('invoices.id', 'in', ids)
    .where('customers.user_id', 'in', (eb) =>
      eb.selectFrom('webhook_endpoints').select('webhook_endpoints.user_id').where('webhook_endpoints.enabled', '=', 1),
    )
    .orderBy('invoices.id')
    .execute();
  for (const row of rows) {
    const invoice = { invoiceId: Number(row.id), number: row.invoice_number, totalCents: Number(row.total_cents) };
    for (const type of types) {
      if (type === 'invoice.issued')
        await publishWebhook(trx, {
          userId: row.user_id,
          type,
          data: { ...invoice, status: row.status, orderId: row.order_id },
          now,
        });
      else
        await publishWebhook(trx, {
          userId: row.user_id,
          type,
          data: { ...invoice, paidAt: now.toISOString() },
          now,
        });
    }
  }
}

/** An invoice with its lines, numbered by its issue date's year, in the caller's transaction; records its creation. */
async function insertInvoiceWithLines(
  trx: Kysely<Database>,
  input: {
    customerId: number | null;
    customerName: string;
    customerEmail: string;
    lines: readonly InvoiceLineInput[];
    language: Language;
    status: 'paid' | 'sent';
    issueDate: string;
    dueDate: string;
    paidDate: string | null;
    recurring: boolean;
    orderId: string | null;
    timestamp: string;
    vat?: InvoiceVat | undefined;
  },
): Promise<number> {
  const invoices = createInvoicesRepository(trx);
  const lines = input.lines.map((line) => ({
    ...line,
    description: line.description.trim() || translateMessage('invoice.line.services', input.language),
  }));
  const vatPercent = input.vat?.percent ?? INVOICE_VAT_PERCENT;
  const amounts = invoiceAmounts(lines, vatPercent);
  const invoiceNumber = await nextDocumentNumber(invoices, 'INV', input.issueDate);
  const id = await invoices.insertInvoice({
    vatPercent,
    reverseCharge: input.vat?.reverseCharge ?? false,
    invoiceNumber,
    customerId: input.customerId,
    customerName: input.customerName,
    customerEmail: input.customerEmail,
    amountCents: amounts.subtotalCents,
    vatCents: amounts.vatCents,
    totalCents: amounts.totalCents,
    lines,
    status: input.status,
    issueDate: input.issueDate,
    dueDate: input.dueDate,
    paidDate: input.paidDate,
    recurring: input.recurring,
    kind: 'invoice',
    creditNoteOf: null,
    orderId: input.orderId,
  });
  await createActivityRepository(trx).addActivity({
    type: 'invoice',
    messageKey: 'activity.invoiceCreated',
    params: { invoice: invoiceNumber, name: input.customerName },
    status: 'success',
    timestamp: input.timestamp,
  });
  const paid = input.status === 'paid';
  await publishInvoiceEvents(
    trx,
    [id],
    paid ? ['invoice.issued', 'invoice.paid'] : ['invoice.issued'],
    new Date(input.timestamp),
  );
  return id;
}

/** An invoice settled when it is made (an order's, a top-up's): issued, due and paid on the paid date. */
function insertSettledInvoice(
  trx: Kysely<Database>,
  input: Omit<OrderInvoiceInput, 'orderId'> & { orderId: string | null },
): Promise<number> {
  const day = input.paidAt.slice(0, 10);
  return insertInvoiceWithLines(trx, {
    customerId: input.customerId,
    customerName: input.customerName,
    customerEmail: input.customerEmail,
    lines: input.lines,
    language: input.language,
    status: 'paid',
    issueDate: day,
    dueDate: day,
    paidDate: day,
    recurring: input.recurring ?? false,
    orderId: input.orderId,
    timestamp: input.paidAt,
    vat: input.vat,
  });
}

/**
 * The invoice of a paid order, in the caller's transaction (docs/contracts.md §7): status paid, issued, due and paid on
 * the paid date, numbered INV-YYYY-NNN by that date's year, linked to the order and the customer record. Returns its id.
 */
export function createOrderInvoice(trx: Kysely<Database>, input: OrderInvoiceInput): Promise<number> {
  return insertSettledInvoice(trx, input);
}

/**
 * The invoice of a paid eSIM top-up (docs/contracts.md §14), in the caller's transaction: like an order's (status paid,
 * issued, due and paid on the paid date), on the eSIM's customer record, with no order of its own. Returns its id.
 */
export function createTopUpInvoice(
  trx: Kysely<Database>,
  input: Omit<OrderInvoiceInput, 'orderId' | 'recurring'>,
): Promise<number> {
  return insertSettledInvoice(trx, { ...input, orderId: null, recurring: false });
}

export interface SubscriptionInvoiceInput {
  customerId: number | null;
  customerName: string;
  customerEmail: string;
  /** Unit prices before VAT. */
  lines: readonly InvoiceLineInput[];
  language: Language;
  /** The VAT of the order that started the subscription; the Dutch 21% unless given. */
  vat?: InvoiceVat;
}

/**
 * Months of subscriptions, in the caller's transaction (docs/contracts.md §8): recurring invoices issued on `issueDate`
 * and due on `dueDate`, numbered INV-YYYY-NNN like every other (one take of the counter for all of them, in the order
 * given), each sent and at once collected by the simulated direct debit: stored paid on the issue date, with the
 * activity entries of both (created, then payment received). A few multi-row statements for a batch of the billing run.
 * Returns their ids in the order given.
 */
export async function createPaidSubscriptionInvoices(
  trx: Kysely<Database>,
  inputs: readonly SubscriptionInvoiceInput[],
  { issueDate, dueDate, timestamp }: { issueDate: string; dueDate: string; timestamp: string },
): Promise<number[]> {
  if (inputs.length === 0) return [];
  const invoices = createInvoicesRepository(trx);
  const year = issueDate.slice(0, 4);
  const last = await invoices.takeNumbers(`INV-${year}`, inputs.length);
  const rows = inputs.map((input, at) => {
    const lines = input.lines.map((line) => ({
      ...line,
      description: line.description.trim() || translateMessage('invoice.line.services', input.language),
    }));
    const vatPercent = input.vat?.percent ?? INVOICE_VAT_PERCENT;
    const amounts = invoiceAmounts(lines, vatPercent);
    return {
      vatPercent,
      reverseCharge: input.vat?.reverseCharge ?? false,
      invoiceNumber: documentNumber('INV', year, last - inputs.length + 1 + at),
      customerId: input.customerId,
      customerName: input.customerName,
      customerEmail: input.customerEmail,
      amountCents: amounts.subtotalCents,
      vatCents: amounts.vatCents,
      totalCents: amounts.totalCents,
      lines,
      status: 'paid' as const,
      issueDate,
      dueDate,
      paidDate: issueDate,
      recurring: true,
      kind: 'invoice' as const,
      creditNoteOf: null,
      orderId: null,
    };
  });
  const ids = await invoices.insertInvoices(rows);
  await createActivityRepository(trx).addActivities(
    rows.flatMap((row) => {
      const params = { invoice: row.invoiceNumber, name: row.customerName };
      return [
        {
          type: 'invoice' as const,
          messageKey: 'activity.invoiceCreated',
          params,
          status: 'success' as const,
          timestamp,
        },
        {
          type: 'payment' as const,
          messageKey: 'activity.paymentReceived',
          params,
          status: 'success' as const,
          timestamp,
        },
      ];
    }),
  );
  await publishInvoiceEvents(trx, ids, ['invoice.issued', 'invoice.paid'], new Date(timestamp));
  return ids;
}

/**
 * Marks an invoice paid on `paidDate` and records the payment, in the caller's transaction: the one way an invoice
 * becomes paid (the back office's status change and the subscriptions' direct debit), so that every figure follows.
 */
export async function markInvoicePaid(
  trx: Kysely<Database>,
  invoice: { id: number; invoiceNumber: string; customerName: string },
  { paidDate, timestamp }: { paidDate: string; timestamp: string },
): Promise<void> {
  await createInvoicesRepository(trx).setInvoiceStatus(invoice.id, 'paid', paidDate);
  await createActivityRepository(trx).addActivity({
    type: 'payment',
    messageKey: 'activity.paymentReceived',
    params: { invoice: invoice.invoiceNumber, name: invoice.customerName },
    status: 'success',
    timestamp,
  });
  await publishInvoiceEvents(trx, [invoice.id], ['invoice.paid'], new Date(timestamp));
}

/**
 * The credit note of a paid invoice, in the caller's transaction: CN-YYYY-NNN (its own series, by the year of today),
 * the original's lines with negative unit prices (and negated amounts, so both add up to zero), linked to the
 * original, status paid (it settles the original, which stays paid). 409 INVOICE_NOT_PAID for anything but a paid
 * invoice, 409 CREDIT_NOTE_EXISTS when it has one. Returns its id.
 */
export async function createCreditNote(
  trx: Kysely<Database>,
  invoiceId: number,
  { reason, now = new Date() }: { reason?: string | undefined; now?: Date } = {},
): Promise<number> {
  const invoices = createInvoicesRepository(trx);
  const original = await invoices.findInvoice(invoiceId);
  if (!original) throw new AppError(404, 'NOT_FOUND');
  if (original.kind !== 'invoice' || original.status !== 'paid') throw new AppError(409, 'INVOICE_NOT_PAID');
  if ((await invoices.creditNoteOf(original.id)) !== undefined) throw new AppError(409, 'CREDIT_NOTE_EXISTS');
  const { [original.id]: links } = Object.fromEntries(await invoices.linksOf([original]));
  const lines = creditNoteLines(
    links!.lines.map((line) => ({
      description: line.description,
      quantity: line.quantity,
      unitPriceCents: line.unit_price_cents,
    })),
  );
  const note = reason?.trim();
  if (note && lines[0]) lines[0] = { ...lines[0], description: `${lines[0].description} (${note})` };
  const day = now.toISOString().slice(0, 10);
  const invoiceNumber = await nextDocumentNumber(invoices, 'CN', day);
  const id = await invoices.insertInvoice({
    invoiceNumber,
    customerId: original.customer_id,
    customerName: original.customer_name,
    customerEmail: original.customer_email,
    amountCents: -original.amount_cents,
    vatCents: -original.vat_cents,
    totalCents: -original.total_cents,
    // The original's VAT, mirrored: its rate and its reverse charge.
    vatPercent: original.vat_percent,
    reverseCharge: original.reverse_charge === 1,
    lines,
    status: 'paid',
    issueDate: day,
    dueDate: day,
    paidDate: day,
    recurring: false,
    kind: 'credit-note',
    creditNoteOf: original.id,
    orderId: original.order_id,
  });
  await createActivityRepository(trx).addActivity({
    type: 'invoice',
    messageKey: 'activity.creditNoteCreated',
    params: { creditNote: invoiceNumber, invoice: original.invoice_number, name: original.customer_name },
    status: 'warning',
    timestamp: now.toISOString(),
  });
  return id;
}

/** The buyer's address lines from an order's stored customer details (the shipping address). */
function addressLines(customer: unknown): string[] {
  if (typeof customer !== 'object' || customer === null) return [];
  const text = (key: string) => {
    const value = (customer as Record<string, unknown>)[key];
    return typeof value === 'string' ? value.trim() : '';
  };
  const house = [text('houseNumber'), text('houseNumberAddition')].filter(Boolean).join('-');
  const lines = [
    [text('street'), house].filter(Boolean).join(' '),
    text('addressLine2'),
    [text('postcode'), text('city')].filter(Boolean).join(' '),
    text('country') && text('country') !== 'NL' ? text('country') : '',
  ];
  return lines.filter(Boolean);
}

/** A business buyer's details from an order's stored `business` (docs/contracts.md §13); null for a consumer. */
function businessOf(business: unknown): BuyerBusiness | null {
  if (typeof business !== 'object' || business === null) return null;
  const text = (key: string) => {
    const value = (business as Record<string, unknown>)[key];
    return typeof value === 'string' && value.trim() ? value.trim() : undefined;
  };
  const companyName = text('companyName');
  return companyName ? { companyName, kvkNumber: text('kvkNumber'), vatNumber: text('vatNumber') } : null;
}

export function createInvoicesService({
  db,
  mail,
  settings,
  clock = systemClock,
  refundOrder,
  payments,
}: InvoicesOptions) {
  const payLinks = createPayLinks(payments.jwtSecret);
  const invoices = createInvoicesRepository(db);
  const customers = createCustomersRepository(db);
  const store = storeOf(db, clock);
  const today = () => clock.now().toISOString().slice(0, 10);
  const inTransaction = <T>(work: (store: Store) => Promise<T>) =>
    db.transaction().execute((trx) => work(storeOf(trx, clock)));

  async function findInvoice(id: number): Promise<InvoiceDbRow> {
    const row = Number.isSafeInteger(id) && id > 0 ? await invoices.findInvoice(id) : undefined;
    if (!row) throw new AppError(404, 'NOT_FOUND');
    return row;
  }

  async function record(id: number): Promise<InvoiceRecord> {
    const [result] = await invoiceRecords(invoices, [await findInvoice(id)]);
    return result!;
  }

  async function changeInvoiceStatus(changes: Store, row: InvoiceDbRow, status: InvoiceStatus) {
    if (status === 'paid') {
      await markInvoicePaid(
        changes.db,
        { id: row.id, invoiceNumber: row.invoice_number, customerName: row.customer_name },
        { paidDate: today(), timestamp: clock.now().toISOString() },
      );
      return;
    }
    await changes.invoices.setInvoiceStatus(row.id, status, null);
    // Sent has its own entry; any other change is named as a change.
    const params = { invoice: row.invoice_number, name: row.customer_name };
    if (status === 'sent') {
      await changes.record('invoice', 'activity.invoiceSent', params);
      // A draft sent is an invoice issued to the customer; one sent again is not issued twice.
      if (row.status === 'draft') await publishInvoiceEvents(changes.db, [row.id], ['invoice.issued'], clock.now());
    } else
      await changes.record(
        'invoice',
        'activity.invoiceStatusChanged',
        params,
        status === 'cancelled' ? 'warning' : 'success',
      );
  }

  /** The customer's language: their account's, else the company's default language. */
  async function customerLanguage(
    row: Pick<InvoiceDbRow, 'customer_id' | 'customer_email'>,
    company: AdminSettings,
  ): Promise<Language> {
    const language = await invoices.customerLanguage(row.customer_id, row.customer_email);
    return isSupportedLanguage(language) ? language : company.defaultLanguage;
  }

  /** A sent invoice: a stored 'overdue' (older data) is one too. */
  const isSent = (row: InvoiceDbRow) => row.status === 'sent' || row.status === 'overdue';

  /** The site's path of an invoice's pay link (the web page `/facturen/{id}/betalen`). */
  const payLinkPath = (id: number) => `/facturen/${id}/betalen?t=${payLinks.token(id)}`;

  /** Where the provider sends the payer back: the dashboard's invoices, or the pay link's page. */
  const returnPath = (row: Pick<InvoiceDbRow, 'id' | 'invoice_number'>, via: PaymentStartedVia) =>
    via === 'account'
      ? `/dashboard/billing?paid=${encodeURIComponent(row.invoice_number)}#invoices`
      : payLinkPath(row.id);

  /**
   * Creates the provider's payment of an open invoice (sent, or a stored 'overdue') and records which invoice it
   * pays: 409 INVOICE_PAID once paid, 409 INVOICE_NOT_OPEN for a draft, a cancelled invoice or a credit note.
   */
  async function startPayment(
    row: InvoiceDbRow,
    method: RedirectPaymentMethod,
    via: PaymentStartedVia,
  ): Promise<InvoicePayAnswer> {
    if (row.kind === 'invoice' && row.status === 'paid') throw new AppError(409, 'INVOICE_PAID');
    if (row.kind !== 'invoice' || !isSent(row)) throw new AppError(409, 'INVOICE_NOT_OPEN');
    const language = await customerLanguage(row, await settings.settings());
    const now = clock.now();
    const payment = await payments.provider.createPayment({
      orderId: row.invoice_number,
      amountCents: row.total_cents,
      currency: 'EUR',
      description: translateMessage('document.payment.invoiceDescription', language, { invoice: row.invoice_number }),
      method,
      returnUrl: `${payments.publicUrl}${returnPath(row, via)}`,
      webhookUrl: `${payments.publicUrl}/api/payments/webhook`,
      expiresAt: new Date(now.getTime() + PAYMENT_EXPIRY_MINUTES * 60_000).toISOString(),
      metadata: { invoiceId: String(row.id), invoiceNumber: row.invoice_number },
      language,
    });
    await db
      .insertInto('invoice_payments')
      .values({
        transaction_id: payment.transactionId,
        invoice_id: row.id,
        status: 'open',
        via,
        created_at: now.toISOString(),
      })
      .execute();
    if (!payment.checkoutUrl) throw new Error(`Payment ${payment.transactionId} of a redirect method has no page`);
    return { redirectUrl: payment.checkoutUrl };
  }

  /** The invoice a valid pay link names; 404 NOT_FOUND for a wrong token, as for an invoice that does not exist. */
  async function invoiceOfPayLink(id: number, token: string): Promise<InvoiceDbRow> {
    const row = await findInvoice(id);
    if (!payLinks.verify(row.id, token)) throw new AppError(404, 'NOT_FOUND');
    return row;
  }

  /** The row of an invoice's payment; undefined for any other transaction (an order's). */
  const storedPayment = (transactionId: string) =>
    db.selectFrom('invoice_payments').selectAll().where('transaction_id', '=', transactionId).executeTakeFirst();

  /**
   * Mails the reminder in the customer's language and records it: "overdue" only once the due date has passed (by
   * the clock), before that a friendly reminder of the due date.
   */
  async function remind(row: InvoiceDbRow) {
    const company = await settings.settings();
    const language = await customerLanguage(row, company);
    const t = (key: Parameters<typeof translateMessage>[0], params: Record<string, string | number> = {}) =>
      translateMessage(key, language, params);
    const overdue = row.due_date < today();
    const { name, pdf } = await document(row);
    const params = {
      invoice: row.invoice_number,
      amount: formatEuro(row.total_cents, LOCALES[language]),
      due: formatDate(row.due_date, language),
    };
    await mail.add(db, {
      to: row.customer_email,
      language,
      subject: t(overdue ? 'mail.reminder.subject' : 'mail.reminder.upcoming.subject', params),
      text: [
        t('mail.order.greeting', { name: row.customer_name }),
        '',
        t(overdue ? 'mail.reminder.body' : 'mail.reminder.upcoming.body', params),
        '',
        t('mail.reminder.pay', { url: `${payments.publicUrl}${payLinkPath(row.id)}` }),
        t('mail.reminder.attached'),
        '',
        t('mail.reminder.questions', { email: company.supportEmail }),
        '',
        t('mail.signature', { brand: company.companyName }),
        '',
      ].join('\n'),
      attachments: [{ filename: name, content: pdf, contentType: 'application/pdf' }],
    });
    mail.wake();
    await store.record(
      'invoice',
      'activity.reminderSent',
      { invoice: row.invoice_number, name: row.customer_name },
      'pending',
    );
  }

  /** The PDF of an invoice in its customer's language. */
  async function document(row: InvoiceDbRow): Promise<{ name: string; pdf: Buffer }> {
    const company = await settings.settings();
    const language = await customerLanguage(row, company);
    const [invoice] = await invoiceRecords(invoices, [row]);
    // The address of the order it came from; a subscription's monthly invoice: the order that started it.
    const orderId = row.order_id ?? (await invoices.subscriptionOrderOf(row.id));
    const buyerAddress = orderId ? addressLines(await invoices.orderCustomer(orderId)) : [];
    const buyerBusiness = orderId ? businessOf(await invoices.orderBusiness(orderId)) : null;
    const pdf = await renderInvoicePdf({
      invoice: invoice!,
      shownStatus: invoiceDisplayStatus({ status: row.status, due_date: row.due_date }, today()),
      company,
      language,
      buyerAddress,
      buyerBusiness,
    });
    return { name: `${row.invoice_number}.pdf`, pdf };
  }

  /** A single line of `amount` cents: the description given, else the first line's, else "Services". */
  function singleLine(amount: number, description: string | undefined, fallback: string): InvoiceLineInput[] {
    return [{ description: description?.trim() || fallback, quantity: 1, unitPriceCents: amount }];
  }

  return {
    /** The list of a parsed query with the stat cards, both read from the table on each call. */
    async listInvoices(query: InvoiceListQuery): Promise<InvoiceListAnswer> {
      const day = today();
      const [page, stats] = await Promise.all([invoices.listInvoices(query, day), invoices.invoiceStats(day)]);
      return { ...page, stats };
    },

    invoice: record,

    /** A new invoice of one line (the amount before VAT); the VAT and total are computed here. */
    async createInvoice(input: {
      customerId: number;
      amount: number;
      description?: string | undefined;
      issueDate: string;
      dueDate: string;
      status: 'draft' | 'sent';
      recurring: boolean;
    }): Promise<InvoiceRecord> {
      const customer = await customers.findCustomer(input.customerId);
      if (!customer)
        throw new AppError(400, 'VALIDATION_FAILED', { fields: { customerId: 'validation.customer.required' } });
      const language = await customerLanguage(
        { customer_id: customer.id, customer_email: customer.email },
        await settings.settings(),
      );
      const lines = singleLine(input.amount, input.description, translateMessage('invoice.line.services', language));
      const amounts = invoiceAmounts(lines);
      const id = await inTransaction(async (changes) => {
        const invoiceNumber = await nextDocumentNumber(changes.invoices, 'INV', input.issueDate);
        const created = await changes.invoices.insertInvoice({
          invoiceNumber,
          customerId: customer.id,
          customerName: customer.name,
          customerEmail: customer.email,
          amountCents: amounts.subtotalCents,
          vatCents: amounts.vatCents,
          totalCents: amounts.totalCents,
          lines,
          status: input.status,
          issueDate: input.issueDate,
          dueDate: input.dueDate,
          paidDate: null,
          recurring: input.recurring,
          kind: 'invoice',
          creditNoteOf: null,
          orderId: null,
        });
        await changes.record('invoice', 'activity.invoiceCreated', { invoice: invoiceNumber, name: customer.name });
        return created;
      });
      return record(id);
    },

    /** Changes a draft (409 INVOICE_NOT_DRAFT otherwise); without `recurring` the invoice keeps its own. */
    async updateInvoice(
      id: number,
      input: {
        amount: number;
        description?: string | undefined;
        issueDate: string;
        dueDate: string;
        recurring?: boolean | undefined;
      },
    ): Promise<InvoiceRecord> {
      const current = await record(id);
      if (current.status !== 'draft') throw new AppError(409, 'INVOICE_NOT_DRAFT');
      const recurring = input.recurring === undefined ? (current.recurring ? 1 : 0) : input.recurring ? 1 : 0;
      const lines = singleLine(
        input.amount,
        input.description,
        current.lines[0]?.description ?? translateMessage('invoice.line.services', 'nl'),
      );
      // A draft keeps its rate (a back-office invoice is 21%; pricing/vat.ts for an order's).
      const amounts = invoiceAmounts(lines, current.vatPercent);
      await inTransaction(async (changes) => {
        await changes.invoices.updateInvoice(current.id, {
          amountCents: amounts.subtotalCents,
          vatCents: amounts.vatCents,
          totalCents: amounts.totalCents,
          vatPercent: current.vatPercent,
          lines,
          issueDate: input.issueDate,
          dueDate: input.dueDate,
          recurring,
        });
        await changes.record('invoice', 'activity.invoiceUpdated', {
          invoice: current.invoice_number,
          name: current.customer_name,
        });
      });
      return record(current.id);
    },

    /** Moves an invoice forward (canMoveInvoice); anything else answers 409 INVALID_TRANSITION. */
    async setInvoiceStatus(id: number, status: InvoiceStatus): Promise<InvoiceRecord> {
      const row = await findInvoice(id);
      if (row.kind !== 'invoice' || !canMoveInvoice(row.status, status)) throw new AppError(409, 'INVALID_TRANSITION');
      await inTransaction((changes) => changeInvoiceStatus(changes, row, status));
      return record(row.id);
    },

    /** Moves the chosen invoices that may move to `status`; the others and unknown ids are skipped. */
    async invoicesStatus(ids: readonly number[], status: InvoiceStatus): Promise<BulkInvoiceStatusAnswer> {
      const unique = [...new Set(ids)];
      const updated = await inTransaction(async (changes) => {
        let moved = 0;
        for (const id of unique) {
          const row = await changes.invoices.findInvoice(id);
          if (!row || row.kind !== 'invoice' || !canMoveInvoice(row.status, status)) continue;
          await changeInvoiceStatus(changes, row, status);
          moved += 1;
        }
        return moved;
      });
      return { updated, skipped: unique.length - updated };
    },

    /** Deletes a draft (409 INVOICE_NOT_DRAFT otherwise). Its number is never given out again. */
    async deleteInvoice(id: number): Promise<void> {
      const row = await findInvoice(id);
      if (row.status !== 'draft') throw new AppError(409, 'INVOICE_NOT_DRAFT');
      await inTransaction(async (changes) => {
        await changes.invoices.deleteInvoice(row.id);
        await changes.record(
          'invoice',
          'activity.invoiceDeleted',
          { invoice: row.invoice_number, name: row.customer_name },
          'warning',
        );
      });
    },

    /** Deletes the chosen drafts; the others and unknown ids are skipped. */
    async deleteInvoices(ids: readonly number[]): Promise<BulkInvoiceDeleteAnswer> {
      const unique = [...new Set(ids)];
      const deleted = await inTransaction(async (changes) => {
        let count = 0;
        for (const id of unique) {
          const row = await changes.invoices.findInvoice(id);
          if (!row || row.status !== 'draft') continue;
          await changes.invoices.deleteInvoice(row.id);
          await changes.record(
            'invoice',
            'activity.invoiceDeleted',
            { invoice: row.invoice_number, name: row.customer_name },
            'warning',
          );
          count += 1;
        }
        return count;
      });
      return { deleted, skipped: unique.length - deleted };
    },

    /** Mails a payment reminder for a sent invoice (409 INVOICE_NOT_SENT otherwise), in the customer's language. */
    async sendReminder(id: number): Promise<void> {
      const row = await findInvoice(id);
      if (!isSent(row)) throw new AppError(409, 'INVOICE_NOT_SENT');
      await remind(row);
    },

    /** Reminders for the chosen sent invoices; the others and unknown ids are skipped. */
    async sendReminders(ids: readonly number[]): Promise<RemindersAnswer> {
      const unique = [...new Set(ids)];
      let sent = 0;
      for (const id of unique) {
        const row = await invoices.findInvoice(id);
        if (!row || !isSent(row)) continue;
        await remind(row);
        sent += 1;
      }
      return { sent, skipped: unique.length - sent };
    },

    /**
     * Credits a paid invoice: 409 INVOICE_NOT_PAID for any other, 409 CREDIT_NOTE_EXISTS when it has one. For an
     * invoice that came from an order, with `refundOrder` given, the order is refunded instead, and its refund
     * creates the credit note (see InvoicesOptions); otherwise the credit note is created here.
     */
    async creditInvoice(id: number, { reason }: { reason?: string | undefined } = {}): Promise<InvoiceRecord> {
      const row = await findInvoice(id);
      if (row.kind !== 'invoice' || row.status !== 'paid') throw new AppError(409, 'INVOICE_NOT_PAID');
      if ((await invoices.creditNoteOf(row.id)) !== undefined) throw new AppError(409, 'CREDIT_NOTE_EXISTS');
      if (row.order_id !== null && refundOrder) {
        await refundOrder(row.order_id);
        const noteId = await invoices.creditNoteOf(row.id);
        if (noteId === undefined) throw new Error(`Refunding order ${row.order_id} made no credit note`);
        return record(noteId);
      }
      const noteId = await db
        .transaction()
        .execute((trx) => createCreditNote(trx, row.id, { reason, now: clock.now() }));
      return record(noteId);
    },

    /** The PDF of any invoice (the back office). */
    async invoicePdf(id: number): Promise<{ name: string; pdf: Buffer }> {
      return document(await findInvoice(id));
    },

    /**
     * The PDF of an order's invoice (not its credit note), for whoever may read the order (the caller checks that);
     * 404 INVOICE_NOT_FOUND while it has none (an unpaid order, an assistant in its trial).
     */
    async orderInvoicePdf(orderId: string): Promise<{ name: string; pdf: Buffer }> {
      const row = await invoices.invoiceOfOrder(orderId);
      if (!row) throw new AppError(404, 'INVOICE_NOT_FOUND');
      return document(row);
    },

    /** The PDF of one of the signed-in customer's own invoices; 404 for any other. */
    async ownInvoicePdf(userId: number, id: number): Promise<{ name: string; pdf: Buffer }> {
      const row = (await invoices.invoicesOfUser(userId)).find((candidate) => candidate.id === id);
      if (!row) throw new AppError(404, 'NOT_FOUND');
      return document(row);
    },

    /** Pays one of the signed-in customer's own open invoices (404 for any other): the provider's page to go to. */
    async payOwnInvoice(userId: number, id: number, method: RedirectPaymentMethod): Promise<InvoicePayAnswer> {
      const row = (await invoices.invoicesOfUser(userId)).find((candidate) => candidate.id === id);
      if (!row) throw new AppError(404, 'NOT_FOUND');
      return startPayment(row, method, 'account');
    },

    /** Pays an open invoice by its signed pay link, without an account. */
    async payInvoiceByLink(id: number, token: string, method: RedirectPaymentMethod): Promise<InvoicePayAnswer> {
      return startPayment(await invoiceOfPayLink(id, token), method, 'link');
    },

    /** What the pay link's page shows: the number, the amount and whether it is still open. */
    async payableInvoice(id: number, token: string): Promise<PayableInvoiceAnswer> {
      const row = await invoiceOfPayLink(id, token);
      if (row.kind !== 'invoice' || (row.status !== 'paid' && !isSent(row)))
        throw new AppError(409, 'INVOICE_NOT_OPEN');
      return {
        invoice: {
          id: row.id,
          invoiceNumber: row.invoice_number,
          totalCents: row.total_cents,
          dueDate: row.due_date,
          status: row.status === 'paid' ? 'paid' : 'open',
        },
      };
    },

    /** The invoice a transaction pays, for the provider's hosted page; undefined for an order's transaction. */
    async invoiceOfPayment(
      transactionId: string,
    ): Promise<{ invoiceNumber: string; language: Language; returnPath: string } | undefined> {
      const stored = await storedPayment(transactionId);
      const row = stored && (await invoices.findInvoice(stored.invoice_id));
      if (!stored || !row) return undefined;
      return {
        invoiceNumber: row.invoice_number,
        language: await customerLanguage(row, await settings.settings()),
        returnPath: returnPath(row, stored.via),
      };
    },

    /**
     * The provider's notice of an invoice's payment (its webhook, or the simulated page in-process): the status is
     * fetched from the provider and the payment moves from open once; paid, the open invoice becomes paid in the same
     * transaction (markInvoicePaid). Failed, expired or canceled leave the invoice as it was. Answers whether the
     * transaction is an invoice's at all (else it is an order's).
     */
    async handlePaymentNotice(transactionId: string): Promise<boolean> {
      const stored = await storedPayment(transactionId);
      if (!stored) return false;
      if (stored.status !== 'open') return true;
      const payment = await payments.provider.getPayment(transactionId);
      if (!payment || payment.status === 'open') return true;
      await db.transaction().execute(async (trx) => {
        const moved = await trx
          .updateTable('invoice_payments')
          .set({ status: payment.status })
          .where('transaction_id', '=', transactionId)
          .where('status', '=', 'open')
          .executeTakeFirst();
        if (Number(moved.numUpdatedRows) === 0 || payment.status !== 'paid') return;
        const row = await createInvoicesRepository(trx).findInvoice(stored.invoice_id);
        // Paid meanwhile (another payment, the back office): the invoice stays as it is.
        if (!row || !isSent(row) || payment.amountCents !== row.total_cents) return;
        const timestamp = payment.paidAt ?? clock.now().toISOString();
        await markInvoicePaid(
          trx,
          { id: row.id, invoiceNumber: row.invoice_number, customerName: row.customer_name },
          { paidDate: timestamp.slice(0, 10), timestamp },
        );
      });
      return true;
    },

    /**
     * The CSV of the query's rows (or only the chosen ones) in the admin's language (lib/csv.ts), as chunks of a page
     * of invoices each, read as the download takes them (docs/contracts.md §12).
     */
    exportInvoices(
      query: InvoiceListQuery,
      ids: readonly number[] | null,
      language: Language,
    ): { name: string; chunks: AsyncIterable<string> } {
      return {
        name: `invoices-${today()}.csv`,
        chunks: csvChunks(
          [
            'id',
            'invoice_number',
            'customer_name',
            'customer_email',
            'amount',
            'status',
            'issue_date',
            'due_date',
            'paid_date',
            'recurring',
          ],
          invoices.exportInvoices(query, ids, today()),
          (row) => [
            row.id,
            row.invoice_number,
            row.customer_name,
            row.customer_email,
            csvAmount(row.amount),
            row.status,
            row.issue_date,
            row.due_date,
            row.paid_date,
            row.recurring,
          ],
          language,
        ),
      };
    },

    /**
     * The signed-in customer's own invoices: those of the customer record linked to their account while its address
     * is confirmed and equal to the record's. Never those that merely carry their e-mail address.
     */
    async invoicesOfUser(userId: number): Promise<InvoiceRecord[]> {
      return invoiceRecords(invoices, await invoices.invoicesOfUser(userId));
    },
  };
}

export type InvoicesService = ReturnType<typeof createInvoicesService>;
