// The back office's customer records (docs/contracts.md §4): the list with its stat cards, one record read, created,
// changed and deleted, status changes and bulk actions, and the CSV export. Every change is recorded as an activity
// entry in the same transaction. "Today" comes from the clock, so that tests can fix it. The pages show a record's
// invoices, orders and subscriptions, so they are a module above those; the records' repository and the account links
// stay in customers/, on which those modules build (docs/decisions/065).
import type { Kysely } from 'kysely';
import {
  resolvePlanName,
  type AdminCustomerData,
  type CustomerDetailAnswer,
  type CustomerListAnswer,
  type CustomerListQuery,
  type CustomerRow,
  type CustomerStatus,
  type Language,
} from '@telecom/domain';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { systemClock, type Clock } from '../../lib/clock.js';
import { csvAmount, csvChunks } from '../../lib/csv.js';
import { createActivityRepository } from '../activity/activity.repository.js';
import { createInvoicesRepository, invoiceRecords } from '../invoices/invoices.repository.js';
import { resumeOfCustomer, suspendOfCustomer } from '../subscriptions/admin-subscriptions.service.js';
import { createAccountLinks } from '../customers/account-links.js';
import { createCustomersRepository, toCustomerRow, type CustomerDbRow } from '../customers/customers.repository.js';
import { customerServiceRefs } from './order-services.js';

export interface CustomersOptions {
  db: Kysely<Database>;
  clock?: Clock;
}

/** The repositories a change uses, on one connection or transaction. */
function storeOf(db: Kysely<Database>, clock: Clock) {
  const activity = createActivityRepository(db);
  return {
    customers: createCustomersRepository(db),
    links: createAccountLinks(db),
    record: (messageKey: string, params: Record<string, string | number>, status: 'success' | 'warning' = 'success') =>
      activity.addActivity({ type: 'user', messageKey, params, status, timestamp: clock.now().toISOString() }),
    /**
     * A suspended customer's subscriptions are suspended (not invoiced, docs/contracts.md §14); reactivated, they
     * resume. `inactive` leaves them as they are.
     */
    async statusChanged(before: CustomerDbRow, status: CustomerStatus): Promise<void> {
      if (status === before.status) return;
      if (status === 'suspended') await suspendOfCustomer(db, before.id, before.name, clock.now());
      else if (status === 'active' && before.status === 'suspended')
        await resumeOfCustomer(db, before.id, before.name, clock.now());
    },
  };
}

