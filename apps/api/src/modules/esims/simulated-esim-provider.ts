// The built-in simulated SM-DP+ (docs/contracts.md §8): its profiles are rows of `simulated_esim_profiles`, so that every
// instance on the database shares them. A prepared profile has its ICCID (19 digits, 8931, Luhn), SM-DP+ address and
// activation code at once, but reports `preparing` until `ESIM_READY_DELAY_MS` has passed, as a real platform takes a
// moment to generate a profile. `simulate` plays the phone: it installs the profile or uses data. A blocked profile
// (lost or stolen) stays blocked and uses nothing.
import { randomBytes, randomInt } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { iccidFrom, ICCID_LENGTH, ICCID_PREFIX } from '@telecom/domain';
import type { Database, SimulatedEsimProfilesTable } from '../../db/schema.js';
import { systemClock, type Clock } from '../../lib/clock.js';
import type { EsimProfile, EsimProvider } from './esim-provider.js';

/** The simulated platform's address, in every LPA string it gives out. */
export const SIMULATED_SMDP_ADDRESS = 'smdp.telenova.nl';

/** The simulated platform's reference of the profile of eSIM `esimId`: preparing an eSIM twice gives one profile. */
export const simulatedRef = (esimId: number) => `SIM-${esimId}`;

/** `K2-` and two groups of 6 random upper-case hex digits, like the codes real platforms give out. */
export const newActivationCode = () => {
  const hex = randomBytes(6).toString('hex').toUpperCase();
  return `K2-${hex.slice(0, 6)}-${hex.slice(6)}`;
};

/** 14 random digits: the ICCID's body between 8931 and the check digit. */
const randomIccidBody = () =>
  Array.from({ length: ICCID_LENGTH - ICCID_PREFIX.length - 1 }, () => String(randomInt(10))).join('');

export interface SimulatedEsimProviderOptions {
  db: Kysely<Database>;
  /** How long a new profile stays `preparing` (ESIM_READY_DELAY_MS: 2 s; 0 in tests). */
  readyDelayMs: number;
  clock?: Clock;
  /**
   * Where a new profile's ICCID body (14 digits) and activation code come from: random, unless given (the demo seed
   * draws them from its seeded source, so that the same day gives the same rows).
   */
  codes?: { iccidBody(): string; activationCode(): string };
}

export type SimulatedEsimProvider = EsimProvider & Required<Pick<EsimProvider, 'simulate'>>;

export function createSimulatedEsimProvider({
  db,
  readyDelayMs,
  clock = systemClock,
  codes = { iccidBody: randomIccidBody, activationCode: newActivationCode },
}: SimulatedEsimProviderOptions): SimulatedEsimProvider {
  const find = (ref: string) =>
    db.selectFrom('simulated_esim_profiles').selectAll().where('ref', '=', ref).executeTakeFirst();

  /** What the platform shows of a profile: `preparing`, without codes, until its ready time. */
  function profileOf(row: Selectable<SimulatedEsimProfilesTable>): EsimProfile {
    const preparing = row.status === 'preparing' && clock.now().toISOString() < row.ready_at;
    return {
      status: preparing ? 'preparing' : row.status === 'preparing' ? 'ready' : row.status,
      iccid: preparing ? null : row.iccid,
      smdpAddress: preparing ? null : row.smdp_address,
      activationCode: preparing ? null : row.activation_code,
      usedMb: Number(row.used_mb),
    };
  }

  return {
    async prepare({ esimId }) {
      const ref = simulatedRef(esimId);
      for (let attempt = 1; ; attempt++) {
        if (await find(ref)) return { ref };
        const now = clock.now();
        try {
          await db
            .insertInto('simulated_esim_profiles')
            .values({
              ref,
              iccid: iccidFrom(codes.iccidBody()),
              smdp_address: SIMULATED_SMDP_ADDRESS,
              activation_code: codes.activationCode(),
              status: 'preparing',
              ready_at: new Date(now.getTime() + readyDelayMs).toISOString(),
              created_at: now.toISOString(),
            })
            .execute();
          return { ref };
        } catch (error) {
          // Another instance prepared it meanwhile (the ref), or the random ICCID was taken: look again, draw again.
          if (attempt >= 5) throw error;
        }
      }
    },

    async getProfile(ref) {
      const row = await find(ref);
      return row && profileOf(row);
    },

    async block(ref) {
      await db.updateTable('simulated_esim_profiles').set({ status: 'blocked' }).where('ref', '=', ref).execute();
      return { disabledAtPlatform: true };
    },

    async simulate(ref, event) {
      const row = await find(ref);
      if (!row) return undefined;
      // A blocked profile connects no more: nothing happens to it.
      if (row.status === 'blocked') return profileOf(row);
      if (event.event === 'installed') {
        await db.updateTable('simulated_esim_profiles').set({ status: 'installed' }).where('ref', '=', ref).execute();
      } else {
        await db
          .updateTable('simulated_esim_profiles')
          .set((eb) => ({ status: 'active', used_mb: eb('used_mb', '+', event.mb) }))
          .where('ref', '=', ref)
          .execute();
      }
      return profileOf((await find(ref))!);
    },
  };
}
