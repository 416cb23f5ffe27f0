// The back office's invoices (decisions.md §4): the list with its stat cards, one invoice read, created, changed and
// deleted, status changes and bulk actions, payment reminders by e-mail, the invoice document and the CSV export;
// and the signed-in customer's own invoices. Every change is recorded as an activity entry in the same transaction.
// "Today" comes from the clock, so that tests can fix it.
import type { Kysely } from 'kysely';
import {
  formatEuro,
  invoiceDisplayStatus,
  isSupportedLanguage,
  translateMessage,
  type AdminSettings,
  type InvoiceListAnswer,
  type InvoiceListQuery,
  type InvoiceRecord,
  type InvoiceStatus,
  type RemindersAnswer,
  type Language,
} from '@telecom/domain';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { systemClock, type Clock } from '../../lib/clock.js';
import { csvAmount, toCsv } from '../../lib/csv.js';
import { escapeHtml, formatDate, LOCALES } from '../../lib/mail-format.js';
import type { Mailer } from '../../lib/mailer.js';
import { createActivityRepository } from '../activity/activity.repository.js';
import { createCustomersRepository } from '../customers/customers.repository.js';
import { createInvoicesRepository, toInvoiceRecord, type InvoiceDbRow } from './invoices.repository.js';

const EVERYTHING = 1_000_000;

export interface InvoicesOptions {
  db: Kysely<Database>;
  mailer: Mailer;
  /** The company settings: the name and support address in reminders and documents, the default language. */
  settings: { settings(): Promise<AdminSettings> };
  clock?: Clock;
}

type ActivityKind = 'payment' | 'invoice';

