import type { Kysely } from 'kysely';
import type { Language } from '@telecom/domain';
import type { Database, InquiriesTable, TicketsTable } from '../../db/schema.js';

export type NewTicket = Omit<TicketsTable, 'status'>;
export type NewInquiry = Omit<InquiriesTable, 'id'>;

/** The support tickets, newsletter subscriptions and inquiries the public forms store. */
export function createFormsRepository(db: Kysely<Database>) {
  return {
    async insertTicket(ticket: NewTicket): Promise<void> {
      await db.insertInto('tickets').values(ticket).execute();
    },

    /** Subscribes the address once; a second subscription changes nothing. */
    async subscribe(email: string, language: Language, createdAt: string): Promise<void> {
      await db
        .insertInto('newsletter_subscriptions')
        .values({ email, language, created_at: createdAt })
        .onConflict((conflict) => conflict.column('email').doNothing())
        .execute();
    },

    /** Stores the inquiry and returns its id. */
    async insertInquiry(inquiry: NewInquiry): Promise<number> {
      const { id } = await db.insertInto('inquiries').values(inquiry).returning('id').executeTakeFirstOrThrow();
      return id;
    },
  };
}
