// The SMS gateway (docs/contracts.md §16, docs/decisions/057), chosen by SMS_PROVIDER: for now only the simulated one,
// which sends nothing and keeps each SMS in `simulated_sms` (to, text, sent_at) for the tests and the demo to read. A
// real gateway fits behind the same interface.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { systemClock, type Clock } from '../../lib/clock.js';

export interface Sms {
  /** E.164. */
  to: string;
  text: string;
  /** The account it is sent for. */
  userId: number | null;
}

export interface SmsGateway {
  send(sms: Sms): Promise<void>;
}

export function createSimulatedSmsGateway({
  db,
  clock = systemClock,
}: {
  db: Kysely<Database>;
  clock?: Clock;
}): SmsGateway {
  return {
    async send({ to, text, userId }) {
      await db
        .insertInto('simulated_sms')
        .values({ user_id: userId, recipient: to, text, sent_at: clock.now().toISOString() })
        .execute();
    },
  };
}
