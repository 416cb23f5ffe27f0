// The SQL lists must give exactly what the domain's list functions give on the same rows (issue 4): thousands of
// random rows, thousands of random queries, compared item by item, with the stat cards.
import { describe, expect, it } from 'vitest';
import {
  invoiceAmounts,
  AMOUNT_RANGES,
  CUSTOMER_PLANS,
  CUSTOMER_SORT_KEYS,
  CUSTOMER_STATUSES,
  customerStats,
  INVOICE_SORT_KEYS,
  INVOICE_STATUSES,
  invoiceStats,
  listCustomers,
  listInvoices,
  parseCustomerListQuery,
  parseInvoiceListQuery,
  type CustomerRow,
  type InvoiceRow,
} from '@telecom/domain';
import { migrate } from '../../db/migrate.js';
import { seededRandom, type Random } from '../../lib/random.js';
import { openTestDatabase } from '../../test/test-app.js';
import { createCustomersRepository } from '../customers/customers.repository.js';
import { createInvoicesRepository } from './invoices.repository.js';

const SEED = 20261123;
const NAMES = [
  'Jan',
  'jan',
  'JAN',
  'Émile',
  'émile',
  'Emile',
  'E\u0301mile',
  'Ömer',
  'Zoë',
  'Zoe',
  "D'Angelo",
  "d'angelo",
  'Anne-Marie',
  'van der Berg',
  'Van der Berg',
  'Ærø',
  'Łukasz',
  'İlker',
  'ß',
  'Straße',
  'STRASSE',
  'Ana',
  'ana',
  'Bo',
  'Ωmega',
  'Jan ',
  ' Jan',
  '😀 Emoji',
  '中文',
  'Ａｂｃ',
];
// Accented letters of the European languages (precomposed and with combining marks), and the letters that fold
// to other letters, so that accents fall at every position of the sort keys.
const ACCENTED = [
  'á',
  'à',
  'â',
  'ä',
  'ã',
  'å',
  'Å',
  'ç',
  'Ç',
  'é',
  'è',
  'ê',
  'ë',
  'É',
  'í',
  'ï',
  'Î',
  'ñ',
  'Ñ',
  'ó',
  'ö',
  'ô',
  'õ',
  'Ø',
  'ø',
  'ú',
  'ü',
  'Ü',
  'ý',
  'ÿ',
  'ş',
  'ğ',
  'ł',
  'ő',
  'ž',
  'Š',
  'đ',
  'þ',
  'æ',
  'Œ',
  'ß',
  'ẞ',
  'ı',
  'i\u0307',
  'a\u0308',
  'o\u0302',
  'z',
  'Z',
  'a',
  'e',
  'o',
];
const DOMAINS = ['example.nl', 'Example.NL', 'kpn.nl', 'gmail.com', 'tele.nova'];
const SEARCHES = [
  '',
  ' ',
  'jan',
  'JAN',
  'an',
  'é',
  'É',
  'e',
  'emile',
  'ÉMILE',
  'zoe',
  'Zoë',
  'o',
  'ø',
  'ae',
  'æ',
  'ss',
  'l',
  'ł',
  'u\u0308',
  'ñ',
  'n',
  'ß',
  'straße',
  'STRASSE',
  "d'a",
  'van der',
  '@example.nl',
  'EXAMPLE',
  'inv-2025',
  'INV-2026-0',
  '00',
  '5',
  '😀',
  'zz-no-match',
  ' bo ',
  'ω',
  'Ｂ',
  'i̇',
];

