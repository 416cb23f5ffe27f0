// A customer's total spent is kept in `customers.spent_cents` by the database's triggers on invoices (migrations
// sqlite 019 / postgres 010). Whatever happens to an invoice, the stored figure equals the sum of the record's paid
// invoices' totals, recomputed here from the rows (on PostgreSQL too when TEST_DATABASE_URL is set).
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
let anna: number;
let bram: number;

async function newCustomer(name: string): Promise<number> {
  const { id } = await t.store.kysely
    .insertInto('customers')
    .values({
      name,
      name_key: name.toLowerCase(),
      email: `${name.toLowerCase()}@example.nl`,
      email_key: `${name.toLowerCase()}@example.nl`,
      plan: 'esim-pro',
      plan_name: 'eSIM Pro',
      status: 'active',
      created_at: '2026-11-01T10:00:00.000Z',
      created_at_ms: Date.parse('2026-11-01T10:00:00.000Z'),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

let invoiceCount = 0;
async function newInvoice(
  customerId: number | null,
  totalCents: number,
  status: 'paid' | 'sent' | 'draft',
  creditNoteOf: number | null = null,
) {
  invoiceCount += 1;
  const { id } = await t.store.kysely
    .insertInto('invoices')
    .values({
      invoice_number: `TEST-${invoiceCount}`,
      number_key: `test-${invoiceCount}`,
      customer_id: customerId,
      customer_name: 'X',
      name_key: 'x',
      customer_email: 'x@example.nl',
      email_key: 'x@example.nl',
      ...amounts(totalCents),
      status,
      issue_date: '2026-11-01',
      due_date: '2026-11-15',
      paid_date: status === 'paid' ? '2026-11-02' : null,
      kind: totalCents < 0 ? 'credit-note' : 'invoice',
      credit_note_of: creditNoteOf,
      order_id: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** The amount, VAT and total columns of a total with 21% VAT. */
const amounts = (totalCents: number) => ({
  amount_cents: Math.round(totalCents / 1.21),
  vat_cents: totalCents - Math.round(totalCents / 1.21),
  total_cents: totalCents,
});

/** Each record's stored total and the sum of its paid invoices from the rows. */
async function storedAndSummed(): Promise<{ id: number; stored: number; summed: number }[]> {
  const records = await t.store.kysely.selectFrom('customers').select(['id', 'spent_cents']).orderBy('id').execute();
  const paid = await t.store.kysely
    .selectFrom('invoices')
    .select(['customer_id', 'total_cents'])
    .where('status', '=', 'paid')
    .execute();
  return records.map((record) => ({
    id: record.id,
    stored: Number(record.spent_cents),
    summed: paid
      .filter((invoice) => invoice.customer_id === record.id)
      .reduce((sum, invoice) => sum + Number(invoice.total_cents), 0),
  }));
}

const spentOf = async (id: number) =>
  Number(
    (await t.store.kysely.selectFrom('customers').select('spent_cents').where('id', '=', id).executeTakeFirstOrThrow())
      .spent_cents,
  );

async function expectConsistent() {
  for (const row of await storedAndSummed()) expect(row.stored, `record ${row.id}`).toBe(row.summed);
}

beforeAll(async () => {
  t = await createTestApp();
  anna = await newCustomer('Anna');
  bram = await newCustomer('Bram');
});

describe("a customer's stored total spent", () => {
  it('counts paid invoices as they are inserted, not drafts or sent ones', async () => {
    await newInvoice(anna, 12_100, 'paid');
    await newInvoice(anna, 6_050, 'sent');
    await newInvoice(bram, 2_420, 'draft');
    await newInvoice(null, 99_999, 'paid'); // no record
    expect(await spentOf(anna)).toBe(12_100);
    expect(await spentOf(bram)).toBe(0);
    await expectConsistent();
  });

  it('follows an invoice that is paid, unpaid, re-totalled and moved to another record', async () => {
    const id = await newInvoice(anna, 3_025, 'sent');
    const update = (values: Record<string, unknown>) =>
      t.store.kysely.updateTable('invoices').set(values).where('id', '=', id).execute();
    await update({ status: 'paid', paid_date: '2026-11-03' });
    expect(await spentOf(anna)).toBe(15_125);
    await update(amounts(4_840));
    expect(await spentOf(anna)).toBe(16_940);
    await update({ customer_id: bram });
    expect([await spentOf(anna), await spentOf(bram)]).toEqual([12_100, 4_840]);
    await update({ status: 'sent', paid_date: null });
    expect(await spentOf(bram)).toBe(0);
    await update({ status: 'paid', customer_id: anna, ...amounts(1_210) });
    expect([await spentOf(anna), await spentOf(bram)]).toEqual([13_310, 0]);
    await expectConsistent();
  });

  it('subtracts a paid credit note and a deleted paid invoice; several rows in one statement count each', async () => {
    const first = await t.store.kysely
      .selectFrom('invoices')
      .select('id')
      .where('customer_id', '=', anna)
      .where('total_cents', '=', 12_100)
      .executeTakeFirstOrThrow();
    await newInvoice(anna, -1_210, 'paid', first.id);
    expect(await spentOf(anna)).toBe(12_100);
    const extra = [await newInvoice(bram, 1_000, 'sent'), await newInvoice(bram, 2_000, 'sent')];
    await t.store.kysely.updateTable('invoices').set({ status: 'paid' }).where('id', 'in', extra).execute();
    expect(await spentOf(bram)).toBe(3_000);
    await t.store.kysely.deleteFrom('invoices').where('id', '=', extra[0]!).execute();
    expect(await spentOf(bram)).toBe(2_000);
    await expectConsistent();
  });

  it('keeps the other records right when a record is deleted (its invoices lose their customer)', async () => {
    const carla = await newCustomer('Carla');
    await newInvoice(carla, 5_000, 'paid');
    expect(await spentOf(carla)).toBe(5_000);
    await t.store.kysely.deleteFrom('customers').where('id', '=', carla).execute();
    const orphans = await t.store.kysely
      .selectFrom('invoices')
      .select(sql<number>`count(*)`.as('n'))
      .where('customer_id', 'is', null)
      .executeTakeFirstOrThrow();
    expect(Number(orphans.n)).toBe(2);
    await expectConsistent();
  });
});