export function createCustomersService({ db, clock = systemClock }: CustomersOptions) {
  const customers = createCustomersRepository(db);
  const invoices = createInvoicesRepository(db);
  const today = () => clock.now().toISOString().slice(0, 10);
  const inTransaction = <T>(work: (store: ReturnType<typeof storeOf>) => Promise<T>) =>
    db.transaction().execute((trx) => work(storeOf(trx, clock)));

  async function findCustomer(id: number, repository = customers): Promise<CustomerDbRow> {
    const row = Number.isSafeInteger(id) && id > 0 ? await repository.findCustomer(id) : undefined;
    if (!row) throw new AppError(404, 'NOT_FOUND');
    return row;
  }

  async function assertEmailFree(repository: typeof customers, email: string, exceptId?: number) {
    const taken = await repository.customerIdByEmail(email);
    if (taken !== undefined && taken !== exceptId)
      throw new AppError(409, 'CUSTOMER_EXISTS', { fields: { email: 'errors.CUSTOMER_EXISTS' } });
  }

  return {
    /** The list of a parsed query with the stat cards, both read from the table on each call. */
    async listCustomers(query: CustomerListQuery): Promise<CustomerListAnswer> {
      const [page, stats] = await Promise.all([customers.listCustomers(query), customers.customerStats(today())]);
      return { ...page, stats };
    },

    /** One record with its invoices and services. */
    async customer(id: number): Promise<CustomerDetailAnswer> {
      const row = await findCustomer(id);
      const [ownInvoices, services] = await Promise.all([
        invoices.invoicesOfCustomer(row.id),
        customers.servicesOfCustomer(row.id),
      ]);
      return {
        customer: toCustomerRow(row),
        orderServices: await customerServiceRefs(db, row.id, clock.now()),
        invoices: await invoiceRecords(invoices, ownInvoices),
        services: services.map((service) => ({
          id: Number(service.id),
          kind: service.kind,
          status: service.status,
          startedAt: service.started_at,
        })),
      };
    },

    async createCustomer(input: AdminCustomerData): Promise<CustomerRow> {
      const id = await inTransaction(async (store) => {
        await assertEmailFree(store.customers, input.email);
        const created = await store.customers.insertCustomer({
          ...input,
          planName: resolvePlanName(input),
          createdAt: clock.now().toISOString(),
        });
        await store.links.relinkCustomer(created);
        await store.record('activity.customerCreated', { name: input.name });
        return created;
      });
      return toCustomerRow(await findCustomer(id));
    },

    async updateCustomer(id: number, input: AdminCustomerData): Promise<CustomerRow> {
      const row = await findCustomer(id);
      await inTransaction(async (store) => {
        await assertEmailFree(store.customers, input.email, row.id);
        const planName = resolvePlanName(input, { plan: row.plan, planName: row.plan_name });
        await store.customers.updateCustomer(row.id, {
          name: input.name,
          email: input.email,
          plan: input.plan,
          status: input.status,
          planName,
        });
        await store.links.relinkCustomer(row.id);
        await store.record('activity.customerUpdated', { name: input.name });
        await store.statusChanged(row, input.status);
      });
      return toCustomerRow(await findCustomer(row.id));
    },

    async deleteCustomer(id: number): Promise<void> {
      const row = await findCustomer(id);
      await inTransaction(async (store) => {
        await store.customers.deleteCustomer(row.id);
        await store.record('activity.customerDeleted', { name: row.name }, 'warning');
      });
    },

    /** Sets the status of the chosen customers; each one that changes gets an activity entry. */
    async customersStatus(ids: readonly number[], status: CustomerStatus): Promise<number> {
      return inTransaction(async (store) => {
        let updated = 0;
        for (const id of new Set(ids)) {
          const row = await store.customers.findCustomer(id);
          if (!row) continue;
          if (row.status !== status) {
            await store.customers.setCustomerStatus(id, status);
            await store.record('activity.customerUpdated', { name: row.name });
            await store.statusChanged(row, status);
          }
          updated += 1;
        }
        return updated;
      });
    },

    async deleteCustomers(ids: readonly number[]): Promise<number> {
      return inTransaction(async (store) => {
        let deleted = 0;
        for (const id of new Set(ids)) {
          const row = await store.customers.findCustomer(id);
          if (!row) continue;
          await store.customers.deleteCustomer(id);
          await store.record('activity.customerDeleted', { name: row.name }, 'warning');
          deleted += 1;
        }
        return deleted;
      });
    },

    /**
     * The CSV of the query's rows (or only the chosen ones) in the admin's language (lib/csv.ts), as chunks of a page
     * of records each, read as the download takes them (docs/contracts.md §12).
     */
    exportCustomers(
      query: CustomerListQuery,
      ids: readonly number[] | null,
      language: Language,
    ): { name: string; chunks: AsyncIterable<string> } {
      return {
        name: `customers-${today()}.csv`,
        chunks: csvChunks(
          ['id', 'name', 'email', 'plan', 'planName', 'status', 'created_at', 'totalSpent'],
          customers.exportCustomers(query, ids),
          (row) => [
            row.id,
            row.name,
            row.email,
            row.plan,
            row.planName,
            row.status,
            row.created_at,
            csvAmount(row.totalSpent),
          ],
          language,
        ),
      };
    },
  };
}

export type CustomersService = ReturnType<typeof createCustomersService>;
