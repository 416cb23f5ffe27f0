// The back office's records (decisions.md §4): one customer or invoice read, created, changed and deleted, status
// changes and bulk actions, payment reminders by e-mail, and the CSV exports of the lists. Every change is
// recorded as an activity entry. "Today" comes from the clock, so that tests can fix it.
import {
  foldCase,
  formatEuro,
  invoiceDisplayStatus,
  isSupportedLanguage,
  resolvePlanName,
  translateMessage,
  type AdminCustomerData,
  type AdminSettings,
  type CustomerListQuery,
  type CustomerRow,
  type CustomerStatus,
  type InvoiceListQuery,
  type InvoiceRow,
  type InvoiceStatus,
  type Language,
} from '@telecom/domain';
import type { Db } from '../../db/connection.js';
import { AppError } from '../../errors/app-error.js';
import type { Mailer } from '../../lib/mailer.js';
import { createAccountLinks } from './account-links.js';
import { systemClock, type Clock } from '../../lib/clock.js';
import { createBackOfficeRepository, toCustomerRow, toInvoiceRow, type CustomerDbRow, type InvoiceDbRow as InvoiceListDbRow } from './back-office.repository.js';

const LOCALES: Record<Language, string> = { en: 'en-GB', nl: 'nl-NL', es: 'es-ES' };

/** A `YYYY-MM-DD` date written out in the language: nl '15 november 2026', en '15 November 2026'. */
function formatDate(isoDate: string, language: Language): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDate : new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

interface InvoiceDbRow extends InvoiceListDbRow {
  customer_id: number | null;
}

export interface InvoiceRecord extends InvoiceRow {
  customerId: string | null;
}

const toCustomer = toCustomerRow;
const toInvoice = (row: InvoiceDbRow): InvoiceRecord => ({ ...toInvoiceRow(row), customerId: row.customer_id === null ? null : String(row.customer_id) });

