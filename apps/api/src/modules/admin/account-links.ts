// TRANSITIONAL (issue 19): the synchronous copy kept for the callers not moved onto Kysely yet in this branch (auth,
// orders, the demo seed). The back office itself uses modules/customers, modules/invoices and modules/activity; once
// those callers use them (`createAccountLinks` of modules/customers/account-links.ts, the repositories' async
// insertCustomer / insertInvoice / addActivity), this folder goes.
// Which back-office customer record belongs to which account (decisions.md §6 "Records follow accounts, never
// addresses"). A record is linked to an account only when the account's address is confirmed and equal (case-folded)
// to the record's; a customer reads only what is linked to their account. The links are made here and nowhere else:
// - when an account's address is confirmed (registration, a changed address, the ADMIN_EMAIL account at start);
// - when a confirmed account orders (its record is found or made with the account's own address, never the
//   shipping address, which is only where the eSIM goes);
// - when an admin adds or changes a record with the address of a confirmed account that has none.
// An admin who changes a linked record's address to another one unlinks it.
import { foldCase } from '@telecom/domain';
import type { Db } from '../../db/connection.js';
import { createUsersRepository, type UserRecord } from '../users/users.repository.js';
import { createBackOfficeRepository } from './back-office.repository.js';

export interface OrderBooking {
  /** The signed-in account that placed the order; null for a guest. */
  account: UserRecord | null;
  /** The shipping details' name and address: where the eSIM goes. Only a guest's record is found by them. */
  shipping: { name: string; email: string };
  amountCents: number;
  createdAt: string;
}

const isVerified = (user: UserRecord) => user.emailVerifiedAt !== null;
const accountName = (user: UserRecord) => [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;

export function createAccountLinks(db: Db) {
  const users = createUsersRepository(db);
  const records = createBackOfficeRepository(db);
  // `email = @key` finds the row through the unique index (NOCASE); fold_case makes the comparison the domain's.
  const verifiedUserByEmail = db.prepare<{ key: string }, { id: number }>(
    `SELECT id FROM users WHERE email = @key AND fold_case(email) = @key AND email_verified_at IS NOT NULL
       AND NOT EXISTS (SELECT 1 FROM customers WHERE customers.user_id = users.id)`,
  );

  /**
   * After an account's address is confirmed: its record follows the confirmed address (the holder has proved both
   * the old and the new one), or the oldest unlinked record with that address becomes its record. Returns the
   * linked record's id, if any.
   */
  function linkConfirmedAccount(userId: number): number | undefined {
    const user = users.findById(userId);
    if (!user || !isVerified(user)) return undefined;
    const linked = records.customerOfUser(user.id);
    if (linked) {
      if (linked.emailKey !== foldCase(user.email)) records.setCustomerEmail(linked.id, user.email);
      return linked.id;
    }
    const unlinked = records.unlinkedCustomerByEmail(user.email);
    if (unlinked !== undefined) records.setCustomerLink(unlinked, user.id);
    return unlinked;
  }

  return {
    linkConfirmedAccount,

    /**
     * After an admin adds or changes a record: a link whose address no longer matches is undone, and an unlinked
     * record with the address of a confirmed account that has no record yet becomes that account's.
     */
    relinkCustomer(customerId: number): void {
      const record = records.customerLink(customerId);
      if (!record) return;
      if (record.userId !== null) {
        const user = users.findById(record.userId);
        if (user && foldCase(user.email) === record.emailKey) return;
        records.setCustomerLink(customerId, null);
      }
      const owner = verifiedUserByEmail.get({ key: record.emailKey });
      if (owner) records.setCustomerLink(customerId, owner.id);
    },

    /**
     * Books a paid order on a customer record and returns its id. A confirmed account's own record (made with the
     * account's address when it has none); an unconfirmed account's order goes to an unlinked record with the
     * account's address, which becomes its own once the address is confirmed; a guest's to an unlinked record with
     * the shipping address. An order never links a record to an account by its shipping address.
     */
    bookOrder({ account, shipping, amountCents, createdAt }: OrderBooking): number {
      const email = account ? account.email : shipping.email;
      const name = account ? accountName(account) : shipping.name;
      let customerId = account && isVerified(account) ? linkConfirmedAccount(account.id) : undefined;
      customerId ??= records.unlinkedCustomerByEmail(email);
      if (customerId === undefined) {
        return records.insertCustomer({
          name,
          email,
          plan: 'esim-pro',
          planName: 'eSIM Pro',
          status: 'active',
          createdAt,
          totalSpentCents: amountCents,
          userId: account && isVerified(account) ? account.id : null,
        });
      }
      records.addSpend(customerId, amountCents);
      return customerId;
    },
  };
}

export type AccountLinks = ReturnType<typeof createAccountLinks>;