function randomDate(r: Random): string {
  const year = r.pick([2024, 2025, 2026]);
  const month = r.int(1, 12);
  const day = r.int(1, 28);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** A name from the list, or a made-up word of accented and plain letters. */
function randomName(r: Random): string {
  if (r.next() < 0.6) return r.pick(NAMES);
  return Array.from({ length: r.int(1, 6) }, () => r.pick(ACCENTED)).join('');
}

function randomCustomers(r: Random, count: number): Omit<CustomerRow, 'id'>[] {
  return Array.from({ length: count }, () => {
    const name = `${randomName(r)} ${randomName(r)}`;
    const time = `T${String(r.int(0, 23)).padStart(2, '0')}:${String(r.pick([0, 15, 30])).padStart(2, '0')}:00${r.pick(['Z', '.000Z', '+02:00', ''])}`;
    return {
      name,
      email: `${r.pick(NAMES).trim().replace(/\s/g, '.')}${r.int(1, 30)}@${r.pick(DOMAINS)}`,
      plan: r.pick(CUSTOMER_PLANS),
      planName: r.pick(['eSIM Pro', 'VOIP Business', 'VOIP Standard', 'Business Pro']),
      status: r.pick(CUSTOMER_STATUSES),
      created_at: `${randomDate(r)}${time}`,
      totalSpent: r.pick([0, 0.01, 49.99, 50, 100, 245.5, 500, r.int(0, 200_000) / 100]),
    };
  });
}

function randomInvoices(r: Random, count: number): Omit<InvoiceRow, 'id'>[] {
  return Array.from({ length: count }, (_, index) => {
    const issue = randomDate(r);
    const status = r.pick(INVOICE_STATUSES);
    return {
      invoice_number: `INV-${issue.slice(0, 4)}-${String(index + 1).padStart(3, '0')}`,
      customer_name: `${randomName(r)} ${randomName(r)}`,
      customer_email: `${r.pick(NAMES).trim()}@${r.pick(DOMAINS)}`,
      amount: r.pick([0, 49.99, 50, 50.01, 99.99, 100, 100.01, 499.99, 500, 500.01, r.int(0, 150_000) / 100]),
      status,
      issue_date: issue,
      due_date: r.next() < 0.2 ? issue : randomDate(r),
      paid_date: status === 'paid' ? randomDate(r) : null,
      recurring: r.next() < 0.3,
      kind: 'invoice' as const,
    };
  });
}

async function setUp(customerCount: number, invoiceCount: number) {
  const r = seededRandom(SEED);
  const store = await openTestDatabase();
  await migrate(store);
  const repository = { ...createCustomersRepository(store.kysely), ...createInvoicesRepository(store.kysely) };
  const customers: CustomerRow[] = [];
  const invoices: InvoiceRow[] = [];
  await store.kysely.transaction().execute(async (trx) => {
    const writes = { ...createCustomersRepository(trx), ...createInvoicesRepository(trx) };
    for (const row of randomCustomers(r, customerCount)) {
      const id = await writes.insertCustomer({
        name: row.name,
        email: row.email,
        plan: row.plan,
        planName: row.planName,
        status: row.status,
        createdAt: row.created_at,
      });
      // A customer's total spent is derived: the paid invoices' totals with VAT (set below from the invoices).
      customers.push({ ...row, id: String(id), totalSpent: 0 });
    }
    const spent = new Map<string, number>();
    for (const row of randomInvoices(r, invoiceCount)) {
      // Most invoices bill one of the customers; some bill a deleted one (no record).
      const customer = r.next() < 0.8 ? r.pick(customers) : undefined;
      const lines = [{ description: 'Diensten', quantity: 1, unitPriceCents: Math.round(row.amount * 100) }];
      const amounts = invoiceAmounts(lines);
      const id = await writes.insertInvoice({
        invoiceNumber: row.invoice_number,
        customerId: customer ? Number(customer.id) : null,
        customerName: row.customer_name,
        customerEmail: row.customer_email,
        amountCents: amounts.subtotalCents,
        vatCents: amounts.vatCents,
        totalCents: amounts.totalCents,
        lines,
        status: row.status,
        issueDate: row.issue_date,
        dueDate: row.due_date,
        paidDate: row.paid_date,
        recurring: row.recurring,
        kind: 'invoice',
        creditNoteOf: null,
        orderId: null,
      });
      invoices.push({ ...row, id });
      if (customer && row.status === 'paid') spent.set(customer.id, (spent.get(customer.id) ?? 0) + amounts.totalCents);
    }
    for (const customer of customers) customer.totalSpent = (spent.get(customer.id) ?? 0) / 100;
  });
  return { r, repository, customers, invoices };
}

const maybe = (r: Random, value: () => string | undefined) => (r.next() < 0.5 ? value() : undefined);
const PAGE_VALUES = ['1', '2', '3', '7', '50', '400', '0', '-1', 'x', '2.5', '999999'];
const SIZE_VALUES = ['10', '1', '3', '25', '100', '500', '0', 'abc'];
const TODAYS = ['2025-06-15', '2026-11-23', '2024-01-01', '2026-12-31'];

const { r, repository, customers, invoices } = await setUp(3000, 3000);

describe('the back-office lists in SQL and in the domain', () => {
  it('give the same customers for 2,000 random queries', async () => {
    for (let i = 0; i < 2000; i++) {
      const params: Record<string, string | undefined> = {
        search: maybe(r, () => r.pick(SEARCHES)),
        status: maybe(r, () => r.pick([...CUSTOMER_STATUSES, 'all', 'bogus'])),
        plan: maybe(r, () => r.pick([...CUSTOMER_PLANS, 'all', 'x'])),
        sort: maybe(r, () => r.pick([...CUSTOMER_SORT_KEYS, 'password'])),
        dir: maybe(r, () => r.pick(['asc', 'desc', 'sideways'])),
        page: maybe(r, () => r.pick(PAGE_VALUES)),
        pageSize: maybe(r, () => r.pick(SIZE_VALUES)),
      };
      const query = parseCustomerListQuery(params);
      const expected = listCustomers(customers, query);
      const actual = await repository.listCustomers(query);
      expect({ params, ...actual }).toEqual({ params, ...expected });
    }
  }, 60_000);

  it('give the same invoices for 2,000 random queries on random days', async () => {
    for (let i = 0; i < 2000; i++) {
      const today = r.pick(TODAYS);
      const params: Record<string, string | undefined> = {
        search: maybe(r, () => r.pick(SEARCHES)),
        status: maybe(r, () => r.pick([...INVOICE_STATUSES, 'all', 'late'])),
        month: maybe(r, () => r.pick(['2025-06', '2026-11', '2024-02', '2026-13', '2026-1', 'june'])),
        amount: maybe(r, () => r.pick([...AMOUNT_RANGES, 'all', '10-20'])),
        sort: maybe(r, () => r.pick([...INVOICE_SORT_KEYS, 'secret'])),
        dir: maybe(r, () => r.pick(['asc', 'desc', ''])),
        page: maybe(r, () => r.pick(PAGE_VALUES)),
        pageSize: maybe(r, () => r.pick(SIZE_VALUES)),
      };
      const query = parseInvoiceListQuery(params);
      const expected = listInvoices(invoices, query, today);
      const actual = await repository.listInvoices(query, today);
      expect({ params, today, ...actual }).toEqual({ params, today, ...expected });
    }
  }, 60_000);

  it('give the same stat cards on every day of a year', async () => {
    for (let day = 0; day < 366; day += 7) {
      const today = new Date(Date.UTC(2025, 0, 1 + day)).toISOString().slice(0, 10);
      expect(await repository.customerStats(today)).toEqual(customerStats(customers, today));
      expect(await repository.invoiceStats(today)).toEqual(invoiceStats(invoices, today));
    }
  });
});