/** A CSV cell: quoted when needed, and a leading = + - @ neutralised so that spreadsheets never run it. */
export function csvCell(value: string | number | boolean | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | boolean | null)[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

const EVERYTHING = 1_000_000;

export interface RecordsOptions {
  db: Db;
  mailer: Mailer;
  /** The company settings: the name and support address in reminders and documents, the default language. */
  settings: { get(): AdminSettings };
  clock?: Clock;
}

export function createAdminRecordsService({ db, mailer, settings, clock = systemClock }: RecordsOptions) {
  const repository = createBackOfficeRepository(db);
  const accountLinks = createAccountLinks(db);
  const now = () => clock.now();
  const today = () => now().toISOString().slice(0, 10);

  const customerById = db.prepare<[number], CustomerDbRow>('SELECT id, name, email, plan, plan_name, status, created_at, total_spent_cents FROM customers WHERE id = ?');
  const customerByEmail = db.prepare<[string], { id: number }>('SELECT id FROM customers WHERE email_key = ?');
  const updateCustomer = db.prepare(
    'UPDATE customers SET name = @name, name_key = @nameKey, email = @email, email_key = @emailKey, plan = @plan, plan_name = @planName, status = @status WHERE id = @id',
  );
  const deleteCustomer = db.prepare<[number]>('DELETE FROM customers WHERE id = ?');
  const setCustomerStatus = db.prepare<[CustomerStatus, number]>('UPDATE customers SET status = ? WHERE id = ?');
  const invoiceColumns = 'id, invoice_number, customer_id, customer_name, customer_email, amount_cents, status, issue_date, due_date, paid_date, recurring';
  const invoiceById = db.prepare<[number], InvoiceDbRow>(`SELECT ${invoiceColumns} FROM invoices WHERE id = ?`);
  const invoicesOfCustomer = db.prepare<[number], InvoiceDbRow>(`SELECT ${invoiceColumns} FROM invoices WHERE customer_id = ? ORDER BY issue_date DESC, id DESC`);
  // A customer reads the invoices of the record linked to their account, and only while the account's address is
  // confirmed and the record's (decisions.md §6): a link is never enough on its own.
  const invoicesOfUser = db.prepare<{ userId: number }, InvoiceDbRow>(
    `SELECT ${invoiceColumns} FROM invoices
     WHERE customer_id = (
       SELECT customers.id FROM customers JOIN users ON users.id = customers.user_id
       WHERE users.id = @userId AND users.email_verified_at IS NOT NULL AND customers.email_key = fold_case(users.email))
     ORDER BY issue_date DESC, id DESC`,
  );
  const servicesOfCustomer = db.prepare<[number], { id: number; kind: string; status: string; started_at: string }>(
    'SELECT id, kind, status, started_at FROM services WHERE customer_id = ? ORDER BY started_at DESC, id DESC',
  );
  const lastNumber = db.prepare<[string], { number: string }>("SELECT invoice_number AS number FROM invoices WHERE invoice_number GLOB ? ORDER BY length(invoice_number) DESC, invoice_number DESC LIMIT 1");
  // The series' counter only goes up, so that a deleted invoice's number is never given out again.
  const takeNumber = db.prepare<{ name: string; floor: number }, number>(
    `INSERT INTO number_sequences (name, last_value) VALUES (@name, @floor + 1)
     ON CONFLICT (name) DO UPDATE SET last_value = max(last_value, @floor) + 1
     RETURNING last_value`,
  ).pluck();
  const updateInvoice = db.prepare('UPDATE invoices SET amount_cents = @amountCents, issue_date = @issueDate, due_date = @dueDate, recurring = @recurring WHERE id = @id');
  const setInvoiceStatus = db.prepare<{ id: number; status: InvoiceStatus; paidDate: string | null }>('UPDATE invoices SET status = @status, paid_date = @paidDate WHERE id = @id');
  const deleteInvoice = db.prepare<[number]>('DELETE FROM invoices WHERE id = ?');
  // The language of a reminder: the account linked to the customer, else a confirmed account with the invoice's
  // address (an unconfirmed one may be a stranger's registration of it).
  const accountLanguage = db.prepare<{ customerId: number | null; email: string }, string | null>(
    `SELECT COALESCE(
       (SELECT language FROM users WHERE id = (SELECT user_id FROM customers WHERE id = @customerId)),
       (SELECT language FROM users WHERE email = @email AND email_verified_at IS NOT NULL))`,
  ).pluck();

  const activity = (type: 'user' | 'payment' | 'invoice' | 'clock', messageKey: string, params: Record<string, string | number>, status: 'success' | 'pending' | 'warning' = 'success') =>
    repository.addActivity({ type, messageKey, params, status, timestamp: now().toISOString() });

  function findCustomer(id: number): CustomerDbRow {
    const row = Number.isSafeInteger(id) && id > 0 ? customerById.get(id) : undefined;
    if (!row) throw new AppError(404, 'NOT_FOUND');
    return row;
  }

  function findInvoice(id: number): InvoiceDbRow {
    const row = Number.isSafeInteger(id) && id > 0 ? invoiceById.get(id) : undefined;
    if (!row) throw new AppError(404, 'NOT_FOUND');
    return row;
  }

  function assertEmailFree(email: string, exceptId?: number) {
    const taken = customerByEmail.get(foldCase(email));
    if (taken && taken.id !== exceptId) throw new AppError(409, 'CUSTOMER_EXISTS', { fields: { email: 'errors.CUSTOMER_EXISTS' } });
  }

  /**
   * The next INV-YYYY-NNN of the issue date's year: one above both the series' counter and the highest number in
   * use (rows written outside this service, such as the demo data, count too). Never a number given out before.
   */
  function nextInvoiceNumber(issueDate: string): string {
    const year = issueDate.slice(0, 4);
    const last = lastNumber.get(`INV-${year}-[0-9]*`)?.number;
    const sequence = takeNumber.get({ name: `INV-${year}`, floor: last ? Number(last.slice(9)) : 0 })!;
    return `INV-${year}-${String(sequence).padStart(3, '0')}`;
  }

  function changeInvoiceStatus(row: InvoiceDbRow, status: InvoiceStatus) {
    setInvoiceStatus.run({ id: row.id, status, paidDate: status === 'paid' ? (row.status === 'paid' ? row.paid_date : today()) : null });
  }

  /** Paid and sent have their own entries; any other change is named as a change. */
  function statusActivity(row: InvoiceDbRow, status: InvoiceStatus) {
    const params = { invoice: row.invoice_number, name: row.customer_name };
    if (status === 'paid') activity('payment', 'activity.paymentReceived', params);
    else if (status === 'sent') activity('invoice', 'activity.invoiceSent', params);
    else activity('invoice', 'activity.invoiceStatusChanged', params, status === 'cancelled' ? 'warning' : 'success');
  }

  /** The customer's language: their account's, else the company's default language. */
  function customerLanguage(row: InvoiceDbRow, company: AdminSettings): Language {
    const language = accountLanguage.get({ customerId: row.customer_id, email: row.customer_email });
    return isSupportedLanguage(language) ? language : company.defaultLanguage;
  }

  /** Mails the reminder in the customer's language and records it. */
  async function remind(row: InvoiceDbRow) {
    const company = settings.get();
    const language = customerLanguage(row, company);
    const t = (key: Parameters<typeof translateMessage>[0], params: Record<string, string | number> = {}) => translateMessage(key, language, params);
    await mailer.send({
      to: row.customer_email,
      subject: t('mail.reminder.subject', { invoice: row.invoice_number }),
      text: [
        t('mail.order.greeting', { name: row.customer_name }),
        '',
        t('mail.reminder.body', { invoice: row.invoice_number, amount: formatEuro(row.amount_cents, LOCALES[language]), due: formatDate(row.due_date, language) }),
        '',
        t('mail.reminder.questions', { email: company.supportEmail }),
        '',
        t('mail.signature', { brand: company.companyName }),
        '',
      ].join('\n'),
    });
    activity('invoice', 'activity.reminderSent', { invoice: row.invoice_number, name: row.customer_name }, 'pending');
  }

  return {
    customer(id: number) {
      const row = findCustomer(id);
      return {
        customer: toCustomer(row),
        invoices: invoicesOfCustomer.all(row.id).map(toInvoice),
        services: servicesOfCustomer.all(row.id).map((service) => ({ id: String(service.id), kind: service.kind, status: service.status, startedAt: service.started_at })),
      };
    },

    createCustomer(input: AdminCustomerData): CustomerRow {
      const id = db.transaction(() => {
        assertEmailFree(input.email);
        const created = repository.insertCustomer({ ...input, planName: resolvePlanName(input), createdAt: now().toISOString(), totalSpentCents: 0 });
        accountLinks.relinkCustomer(created);
        activity('user', 'activity.customerCreated', { name: input.name });
        return created;
      })();
      return toCustomer(findCustomer(id));
    },

    updateCustomer(id: number, input: AdminCustomerData): CustomerRow {
      const row = findCustomer(id);
      db.transaction(() => {
        assertEmailFree(input.email, row.id);
        const planName = resolvePlanName(input, { plan: row.plan, planName: row.plan_name });
        updateCustomer.run({ id: row.id, ...input, nameKey: foldCase(input.name), emailKey: foldCase(input.email), planName });
        accountLinks.relinkCustomer(row.id);
        activity('user', 'activity.customerUpdated', { name: input.name });
      })();
      return toCustomer(findCustomer(row.id));
    },

    deleteCustomer(id: number): void {
      const row = findCustomer(id);
      db.transaction(() => {
        deleteCustomer.run(row.id);
        activity('user', 'activity.customerDeleted', { name: row.name }, 'warning');
      })();
    },

    /** Sets the status of the chosen customers; each one that changes gets an activity entry. */
    customersStatus(ids: readonly number[], status: CustomerStatus): number {
      return db.transaction(() =>
        [...new Set(ids)].reduce((updated, id) => {
          const row = customerById.get(id);
          if (!row) return updated;
          if (row.status !== status) {
            setCustomerStatus.run(status, id);
            activity('user', 'activity.customerUpdated', { name: row.name });
          }
          return updated + 1;
        }, 0),
      )();
    },

    deleteCustomers(ids: readonly number[]): number {
      return db.transaction(() =>
        [...new Set(ids)].reduce((deleted, id) => {
          const row = customerById.get(id);
          if (!row) return deleted;
          deleteCustomer.run(id);
          activity('user', 'activity.customerDeleted', { name: row.name }, 'warning');
          return deleted + 1;
        }, 0),
      )();
    },

    exportCustomers(query: CustomerListQuery, ids: readonly number[] | null): { name: string; csv: string } {
      const chosen = ids && new Set(ids.map(String));
      const rows = repository.listCustomers({ ...query, page: 1, pageSize: EVERYTHING }).items.filter((row) => !chosen || chosen.has(row.id));
      return {
        name: `customers-${today()}.csv`,
        csv: toCsv(
          ['id', 'name', 'email', 'plan', 'planName', 'status', 'created_at', 'totalSpent'],
          rows.map((row) => [row.id, row.name, row.email, row.plan, row.planName, row.status, row.created_at, row.totalSpent.toFixed(2)]),
        ),
      };
    },

    invoice(id: number): InvoiceRecord {
      return toInvoice(findInvoice(id));
    },

    createInvoice(input: { customerId: number; amount: number; issueDate: string; dueDate: string; status: 'draft' | 'sent'; recurring: boolean }): InvoiceRecord {
      const customer = customerById.get(input.customerId);
      if (!customer) throw new AppError(400, 'VALIDATION_FAILED', { fields: { customerId: 'validation.customer.required' } });
      const id = db.transaction(() => {
        const invoiceNumber = nextInvoiceNumber(input.issueDate);
        const created = repository.insertInvoice({
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
        activity('invoice', 'activity.invoiceCreated', { invoice: invoiceNumber, name: customer.name });
        return created;
      })();
      return toInvoice(findInvoice(id));
    },

    /** Changes a draft; without `recurring` the invoice keeps its own. */
    updateInvoice(id: number, input: { amount: number; issueDate: string; dueDate: string; recurring?: boolean | undefined }): InvoiceRecord {
      const row = findInvoice(id);
      if (row.status !== 'draft') throw new AppError(409, 'INVOICE_NOT_DRAFT');
      const recurring = input.recurring === undefined ? row.recurring : input.recurring ? 1 : 0;
      db.transaction(() => {
        updateInvoice.run({ id: row.id, amountCents: input.amount, issueDate: input.issueDate, dueDate: input.dueDate, recurring });
        activity('invoice', 'activity.invoiceUpdated', { invoice: row.invoice_number, name: row.customer_name });
      })();
      return toInvoice(findInvoice(row.id));
    },

    setInvoiceStatus(id: number, status: InvoiceStatus): InvoiceRecord {
      const row = findInvoice(id);
      db.transaction(() => {
        changeInvoiceStatus(row, status);
        statusActivity(row, status);
      })();
      return toInvoice(findInvoice(row.id));
    },

    invoicesStatus(ids: readonly number[], status: InvoiceStatus): number {
      return db.transaction(() =>
        [...new Set(ids)].reduce((updated, id) => {
          const row = invoiceById.get(id);
          if (!row) return updated;
          changeInvoiceStatus(row, status);
          statusActivity(row, status);
          return updated + 1;
        }, 0),
      )();
    },

    deleteInvoice(id: number): void {
      const row = findInvoice(id);
      db.transaction(() => {
        deleteInvoice.run(row.id);
        activity('invoice', 'activity.invoiceDeleted', { invoice: row.invoice_number, name: row.customer_name }, 'warning');
      })();
    },

    /** Mails a payment reminder to the invoice's address, in the customer's language. */
    async sendReminder(id: number): Promise<void> {
      const row = findInvoice(id);
      if (row.status === 'paid') throw new AppError(409, 'INVOICE_PAID');
      await remind(row);
    },

    /** Reminders for the chosen invoices; paid and unknown ones are skipped. */
    async sendReminders(ids: readonly number[]): Promise<{ sent: number; skipped: number }> {
      const unique = [...new Set(ids)];
      let sent = 0;
      for (const id of unique) {
        const row = invoiceById.get(id);
        if (!row || row.status === 'paid') continue;
        await remind(row);
        sent += 1;
      }
      return { sent, skipped: unique.length - sent };
    },

    /** The invoice as a small HTML document to keep or print, in the language of the admin who downloads it. */
    invoiceDocument(id: number, language: Language): { name: string; html: string } {
      const row = findInvoice(id);
      const company = settings.get();
      const t = (key: Parameters<typeof translateMessage>[0], params: Record<string, string | number> = {}) => escapeHtml(translateMessage(key, language, params));
      const cell = (text: string) => escapeHtml(text);
      const shown = invoiceDisplayStatus({ status: row.status, due_date: row.due_date }, today());
      const paid = row.paid_date ? ` (${t('document.invoice.paidOn', { date: formatDate(row.paid_date, language) })})` : '';
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

    exportInvoices(query: InvoiceListQuery, ids: readonly number[] | null): { name: string; csv: string } {
      const chosen = ids && new Set(ids.map(String));
      const rows = repository.listInvoices({ ...query, page: 1, pageSize: EVERYTHING }, today()).items.filter((row) => !chosen || chosen.has(row.id));
      return {
        name: `invoices-${today()}.csv`,
        csv: toCsv(
          ['id', 'invoice_number', 'customer_name', 'customer_email', 'amount', 'status', 'issue_date', 'due_date', 'paid_date', 'recurring'],
          rows.map((row) => [row.id, row.invoice_number, row.customer_name, row.customer_email, row.amount.toFixed(2), row.status, row.issue_date, row.due_date, row.paid_date, row.recurring]),
        ),
      };
    },

    /**
     * The signed-in customer's own invoices: those of the customer record linked to their account while its address
     * is confirmed and equal to the record's. Never those that merely carry their e-mail address.
     */
    invoicesOfUser(userId: number): InvoiceRecord[] {
      return invoicesOfUser.all({ userId }).map(toInvoice);
    },
  };
}

export type AdminRecordsService = ReturnType<typeof createAdminRecordsService>;
