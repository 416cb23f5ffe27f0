// New VOIP numbers (docs/contracts.md §9): the inventory of every area, made at start from the domain's
// `numberInventory`; the free numbers of an area; and holding one for NUMBER_HOLD_MINUTES while its chooser orders
// it, for whoever has the hold's token (stored hashed, like an order's access token). An order then takes the number
// (order-voip.ts).
import { createHash, randomBytes } from 'node:crypto';
import {
  FREE_NUMBERS_SHOWN,
  formatPhoneNumber,
  NUMBER_HOLD_MINUTES,
  numberInventory,
  VOIP_AREAS,
  type NumberHoldAnswer,
  type NumberHoldBody,
  type VoipNumbersAnswer,
} from '@telecom/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { systemClock, type Clock } from '../../lib/clock.js';
import { createVoipNumbersRepository } from './voip-numbers.repository.js';

export const holdTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

export interface VoipOptions {
  db: Kysely<Database>;
  clock?: Clock;
}

/** A hold's answer, and whether it made a new token (what the hold limit counts). */
export interface PlacedHold {
  hold: NumberHoldAnswer;
  newToken: boolean;
}

export function createVoipService({ db, clock = systemClock }: VoipOptions) {
  const numbers = createVoipNumbersRepository(db);

  return {
    /** Every area's inventory in the table (the missing numbers added as free); safe at every start. */
    async ensureInventory(): Promise<number> {
      const all = VOIP_AREAS.flatMap((area) => numberInventory(area.id).map((number) => ({ number, area: area.id })));
      return numbers.ensureNumbers(all, clock.now().toISOString());
    },

    /** Up to FREE_NUMBERS_SHOWN free numbers of an area (checked by the router's schema). */
    async freeNumbers(area: string): Promise<VoipNumbersAnswer> {
      const free = await numbers.listFree(area, clock.now().toISOString(), FREE_NUMBERS_SHOWN);
      return { area, numbers: free.map((number) => ({ number, display: formatPhoneNumber(number) })) };
    },

    /** Whether a visitor's hold under this token is in force. */
    async holdsUnder(holdToken: string): Promise<boolean> {
      return numbers.hasHold(holdTokenHash(holdToken), clock.now().toISOString());
    },

    /**
     * Holds a free number for NUMBER_HOLD_MINUTES. With the token of the caller's hold that is still in force, the
     * hold moves to this number under the same token (the number held before is let go); otherwise a new token.
     * 409 NUMBER_NOT_AVAILABLE when someone else holds it or it is taken; 400 on `number` for a number of an area's
     * shape that is not in the inventory.
     */
    async hold({ number, holdToken }: NumberHoldBody): Promise<PlacedHold> {
      const now = clock.now();
      const nowIso = now.toISOString();
      const heldUntil = new Date(now.getTime() + NUMBER_HOLD_MINUTES * 60_000).toISOString();
      return db.transaction().execute(async (trx) => {
        const inventory = createVoipNumbersRepository(trx);
        const ownHash = holdToken === undefined ? undefined : holdTokenHash(holdToken);
        const keepsToken = ownHash !== undefined && (await inventory.hasHold(ownHash, nowIso));
        const token = keepsToken ? holdToken! : randomBytes(24).toString('base64url');
        const tokenHash = keepsToken ? ownHash : holdTokenHash(token);
        const outcome = await inventory.take(
          number,
          { hold_token_hash: tokenHash, held_until: heldUntil, order_id: null },
          nowIso,
          keepsToken ? ownHash : undefined,
        );
        if (outcome === 'unknown')
          throw new AppError(400, 'VALIDATION_FAILED', { fields: { number: 'validation.voip.number.invalid' } });
        if (outcome === 'unavailable') throw new AppError(409, 'NUMBER_NOT_AVAILABLE');
        if (keepsToken) await inventory.releaseHolds(tokenHash, number, nowIso);
        return {
          hold: { number, display: formatPhoneNumber(number), holdToken: token, heldUntil },
          newToken: !keepsToken,
        };
      });
    },
  };
}

export type VoipService = ReturnType<typeof createVoipService>;
