// A number's calls of one calendar month, rated (docs/contracts.md §15, docs/decisions/046 and 049): what the call
// history shows and what the monthly invoice charges come from here, from the stored calls each time.
import type { Kysely } from 'kysely';
import { destinationOf, isVoipBundleId, rateCalls, type RatedCall, type VoipBundleId } from '@telecom/domain';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';

/** The calling bundle of a VOIP subscription's stored configuration; null for none (or one not known). */
export function bundleOfConfiguration(configuration: string): VoipBundleId | null {
  try {
    const bundle = (JSON.parse(configuration) as { bundle?: unknown }).bundle;
    return isVoipBundleId(bundle) ? bundle : null;
  } catch {
    return null;
  }
}

/** The first day of the month of `day` (YYYY-MM-DD or an ISO time) and of the months around it. */
export function monthAround(day: string): { previous: string; start: string; next: string } {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  const first = (y: number, m: number) =>
    m === 0 ? `${y - 1}-12-01` : m === 13 ? `${y + 1}-01-01` : `${y}-${String(m).padStart(2, '0')}-01`;
  return { previous: first(year, month - 1), start: first(year, month), next: first(year, month + 1) };
}

/** Which of `numbers` are ours now: a VOIP subscription that has not ended has it (new or ported). */
export async function ourNumbers(db: Kysely<Database>, numbers: readonly string[]): Promise<Set<string>> {
  if (numbers.length === 0) return new Set();
  const rows = await db
    .selectFrom('subscriptions')
    .select('number')
    .where('kind', '=', 'voip')
    .where('status', '!=', 'cancelled')
    .where('number', 'in', [...numbers])
    .execute();
  return new Set(rows.flatMap((row) => (row.number ? [row.number] : [])));
}

/**
 * The calls `number` placed in the calendar month starting `monthStart` (YYYY-MM-01), rated whole with `bundle`: the
 * bundle's minutes go in start order, so a call's cost depends on the calls of the month before it. `before` (a day
 * or a time) leaves out the calls from then on: those of the number's next holder, after a subscription's end.
 */
export async function rateNumberMonth(
  db: Kysely<Database>,
  {
    number,
    monthStart,
    bundle,
    before,
  }: { number: string; monthStart: string; bundle: VoipBundleId | null; before?: string },
): Promise<RatedCall[]> {
  const next = monthAround(monthStart).next;
  const placed = await db
    .selectFrom('calls')
    .select(['call_id', 'callee', 'seconds', 'started_at'])
    .where('caller', '=', number)
    .where('started_at', '>=', monthStart)
    .where('started_at', '<', before !== undefined && before < next ? before : next)
    .execute();
  if (placed.length === 0) return [];
  const ours = await ourNumbers(db, [...new Set(placed.map((row) => row.callee))]);
  return rateCalls(
    placed.map((row) => ({
      id: row.call_id,
      callee: row.callee,
      destination: destinationOf(row.callee, (e164) => ours.has(e164)).class,
      seconds: row.seconds,
      startedAt: row.started_at,
    })),
    bundle,
  );
}

/** The account whose VOIP number `number` is (the newest subscription of it that has not ended); undefined for none. */
export async function numberOwner(db: Kysely<Database>, number: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('subscriptions')
    .select('user_id')
    .where('kind', '=', 'voip')
    .where('number', '=', number)
    .where('status', '!=', 'cancelled')
    .where('user_id', 'is not', null)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row?.user_id ?? undefined;
}

/** The account's VOIP subscription of `number` that has not ended: its id (404 otherwise: not theirs, or not a number). */
export async function ownVoipSubscription(db: Kysely<Database>, userId: number, number: string): Promise<number> {
  const row = await db
    .selectFrom('subscriptions')
    .select('id')
    .where('user_id', '=', userId)
    .where('kind', '=', 'voip')
    .where('number', '=', number)
    .where('status', '!=', 'cancelled')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!row) throw new AppError(404, 'NOT_FOUND');
  return row.id;
}
