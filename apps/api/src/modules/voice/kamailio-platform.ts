// The `kamailio` voice platform (docs/decisions/047): Kamailio (voice/kamailio.cfg) is the SIP core, and the product's
// database is the contract between them. The product writes the SIP accounts (`subscriber`: digests only) and reads
// the call records Kamailio writes (`acc`: an answered call's INVITE and its BYE, joined by Call-ID; `missed_calls`:
// an INVITE that failed). The registrations live in Kamailio's memory and are asked for over its JSON-RPC. A call that
// Kamailio forwarded by the callee's routing is two calls here: the caller's, and the forwarding number's (decision 051).
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import {
  e164,
  sipUsername,
  type CallDisposition,
  type PlatformCall,
  type Registration,
  type VoicePlatform,
} from './voice-platform.js';

export interface KamailioPlatformOptions {
  db: Kysely<Database>;
  /** The SIP domain and digest realm (Kamailio's SIP_DOMAIN). */
  domain: string;
  /** Kamailio's JSON-RPC over HTTP (`http://127.0.0.1:5090/RPC`). */
  rpcUrl: string;
  /** How long a JSON-RPC call may take (2 s). */
  rpcTimeoutMs?: number;
}

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/** The digests auth_db checks: ha1 = md5(user:realm:password), ha1b = md5(user@domain:realm:password). */
export function sipDigests(username: string, domain: string, password: string): { ha1: string; ha1b: string } {
  return { ha1: md5(`${username}:${domain}:${password}`), ha1b: md5(`${username}@${domain}:${domain}:${password}`) };
}

/** A SIP failure code as the call's outcome: the callee refused (busy), nobody answered, or it could not connect. */
export function dispositionOf(sipCode: string): CallDisposition {
  if (/^2\d\d$/.test(sipCode)) return 'answered';
  if (['486', '600', '603'].includes(sipCode)) return 'busy';
  if (['408', '480', '487'].includes(sipCode)) return 'no-answer';
  return 'failed';
}

/** Seconds since the epoch (Kamailio's $TV(Sn), to the microsecond) as milliseconds. */
const millis = (seconds: number) => Math.round(seconds * 1000);
/** The INVITE's arrival as recorded (text, '' when unset), else `fallback`. */
const invitedMs = (invitedAt: string | null, fallback: number) =>
  invitedAt && Number.isFinite(Number(invitedAt)) ? millis(Number(invitedAt)) : millis(fallback);
const iso = (ms: number) => new Date(ms).toISOString();
/**
 * The call id of a forwarded call's second leg: the Call-ID and this suffix, which no Call-ID has (';' is not one of
 * its characters, RFC 3261 §25.1).
 */
export const FORWARDED_LEG = ';forwarded';

interface UsrlocContact {
  Address?: string;
  Expires?: number | string;
  'User-Agent'?: string;
}

