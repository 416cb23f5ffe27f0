// Which back-office customer record belongs to which account (docs/contracts.md §6 "Records follow accounts, never
// addresses"). A record is linked to an account only when the account's address is confirmed and equal (case-folded)
// to the record's; a customer reads only what is linked to their account. The links are made here and nowhere else:
// - when an account's address is confirmed (registration, a changed address, the ADMIN_EMAIL account at start);
// - when a confirmed account orders (its record is found or made with the account's own address, never the
//   shipping address, which is only where the eSIM goes);
// - when an admin adds or changes a record with the address of a confirmed account that has none.
// An admin who changes a linked record's address to another one unlinks it.
// Give it the transaction the change runs in, so that the link moves with it.
import type { CustomerPlan, CustomerPlanName, OrderKind } from '@telecom/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { createCustomersRepository } from './customers.repository.js';

/** The account of an order, as the links read it (a users record of the auth module fits). */
export interface BookingAccount {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  /** Null while the address is not confirmed. */
  emailVerifiedAt: string | null;
}

export interface OrderBooking {
  /** The signed-in account that placed the order; null for a guest. */
  account: BookingAccount | null;
  /** The shipping details' name and address: where the eSIM goes. Only a guest's record is found by them. */
  shipping: { name: string; email: string };
  /**
   * Not booked any more: a customer's total spent is derived from their paid invoices (docs/contracts.md §7), which the
   * paid order's invoice (invoices.service createOrderInvoice) adds. Kept optional for callers that still pass it.
   */
  amountCents?: number;
  createdAt: string;
  /** What was ordered: a record made for the order gets the plan of its product line (eSIM Pro when not given). */
  productKind?: OrderKind;
}

/**
 * The plan a new customer record is made with, by what its first order was: VOIP and AI voicemail are the VOIP line's
 * standard plan, the AI assistant the business line's; eSIM and travel plans eSIM Pro.
 */
export function planOfOrderKind(kind: OrderKind = 'esim-pro'): { plan: CustomerPlan; planName: CustomerPlanName } {
  if (kind === 'voip' || kind === 'ai-voicemail') return { plan: 'voip', planName: 'VOIP Standard' };
  if (kind === 'ai-assistant') return { plan: 'business', planName: 'Business Pro' };
  return { plan: 'esim-pro', planName: 'eSIM Pro' };
}

const isVerified = (user: BookingAccount) => user.emailVerifiedAt !== null;
const accountName = (user: BookingAccount) => [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;

export function createAccountLinks(db: Kysely<Database>) {
  const records = createCustomersRepository(db);

  /**
   * After an account's address is confirmed: its record follows the confirmed address (the holder has proved both
   * the old and the new one), or the oldest unlinked record with that address becomes its record. Returns the
   * linked record's id, if any.
   */
  async function linkConfirmedAccount(userId: number): Promise<number | undefined> {
    const user = await records.accountForLink(userId);
    if (!user || !user.verified) return undefined;
    const linked = await records.customerOfUser(user.id);
    if (linked) {
      if (linked.emailKey !== user.emailKey) await records.setCustomerEmail(linked.id, user.email);
      return linked.id;
    }
    const unlinked = await records.unlinkedCustomerByEmail(user.email);
    if (unlinked !== undefined) await records.setCustomerLink(unlinked, user.id);
    return unlinked;
  }

  return {
    linkConfirmedAccount,

    /**
     * After an admin adds or changes a record: a link whose address no longer matches is undone, and an unlinked
     * record with the address of a confirmed account that has no record yet becomes that account's.
     */
    async relinkCustomer(customerId: number): Promise<void> {
      const record = await records.customerLink(customerId);
      if (!record) return;
      if (record.userId !== null) {
        const user = await records.accountForLink(record.userId);
        if (user && user.emailKey === record.emailKey) return;
        await records.setCustomerLink(customerId, null);
      }
      const owner = await records.confirmedAccountWithoutRecord(record.emailKey);
      if (owner !== undefined) await records.setCustomerLink(customerId, owner);
    },

    /**
     * Books a paid order on a customer record and returns its id. A confirmed account's own record (made with the
     * account's address when it has none); an unconfirmed account's order goes to an unlinked record with the
     * account's address, which becomes its own once the address is confirmed; a guest's to an unlinked record with
     * the shipping address. An order never links a record to an account by its shipping address.
     */
    async bookOrder({ account, shipping, createdAt, productKind }: OrderBooking): Promise<number> {
      const email = account ? account.email : shipping.email;
      const name = account ? accountName(account) : shipping.name;
      let customerId = account && isVerified(account) ? await linkConfirmedAccount(account.id) : undefined;
      customerId ??= await records.unlinkedCustomerByEmail(email);
      if (customerId === undefined) {
        return records.insertCustomer({
          name,
          email,
          ...planOfOrderKind(productKind),
          status: 'active',
          createdAt,
          userId: account && isVerified(account) ? account.id : null,
        });
      }
      return customerId;
    },
  };
}

export type AccountLinks = ReturnType<typeof createAccountLinks>;
