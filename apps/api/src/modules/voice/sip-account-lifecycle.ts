// A SIP account ends with its subscription (docs/contracts.md §15, docs/decisions/053): whatever ends a VOIP
// subscription (the back office's cancel now, the billing run past the last day, a refund or a withdrawal, an account
// deleted) calls `endSipAccounts` in its own transaction. The product's row goes at once, with the change; the
// platform's account (Kamailio's subscriber, and its registered devices) goes in a job, so that a platform that is
// down holds up no cancellation: the job runner tries again with a growing delay until it answers. The calls stay.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { enqueueJob, type JobHandlers } from '../jobs/jobs.js';
import type { VoicePlatform } from './voice-platform.js';

export const VOICE_JOBS = {
  /** Payload `{ number }`: the number's account off the platform (Kamailio: its subscriber row, then `ul.rm`). */
  removeAccount: 'voice.remove-account',
} as const;

/**
 * The SIP accounts of `subscriptionIds` (ended in `trx`) end: their rows go now, and a job per account removes it at
 * the platform. Subscriptions without an account (no password ever set, not VOIP) have nothing to end.
 */
export async function endSipAccounts(
  trx: Transaction<Database> | Kysely<Database>,
  subscriptionIds: readonly number[],
  now: Date,
): Promise<void> {
  if (subscriptionIds.length === 0) return;
  const ended = await trx
    .deleteFrom('sip_accounts')
    .where('subscription_id', 'in', [...subscriptionIds])
    .returning('number')
    .execute();
  for (const { number } of ended) await enqueueJob(trx, VOICE_JOBS.removeAccount, { number }, now);
}

/** The voice jobs: safe to run twice (removing an account that is gone changes nothing). */
export function sipAccountJobHandlers(db: Kysely<Database>, platform: VoicePlatform): JobHandlers {
  return {
    async [VOICE_JOBS.removeAccount]({ payload }) {
      const number = (payload as { number?: unknown }).number;
      if (typeof number !== 'string') throw new Error(`A ${VOICE_JOBS.removeAccount} job without a number`);
      // The number has an account again (sold anew, its password set) since: that one stays.
      const again = await db
        .selectFrom('sip_accounts')
        .select('number')
        .where('number', '=', number)
        .executeTakeFirst();
      if (again) return;
      await platform.removeAccount(number);
    },
  };
}