/** The repositories a change uses, on one connection or transaction. */
function storeOf(db: Kysely<Database>, clock: Clock) {
  const activity = createActivityRepository(db);
  return {
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

export function createInvoicesService({ db, mailer, settings, clock = systemClock }: InvoicesOptions) {
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

  /**
   * The next INV-YYYY-NNN of the issue date's year: one above both the series' counter and the highest number in
   * use (rows written outside this service, such as the demo data, count too). Never a number given out before,
   * also when several instances number at once: the counter moves in one atomic statement.
   */
  async function nextInvoiceNumber(repository: Store['invoices'], issueDate: string): Promise<string> {
    const year = issueDate.slice(0, 4);
    const floor = await repository.highestNumberInUse(`INV-${year}-`);
    const sequence = await repository.takeNumber(`INV-${year}`, floor);
    return `INV-${year}-${String(sequence).padStart(3, '0')}`;
  }

  async function changeInvoiceStatus(changes: Store, row: InvoiceDbRow, status: InvoiceStatus) {
    await changes.invoices.setInvoiceStatus(
      row.id,
      status,
      status === 'paid' ? (row.status === 'paid' ? row.paid_date : today()) : null,
    );
    // Paid and sent have their own entries; any other change is named as a change.
    const params = { invoice: row.invoice_number, name: row.customer_name };
    if (status === 'paid') await changes.record('payment', 'activity.paymentReceived', params);
    else if (status === 'sent') await changes.record('invoice', 'activity.invoiceSent', params);
    else
      await changes.record(
        'invoice',
        'activity.invoiceStatusChanged',
        params,
        status === 'cancelled' ? 'warning' : 'success',
      );
  }

  /** The customer's language: their account's, else the company's default language. */
  async function customerLanguage(row: InvoiceDbRow, company: AdminSettings): Promise<Language> {
    const language = await invoices.customerLanguage(row.customer_id, row.customer_email);
    return isSupportedLanguage(language) ? language : company.defaultLanguage;
  }

  /** Mails the reminder in the customer's language and records it. */
  async function remind(row: InvoiceDbRow) {
    const company = await settings.settings();
    const language = await customerLanguage(row, company);
    const t = (key: Parameters<typeof translateMessage>[0], params: Record<string, string | number> = {}) =>
      translateMessage(key, language, params);
    await mailer.send({
      to: row.customer_email,
      subject: t('mail.reminder.subject', { invoice: row.invoice_number }),
      text: [
        t('mail.order.greeting', { name: row.customer_name }),
        '',
        t('mail.reminder.body', {
          invoice: row.invoice_number,
          amount: formatEuro(row.amount_cents, LOCALES[language]),
          due: formatDate(row.due_date, language),
        }),
        '',
        t('mail.reminder.questions', { email: company.supportEmail }),
        '',
        t('mail.signature', { brand: company.companyName }),
        '',
      ].join('\n'),
    });
    await store.record(
      'invoice',
      'activity.reminderSent',
      { invoice: row.invoice_number, name: row.customer_name },
      'pending',
    );
  }

  return {
    /** The list of a parsed query with the stat cards, both read from the table on each call. */
    async listInvoices(query: InvoiceListQuery): Promise<InvoiceListAnswer> {
      const day = today();
      const [page, stats] = await Promise.all([invoices.listInvoices(query, day), invoices.invoiceStats(day)]);
      return { ...page, stats };
    },

    async invoice(id: number): Promise<InvoiceRecord> {
      return toInvoiceRecord(await findInvoice(id));
    },

    async createInvoice(input: {
      customerId: number;
      amount: number;
      issueDate: string;
      dueDate: string;
      status: 'draft' | 'sent';
      recurring: boolean;
    }): Promise<InvoiceRecord> {
      const customer = await customers.findCustomer(input.customerId);
      if (!customer)
        throw new AppError(400, 'VALIDATION_FAILED', { fields: { customerId: 'validation.customer.required' } });
      const id = await inTransaction(async (changes) => {
        const invoiceNumber = await nextInvoiceNumber(changes.invoices, input.issueDate);
        const created = await changes.invoices.insertInvoice({
          invoiceNumber,
          customerId: customer.id,
          customerName: customer.name,
          customerEmail: customer.email,
          amountCents: input.amount,
          status: input.status,
          issueDate: input.issueDate,
          dueDate: input.dueDate,
          paidDate: null,
          recurring: input.recurring,
        });
        await changes.record('invoice', 'activity.invoiceCreated', { invoice: invoiceNumber, name: customer.name });
        return created;
      });
      return toInvoiceRecord(await findInvoice(id));
    },

    /** Changes a draft; without `recurring` the invoice keeps its own. */
    async updateInvoice(
      id: number,
      input: { amount: number; issueDate: string; dueDate: string; recurring?: boolean | undefined },
    ): Promise<InvoiceRecord> {
      const row = await findInvoice(id);
      if (row.status !== 'draft') throw new AppError(409, 'INVOICE_NOT_DRAFT');
      const recurring = input.recurring === undefined ? (row.recurring === 1 ? 1 : 0) : input.recurring ? 1 : 0;
      await inTransaction(async (changes) => {
        await changes.invoices.updateInvoice(row.id, {
          amountCents: input.amount,
          issueDate: input.issueDate,
          dueDate: input.dueDate,
          recurring,
        });
        await changes.record('invoice', 'activity.invoiceUpdated', {
          invoice: row.invoice_number,
          name: row.customer_name,
        });
      });
      return toInvoiceRecord(await findInvoice(row.id));
    },

    async setInvoiceStatus(id: number, status: InvoiceStatus): Promise<InvoiceRecord> {
      const row = await findInvoice(id);
      await inTransaction((changes) => changeInvoiceStatus(changes, row, status));
      return toInvoiceRecord(await findInvoice(row.id));
    },

    async invoicesStatus(ids: readonly number[], status: InvoiceStatus): Promise<number> {
      return inTransaction(async (changes) => {
        let updated = 0;
        for (const id of new Set(ids)) {
          const row = await changes.invoices.findInvoice(id);
          if (!row) continue;
          await changeInvoiceStatus(changes, row, status);
          updated += 1;
        }
        return updated;
      });
    },

    async deleteInvoice(id: number): Promise<void> {
      const row = await findInvoice(id);
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

    /** Mails a payment reminder to the invoice's address, in the customer's language. */
    async sendReminder(id: number): Promise<void> {
      const row = await findInvoice(id);
      if (row.status === 'paid') throw new AppError(409, 'INVOICE_PAID');
      await remind(row);
    },

    /** Reminders for the chosen invoices; paid and unknown ones are skipped. */
    async sendReminders(ids: readonly number[]): Promise<RemindersAnswer> {
      const unique = [...new Set(ids)];
      let sent = 0;
      for (const id of unique) {
        const row = await invoices.findInvoice(id);
        if (!row || row.status === 'paid') continue;
        await remind(row);
        sent += 1;
      }
      return { sent, skipped: unique.length - sent };
    },

    /** The invoice as a small HTML document to keep or print, in the language of the admin who downloads it. */
    async invoiceDocument(id: number, language: Language): Promise<{ name: string; html: string }> {
      const row = await findInvoice(id);
      const company = await settings.settings();
      const t = (key: Parameters<typeof translateMessage>[0], params: Record<string, string | number> = {}) =>
        escapeHtml(translateMessage(key, language, params));
      const cell = (text: string) => escapeHtml(text);
      const shown = invoiceDisplayStatus({ status: row.status, due_date: row.due_date }, today());
      const paid = row.paid_date
        ? ` (${t('document.invoice.paidOn', { date: formatDate(row.paid_date, language) })})`
        : '';
      const html = `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><title>${t('document.invoice.title', { invoice: row.invoice_number })}</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;color:#1a2233}table{width:100%;border-collapse:collapse}td,th{padding:.5rem;border-bottom:1px solid #d5dce8;text-align:left}</style>
</head><body>
<h1>${cell(company.companyName)} — ${t('document.invoice.title', { invoice: row.invoice_number })}</h1>
<table>
<tr><th>${t('document.invoice.customer')}</th><td>${cell(row.customer_name)}<br>${cell(row.customer_email)}</td></tr>
<tr><th>${t('document.invoice.issueDate')}</th><td>${cell(formatDate(row.issue_date, language))}</td></tr>
<tr><th>${t('document.invoice.dueDate')}</th><td>${cell(formatDate(row.due_date, language))}</td></tr>
<tr><th>${t('document.invoice.status')}</th><td>${t(`document.invoiceStatus.${shown}`)}${paid}</td></tr>
<tr><th>${t('document.invoice.recurring')}</th><td>${t(row.recurring === 1 ? 'document.invoice.yes' : 'document.invoice.no')}</td></tr>
<tr><th>${t('document.invoice.amount')}</th><td>${cell(formatEuro(row.amount_cents, LOCALES[language]))}</td></tr>
</table>
<p>${t('document.invoice.questions', { email: company.supportEmail })}</p>
</body></html>
`;
      return { name: `${row.invoice_number}.html`, html };
    },

    async exportInvoices(
      query: InvoiceListQuery,
      ids: readonly number[] | null,
      language: Language,
    ): Promise<{ name: string; csv: string }> {
      const chosen = ids && new Set(ids.map(String));
      const rows = (await invoices.listInvoices({ ...query, page: 1, pageSize: EVERYTHING }, today())).items.filter(
        (row) => !chosen || chosen.has(row.id),
      );
      return {
        name: `invoices-${today()}.csv`,
        csv: toCsv(
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
          rows.map((row) => [
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
          ]),
          language,
        ),
      };
    },

    /**
     * The signed-in customer's own invoices: those of the customer record linked to their account while its address
     * is confirmed and equal to the record's. Never those that merely carry their e-mail address.
     */
    async invoicesOfUser(userId: number): Promise<InvoiceRecord[]> {
      return (await invoices.invoicesOfUser(userId)).map(toInvoiceRecord);
    },
  };
}

export type InvoicesService = ReturnType<typeof createInvoicesService>;