export function createKamailioPlatform({
  db,
  domain,
  rpcUrl,
  rpcTimeoutMs = 2_000,
}: KamailioPlatformOptions): VoicePlatform {
  async function rpc(method: string, params: unknown[]): Promise<{ result?: unknown; error?: { code: number } }> {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', method, params, id: 1 }),
      signal: AbortSignal.timeout(rpcTimeoutMs),
    });
    // An error answer comes with the error's code as the HTTP status too (404: nothing found).
    const answer = (await response.json().catch(() => undefined)) as
      { result?: unknown; error?: { code: number; message?: string } } | undefined;
    if (!answer) throw new Error(`Kamailio's JSON-RPC answered ${response.status} to ${method}`);
    return answer;
  }

  return {
    async provisionAccount({ number, password }) {
      const username = sipUsername(number);
      const digests = sipDigests(username, domain, password);
      await db
        .insertInto('subscriber')
        .values({ username, domain, ...digests, account: username })
        .onConflict((conflict) => conflict.columns(['username', 'domain']).doUpdateSet(digests))
        .execute();
      return { username, domain };
    },

    async provisionWebCredential({ number, authorizationUser, password, expiresAt }) {
      const account = sipUsername(number);
      const now = Math.floor(Date.now() / 1000);
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('subscriber').where('expires_at', '>', 0).where('expires_at', '<=', now).execute();
        // Kamailio sends a call to a number's devices when the number has an account (is_subscriber). A number whose
        // password was never set gets one nobody can sign in with: random digests, whose password does not exist.
        const unknowable = () => randomBytes(16).toString('hex');
        await trx
          .insertInto('subscriber')
          .values({ username: account, domain, ha1: unknowable(), ha1b: unknowable(), account })
          .onConflict((conflict) => conflict.columns(['username', 'domain']).doNothing())
          .execute();
        await trx
          .insertInto('subscriber')
          .values({
            username: authorizationUser,
            domain,
            ...sipDigests(authorizationUser, domain, password),
            account,
            expires_at: Math.floor(Date.parse(expiresAt) / 1000),
          })
          .execute();
      });
    },

    async removeAccount(number) {
      const username = sipUsername(number);
      await db.deleteFrom('subscriber').where('account', '=', username).where('domain', '=', domain).execute();
      // Its devices stop being reachable at once, not when their registrations expire. None registered: an error
      // answer (404), which is what is wanted.
      await rpc('ul.rm', ['location', username]);
    },

    async registrations(number) {
      const answer = await rpc('ul.lookup', ['location', sipUsername(number)]);
      // Nothing registered: a 404 error answer.
      if (answer.error) return [];
      const record = answer.result as { Contacts?: { Contact?: UsrlocContact }[] } | undefined;
      const now = Date.now();
      return (record?.Contacts ?? []).flatMap(({ Contact: contact }): Registration[] => {
        if (!contact?.Address) return [];
        const expires = Number(contact.Expires);
        return [
          {
            contact: contact.Address,
            // ul.lookup gives the seconds left.
            expiresAt: iso(now + (Number.isFinite(expires) ? expires : 0) * 1000),
            userAgent: contact['User-Agent'] || null,
          },
        ];
      });
    },

    async callsSince(since) {
      const from = Date.parse(since) / 1000;
      if (Number.isNaN(from)) throw new Error(`Not a time: ${since}`);
      const ends = await db
        .selectFrom('acc')
        .select(['callid', 'event_at'])
        .where('method', '=', 'BYE')
        .where('event_at', '>=', from)
        .orderBy('event_at')
        .execute();
      const answers =
        ends.length === 0
          ? []
          : await db
              .selectFrom('acc')
              .select([
                'callid',
                'src_user',
                'dst_user',
                'invited_at',
                'event_at',
                'sip_code',
                'forwarded_to',
                'forwarded_at',
              ])
              .where('method', '=', 'INVITE')
              .where(
                'callid',
                'in',
                ends.map((end) => end.callid),
              )
              .execute();
      const answerOf = new Map(answers.map((answer) => [answer.callid, answer]));
      const calls = new Map<string, PlatformCall>();
      for (const end of ends) {
        const answer = answerOf.get(end.callid);
        // A BYE of a call answered before the accounting started, or a second BYE: nothing to add.
        if (!answer || calls.has(end.callid) || answer.event_at === null || end.event_at === null) continue;
        const answeredMs = millis(answer.event_at);
        const endedMs = millis(end.event_at);
        calls.set(end.callid, {
          callId: end.callid,
          caller: e164(answer.src_user),
          callee: e164(answer.dst_user),
          startedAt: iso(invitedMs(answer.invited_at, answer.event_at)),
          answeredAt: iso(answeredMs),
          endedAt: iso(endedMs),
          seconds: Math.max(0, Math.ceil((endedMs - answeredMs) / 1000)),
          disposition: 'answered',
        });
        // Forwarded by the callee's routing (docs/decisions/051): the forwarding number's own call to the target,
        // which its owner pays, from the forward to the same end.
        if (answer.forwarded_to) {
          const leg = `${end.callid}${FORWARDED_LEG}`;
          calls.set(leg, {
            callId: leg,
            caller: e164(answer.dst_user),
            callee: e164(answer.forwarded_to),
            startedAt: iso(invitedMs(answer.forwarded_at, answer.event_at)),
            answeredAt: iso(answeredMs),
            endedAt: iso(endedMs),
            seconds: Math.max(0, Math.ceil((endedMs - answeredMs) / 1000)),
            disposition: 'answered',
          });
        }
      }
      const missed = await db
        .selectFrom('missed_calls')
        .select(['callid', 'src_user', 'dst_user', 'invited_at', 'event_at', 'sip_code'])
        .where('method', '=', 'INVITE')
        .where('event_at', '>=', from)
        .orderBy('event_at')
        .execute();
      for (const call of missed) {
        if (calls.has(call.callid) || call.event_at === null) continue;
        calls.set(call.callid, {
          callId: call.callid,
          caller: e164(call.src_user),
          callee: e164(call.dst_user),
          startedAt: iso(invitedMs(call.invited_at, call.event_at)),
          answeredAt: null,
          endedAt: iso(millis(call.event_at)),
          seconds: 0,
          disposition: dispositionOf(call.sip_code),
        });
      }
      return [...calls.values()].sort((a, b) => a.endedAt.localeCompare(b.endedAt));
    },
  };
}
