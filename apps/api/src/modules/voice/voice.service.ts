// Voice in the product (docs/contracts.md §15, docs/decisions/049): a VOIP number's SIP account (the password set
// and shown once, the rest to read at any time) and the account's calls, which the voice platform reports and the
// product keeps in `calls`, rated by the domain's rules (decision 046) each time they are shown.
import { randomBytes } from 'node:crypto';
import type { Kysely, Selectable, Transaction } from 'kysely';
import {
  billedMinutes,
  type Call,
  type RatedCall,
  type SipAccountAnswer,
  type SipPasswordAnswer,
  type WebPhoneSession,
} from '@telecom/domain';
import type { CallsTable, Database } from '../../db/schema.js';
import { systemClock, type Clock } from '../../lib/clock.js';
import { bundleOfConfiguration, monthAround, rateNumberMonth, ownVoipSubscription } from './call-rating.js';
import { sipAccountJobHandlers } from './sip-account-lifecycle.js';
import { sipUsername, type PlatformCall, type VoicePlatform } from './voice-platform.js';
import { publishWebhook } from '../webhooks/webhooks.service.js';

/** Where phones sign in (settings): shown with every SIP account. */
export interface SipSettings {
  domain: string;
  server: string;
  port: number;
  webSocketUrl: string;
}

export interface VoiceServiceOptions {
  db: Kysely<Database>;
  platform: VoicePlatform;
  sip: SipSettings;
  clock?: Clock;
  /** After an import that added calls: the numbers that placed them (the calling meter's mails, decision 052). */
  afterImport?: (callers: readonly string[]) => Promise<void>;
}

/** A new SIP password: 18 random bytes, 24 characters of base64url (144 bits). */
const newPassword = () => randomBytes(18).toString('base64url');

/** How long a browser's SIP credential works (decision 054): a working day; the page asks for a new one after. */
export const WEB_CREDENTIAL_HOURS = 12;

/** The calls a history shows at most, newest first. */
export const CALL_HISTORY_LIMIT = 200;
/** Calls imported per statement (eight values each: 4,000, under SQLite's and PostgreSQL's limits of bound values). */
const IMPORT_BATCH = 500;
/** The first import reads the platform's records from the start. */
const EPOCH = '1970-01-01T00:00:00.000Z';

export function createVoiceService({ db, platform, sip, clock = systemClock, afterImport }: VoiceServiceOptions) {
  const ownSubscription = (userId: number, number: string) => ownVoipSubscription(db, userId, number);

  const accountOf = (number: string, passwordSetAt: string | null): SipAccountAnswer => ({
    number,
    username: sipUsername(number),
    domain: sip.domain,
    server: sip.server,
    port: sip.port,
    transports: ['udp', 'tcp', 'wss'],
    webSocketUrl: sip.webSocketUrl,
    passwordSetAt,
  });

  /**
   * The `call.ended` webhooks of calls just imported (docs/contracts.md §18), in the import's transaction: to the
   * account of the number that placed it (outbound) and of the number it reached (inbound), when that account has an
   * enabled endpoint (one query for the batch). A number's account is that of its latest subscription.
   */
  async function publishCallsEnded(trx: Transaction<Database>, calls: Selectable<CallsTable>[], now: Date) {
    if (calls.length === 0) return;
    const numbers = [...new Set(calls.flatMap((call) => [call.caller, call.callee]))];
    const owners = await trx
      .selectFrom('subscriptions')
      .select(['number', 'user_id'])
      .where('kind', '=', 'voip')
      .where('number', 'in', numbers)
      .where('user_id', 'in', (eb) =>
        eb
          .selectFrom('webhook_endpoints')
          .select('webhook_endpoints.user_id')
          .where('webhook_endpoints.enabled', '=', 1),
      )
      .orderBy('id')
      .execute();
    const ownerOf = new Map(owners.map((row) => [row.number!, row.user_id]));
    for (const call of calls) {
      for (const [direction, number] of [
        ['outbound', call.caller],
        ['inbound', call.callee],
      ] as const) {
        const userId = ownerOf.get(number);
        if (userId === undefined) continue;
        await publishWebhook(trx, {
          userId,
          type: 'call.ended',
          data: {
            callId: call.call_id,
            direction,
            caller: call.caller,
            callee: call.callee,
            seconds: Number(call.seconds),
            disposition: call.disposition,
            endedAt: call.ended_at,
          },
          now,
        });
      }
    }
  }

  /**
   * Imports the calls the platform reports since the latest one kept (those that ended at that moment again, which
   * the call id keeps from being imported twice). Answers how many were new.
   */
  async function importCalls(): Promise<number> {
    const latest = await db
      .selectFrom('calls')
      .select((eb) => eb.fn.max('ended_at').as('ended_at'))
      .executeTakeFirst();
    const reported = await platform.callsSince(latest?.ended_at ?? EPOCH);
    let added = 0;
    const callers = new Set<string>();
    for (let start = 0; start < reported.length; start += IMPORT_BATCH) {
      const batch = reported.slice(start, start + IMPORT_BATCH).map(toRow);
      const inserted = await db.transaction().execute(async (trx) => {
        const rows = await trx
          .insertInto('calls')
          .values(batch)
          .onConflict((oc) => oc.column('call_id').doNothing())
          .returningAll()
          .execute();
        await publishCallsEnded(trx, rows, clock.now());
        return rows;
      });
      added += inserted.length;
      for (const row of inserted) callers.add(row.caller);
    }
    if (callers.size > 0) await afterImport?.([...callers]);
    return added;
  }

  return {
    importCalls,

    /** The SIP accounts of ended subscriptions off the platform (sip-account-lifecycle.ts). */
    jobHandlers: sipAccountJobHandlers(db, platform),

    /** The SIP account of the account's number (404 for a number that is not theirs). */
    async sipAccount(userId: number, number: string): Promise<SipAccountAnswer> {
      await ownSubscription(userId, number);
      const row = await db
        .selectFrom('sip_accounts')
        .select('password_set_at')
        .where('number', '=', number)
        .executeTakeFirst();
      return accountOf(number, row?.password_set_at ?? null);
    },

    /** Sets a new SIP password at the platform (the old one stops) and answers it this once. */
    async setSipPassword(userId: number, number: string): Promise<SipPasswordAnswer> {
      const subscriptionId = await ownSubscription(userId, number);
      const password = newPassword();
      await platform.provisionAccount({ number, password });
      const now = clock.now().toISOString();
      await db
        .insertInto('sip_accounts')
        .values({ number, subscription_id: subscriptionId, password_set_at: now })
        .onConflict((oc) => oc.column('number').doUpdateSet({ subscription_id: subscriptionId, password_set_at: now }))
        .execute();
      return { password, account: accountOf(number, now) };
    },

    /**
     * A short-lived SIP credential for the phone in the browser (decision 054): it registers and calls as the number
     * under an authentication name of its own, so the number's password (which the page never sees) stays as it is.
     */
    async webPhoneSession(userId: number, number: string): Promise<WebPhoneSession> {
      await ownSubscription(userId, number);
      const authorizationUser = `web-${randomBytes(12).toString('base64url')}`;
      const password = newPassword();
      const expiresAt = new Date(clock.now().getTime() + WEB_CREDENTIAL_HOURS * 3_600_000).toISOString();
      await platform.provisionWebCredential({ number, authorizationUser, password, expiresAt });
      return {
        number,
        uri: `sip:${sipUsername(number)}@${sip.domain}`,
        authorizationUser,
        password,
        webSocketUrl: sip.webSocketUrl,
        expiresAt,
      };
    },

    /**
     * The account's calls, newest first (at most CALL_HISTORY_LIMIT): those its numbers (of any subscription it had)
     * placed or received. An outbound call is rated with the other calls its number placed that month and the
     * number's bundle; an inbound call costs its callee nothing.
     */
    async listCalls(userId: number): Promise<Call[]> {
      await importCalls();
      const subscriptions = await db
        .selectFrom('subscriptions')
        .select(['number', 'configuration'])
        .where('user_id', '=', userId)
        .where('kind', '=', 'voip')
        .where('number', 'is not', null)
        .orderBy('id')
        .execute();
      // A number's bundle: that of its latest subscription.
      const bundles = new Map(subscriptions.map((row) => [row.number!, bundleOfConfiguration(row.configuration)]));
      const numbers = [...bundles.keys()];
      if (numbers.length === 0) return [];
      const rows = await db
        .selectFrom('calls')
        .selectAll()
        .where((eb) => eb.or([eb('caller', 'in', numbers), eb('callee', 'in', numbers)]))
        .orderBy('started_at', 'desc')
        .orderBy('call_id', 'desc')
        .limit(CALL_HISTORY_LIMIT)
        .execute();
      const outbound = rows.filter((row) => bundles.has(row.caller));

      // Each (number, month) of an outbound call is rated whole: the bundle's minutes go in start order.
      const rated = new Map<string, RatedCall>();
      const months = new Map<string, { number: string; monthStart: string }>();
      for (const row of outbound) {
        const monthStart = monthAround(row.started_at).start;
        months.set(`${row.caller} ${monthStart}`, { number: row.caller, monthStart });
      }
      for (const { number, monthStart } of months.values())
        for (const call of await rateNumberMonth(db, { number, monthStart, bundle: bundles.get(number) ?? null }))
          rated.set(call.id, call);

      return rows.map((row): Call => {
        const common = {
          id: row.call_id,
          caller: row.caller,
          callee: row.callee,
          startedAt: row.started_at,
          answeredAt: row.answered_at,
          endedAt: row.ended_at,
          seconds: row.seconds,
          disposition: row.disposition,
        };
        const call = rated.get(row.call_id);
        if (bundles.has(row.caller) && call)
          return {
            ...common,
            direction: 'outbound',
            destination: call.destination,
            minutes: call.minutes,
            costCents: call.costCents,
          };
        return {
          ...common,
          direction: 'inbound',
          destination: 'on-net',
          minutes: billedMinutes(row.seconds),
          costCents: 0,
        };
      });
    },
  };
}

function toRow(call: PlatformCall) {
  return {
    call_id: call.callId,
    caller: call.caller,
    callee: call.callee,
    started_at: call.startedAt,
    answered_at: call.answeredAt,
    ended_at: call.endedAt,
    seconds: call.seconds,
    disposition: call.disposition,
  };
}

export type VoiceService = ReturnType<typeof createVoiceService>;
