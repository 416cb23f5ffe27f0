// The `kamailio` voice platform against a real Kamailio (voice/kamailio.cfg) and real SIP phones (baresip), each test
// with its own Kamailio on free ports and a freshly migrated database: a SQLite file in a temporary folder, or on
// PostgreSQL (TEST_DATABASE_URL) a database of its own copied from the run's migrated template.
import { createHash, randomBytes } from 'node:crypto';
import { createSocket } from 'node:dgram';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DataStore } from '../../db/connection.js';
import { eventually, voiceDatabase } from '../../test/voice.js';
import { startBaresip, type BaresipClient } from './baresip-client.js';
import { createKamailioPlatform, sipDigests } from './kamailio-platform.js';
import { startKamailio, type KamailioProcess } from './kamailio-process.js';
import type { VoicePlatform } from './voice-platform.js';

const DOMAIN = 'voice.test';
const ALICE = '31201234567';
const BOB = '31201234568';

let dir: string;
let store: DataStore;
/** Where Kamailio finds this test's database. */
let kamailioDatabase: { databasePath?: string; databaseUrl?: string };
let kamailio: KamailioProcess | undefined;
let platform: VoicePlatform;
let phones: BaresipClient[];
/** Ends a test's writes to the database before it closes. */
let stopWriting: () => Promise<unknown>;

async function phone(username: string, password: string, autoAnswer = false): Promise<BaresipClient> {
  const client = await startBaresip({ username, password, domain: DOMAIN, sipPort: kamailio!.sipPort, autoAnswer });
  phones.push(client);
  return client;
}

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/**
 * A REGISTER over SIP's WebSocket transport (RFC 7118), as a browser phone sends it, answering the digest challenge
 * (qop=auth) with `password`. Resolves with the final status code.
 */
async function registerOverWebSocket(
  url: string,
  username: string,
  password: string,
  authUser = username,
): Promise<number> {
  const socket = new WebSocket(url, 'sip');
  const replies: string[] = [];
  let notify: (() => void) | undefined;
  socket.addEventListener('message', (event) => {
    replies.push(String(event.data));
    notify?.();
  });
  await new Promise<void>((resolve, reject) => {
    socket.addEventListener('open', () => resolve());
    socket.addEventListener('error', () => reject(new Error(`No WebSocket at ${url}`)));
  });
  const nextReply = async () => {
    const deadline = Date.now() + 3_000;
    while (replies.length === 0) {
      if (Date.now() > deadline) throw new Error('No SIP reply over WebSocket');
      await new Promise<void>((resolve) => {
        notify = resolve;
        setTimeout(resolve, 100);
      });
    }
    return replies.shift()!;
  };
  const aor = `sip:${username}@${DOMAIN}`;
  const callId = randomBytes(8).toString('hex');
  const register = (cseq: number, authorization?: string) =>
    [
      `REGISTER sip:${DOMAIN} SIP/2.0`,
      `Via: SIP/2.0/WS ${callId}.invalid;branch=z9hG4bK${randomBytes(6).toString('hex')}`,
      'Max-Forwards: 70',
      `To: <${aor}>`,
      `From: <${aor}>;tag=${callId}`,
      `Call-ID: ${callId}`,
      `CSeq: ${cseq} REGISTER`,
      `Contact: <sip:${callId}@${callId}.invalid;transport=ws>`,
      'Expires: 60',
      'User-Agent: voice-test',
      ...(authorization ? [`Authorization: ${authorization}`] : []),
      'Content-Length: 0',
      '',
      '',
    ].join('\r\n');
  try {
    socket.send(register(1));
    const challenge = await nextReply();
    const status = (reply: string) => Number(/^SIP\/2\.0 (\d{3})/.exec(reply)?.[1]);
    if (status(challenge) !== 401) return status(challenge);
    const header = /^WWW-Authenticate: Digest (.*)$/im.exec(challenge)?.[1] ?? '';
    const param = (name: string) => new RegExp(`${name}="?([^",]+)"?`).exec(header)?.[1] ?? '';
    const [realm, nonce, cnonce, nc, uri] = [
      param('realm'),
      param('nonce'),
      randomBytes(4).toString('hex'),
      '00000001',
      `sip:${DOMAIN}`,
    ];
    const response = md5(
      `${md5(`${authUser}:${realm}:${password}`)}:${nonce}:${nc}:${cnonce}:auth:${md5(`REGISTER:${uri}`)}`,
    );
    socket.send(
      register(
        2,
        `Digest username="${authUser}", realm="${realm}", nonce="${nonce}", uri="${uri}", response="${response}", ` +
          `algorithm=MD5, qop=auth, cnonce="${cnonce}", nc=${nc}`,
      ),
    );
    return status(await nextReply());
  } finally {
    socket.close();
  }
}

/**
 * A carrier's SIP trunk, as far as a test needs one: on UDP it answers an INVITE with 200 and an SDP answer, and a
 * BYE with 200, and keeps the Request-URI of each INVITE it got.
 */
async function fakeTrunk(): Promise<{ port: number; invited: string[]; close(): Promise<void> }> {
  const socket = createSocket('udp4');
  const invited: string[] = [];
  socket.on('message', (message, from) => {
    const [head = ''] = message.toString('utf8').split('\r\n\r\n');
    const [requestLine = '', ...headers] = head.split('\r\n');
    const [method, requestUri] = requestLine.split(' ');
    if (method !== 'INVITE' && method !== 'BYE') return;
    if (method === 'INVITE') invited.push(requestUri ?? '');
    const copied = headers.filter((line) => /^(Via|From|Call-ID|CSeq|Record-Route):/i.test(line));
    const to = headers.find((line) => /^To:/i.test(line)) ?? 'To: <sip:unknown>';
    const body =
      method === 'INVITE'
        ? [
            'v=0',
            'o=- 1 1 IN IP4 127.0.0.1',
            's=-',
            'c=IN IP4 127.0.0.1',
            't=0 0',
            'm=audio 9 RTP/AVP 0',
            'a=rtpmap:0 PCMU/8000',
            'a=sendrecv',
            '',
          ].join('\r\n')
        : '';
    const reply = [
      'SIP/2.0 200 OK',
      ...copied,
      /;tag=/.test(to) ? to : `${to};tag=trunk`,
      `Contact: <sip:trunk@127.0.0.1:${port}>`,
      ...(body ? ['Content-Type: application/sdp'] : []),
      `Content-Length: ${Buffer.byteLength(body)}`,
      '',
      body,
    ].join('\r\n');
    socket.send(reply, from.port, from.address);
  });
  const port = await new Promise<number>((resolve) =>
    socket.bind(0, '127.0.0.1', () => resolve(socket.address().port)),
  );
  return { port, invited, close: () => new Promise((resolve) => socket.close(() => resolve())) };
}

beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'voice-'));
  phones = [];
  stopWriting = () => Promise.resolve();
  const { store: opened, ...where } = await voiceDatabase(dir, 2);
  store = opened;
  kamailioDatabase = where;
  kamailio = await startKamailio({ ...kamailioDatabase, domain: DOMAIN });
  platform = createKamailioPlatform({ db: store.kysely, domain: DOMAIN, rpcUrl: kamailio.rpcUrl });
});

afterEach(async (context) => {
  // A failed test shows what Kamailio and the phones said.
  if (context.task.result?.state === 'fail' && kamailio) {
    process.stderr.write(`Kamailio's log:\n${kamailio.log().split('\n').slice(-60).join('\n')}\n`);
    for (const client of phones) process.stderr.write(`baresip:\n${client.log()}\n`);
  }
  await stopWriting().catch(() => undefined);
  await Promise.all(phones.map((client) => client.stop()));
  await kamailio?.stop();
  kamailio = undefined;
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the kamailio voice platform', () => {
  it('stores the digests of a SIP account, never its password', async () => {
    const account = await platform.provisionAccount({ number: `+${ALICE}`, password: 'secret-alice' });

    expect(account).toEqual({ username: ALICE, domain: DOMAIN });
    const rows = await store.kysely.selectFrom('subscriber').selectAll().execute();
    // md5 of '31201234567:voice.test:secret-alice' and of '31201234567@voice.test:voice.test:secret-alice'.
    expect(rows).toEqual([
      {
        id: expect.any(Number),
        username: ALICE,
        domain: DOMAIN,
        password: '',
        ha1: 'aa3064e387f013cf9ffd743abd70876e',
        ha1b: '895ac1f5167400d6d5d4d34a0b9dabab',
        account: ALICE,
        expires_at: 0,
      },
    ]);

    // A new password replaces the digests of the same account.
    await platform.provisionAccount({ number: ALICE, password: 'new-secret' });
    const replaced = await store.kysely.selectFrom('subscriber').select(['username', 'ha1', 'ha1b']).execute();
    expect(replaced).toEqual([{ username: ALICE, ...sipDigests(ALICE, DOMAIN, 'new-secret') }]);
  });

  it('registers a SIP phone with the provisioned credentials and refuses a wrong password', async () => {
    await platform.provisionAccount({ number: ALICE, password: 'secret-alice' });
    await platform.provisionAccount({ number: BOB, password: 'secret-bob' });

    const alice = await phone(ALICE, 'secret-alice');
    const intruder = await phone(BOB, 'not-bobs-password');
    await alice.waitForOutput(/31201234567@voice\.test: .* 200 OK/);
    await intruder.waitForOutput(/31201234568@voice\.test: .*(401|403)/);

    const registered = await platform.registrations(ALICE);
    expect(registered).toEqual([
      {
        contact: expect.stringMatching(/^sip:31201234567-.*@127\.0\.0\.1:\d+/),
        expiresAt: expect.any(String),
        userAgent: expect.stringMatching(/^baresip/),
      },
    ]);
    const expiresIn = Date.parse(registered[0]!.expiresAt) - Date.now();
    expect(expiresIn).toBeGreaterThan(30_000);
    expect(expiresIn).toBeLessThanOrEqual(61_000);
    expect(await platform.registrations(BOB)).toEqual([]);
  });

  it('registers a browser-style client over WebSocket', async () => {
    await platform.provisionAccount({ number: ALICE, password: 'secret-alice' });

    const status = await registerOverWebSocket(`ws://127.0.0.1:${kamailio!.wsPort}`, ALICE, 'secret-alice');

    expect(status).toBe(200);
    expect(await platform.registrations(ALICE)).toEqual([
      { contact: expect.stringMatching(/;transport=ws$/), expiresAt: expect.any(String), userAgent: 'voice-test' },
    ]);
  });

  it('registers a browser with its short-lived credential as its number only, until the credential expires', async () => {
    const ws = `ws://127.0.0.1:${kamailio!.wsPort}`;
    const inAnHour = new Date(Date.now() + 3_600_000).toISOString();
    await platform.provisionWebCredential({
      number: `+${ALICE}`,
      authorizationUser: 'web-alice-1',
      password: 'browser-secret',
      expiresAt: inAnHour,
    });
    // Alice never set a password: her number gets an account nobody can sign in with, so calls to it find her devices.
    const rows = await store.kysely
      .selectFrom('subscriber')
      .select(['username', 'account', 'expires_at'])
      .orderBy('username')
      .execute();
    expect(rows).toEqual([
      { username: ALICE, account: ALICE, expires_at: 0 },
      { username: 'web-alice-1', account: ALICE, expires_at: Math.floor(Date.parse(inAnHour) / 1000) },
    ]);

    expect(await registerOverWebSocket(ws, ALICE, 'browser-secret', 'web-alice-1')).toBe(200);
    expect(await platform.registrations(ALICE)).toHaveLength(1);
    // The credential speaks for Alice's number, not for Bob's; a wrong password is challenged again.
    await platform.provisionAccount({ number: BOB, password: 'secret-bob' });
    expect(await registerOverWebSocket(ws, BOB, 'browser-secret', 'web-alice-1')).toBe(403);
    expect(await registerOverWebSocket(ws, ALICE, 'guessed', 'web-alice-1')).toBe(401);
    expect(await platform.registrations(BOB)).toEqual([]);

    // An expired credential is refused (and forgotten when the next one is made).
    await store.kysely
      .updateTable('subscriber')
      .set({ expires_at: Math.floor(Date.now() / 1000) - 1 })
      .where('username', '=', 'web-alice-1')
      .execute();
    expect(await registerOverWebSocket(ws, ALICE, 'browser-secret', 'web-alice-1')).toBe(403);
    await platform.provisionWebCredential({
      number: ALICE,
      authorizationUser: 'web-alice-2',
      password: 'browser-secret-2',
      expiresAt: inAnHour,
    });
    const left = await store.kysely.selectFrom('subscriber').select('username').orderBy('username').execute();
    expect(left.map((row) => row.username)).toEqual([ALICE, BOB, 'web-alice-2']);

    // Removing the number's account removes its browsers' credentials too.
    await platform.removeAccount(ALICE);
    expect(await registerOverWebSocket(ws, ALICE, 'browser-secret-2', 'web-alice-2')).toBe(401);
  });

  it('removes an account: its phone is no longer registered and cannot register again', async () => {
    await platform.provisionAccount({ number: ALICE, password: 'secret-alice' });
    const alice = await phone(ALICE, 'secret-alice');
    await alice.waitForOutput(/ 200 OK /);
    expect(await platform.registrations(ALICE)).toHaveLength(1);

    await platform.removeAccount(`+${ALICE}`);

    expect(await platform.registrations(ALICE)).toEqual([]);
    expect(await store.kysely.selectFrom('subscriber').selectAll().execute()).toEqual([]);
    expect(await registerOverWebSocket(`ws://127.0.0.1:${kamailio!.wsPort}`, ALICE, 'secret-alice')).toBe(401);
  });

  it('connects a call between two TeleNova numbers and records it as answered, with its length', async () => {
    await platform.provisionAccount({ number: ALICE, password: 'secret-alice' });
    await platform.provisionAccount({ number: BOB, password: 'secret-bob' });
    const alice = await phone(ALICE, 'secret-alice');
    const bob = await phone(BOB, 'secret-bob', true);
    await Promise.all([alice.waitForOutput(/ 200 OK /), bob.waitForOutput(/ 200 OK /)]);
    const before = new Date().toISOString();

    // The API writes to the same database meanwhile.
    let writing = true;
    const writes = (async () => {
      let count = 0;
      while (writing) {
        await store.kysely
          .insertInto('app_meta')
          .values({ key: 'voice-test', value: String(count) })
          .onConflict((conflict) => conflict.column('key').doUpdateSet({ value: String(count) }))
          .execute();
        count += 1;
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      return count;
    })();
    stopWriting = async () => {
      writing = false;
      return writes;
    };

    // Dialled as a Dutch national number; the dial rule makes it E.164.
    await alice.dial(`sip:0201234568@${DOMAIN}`);
    await alice.waitFor('CALL_ESTABLISHED');
    await bob.waitFor('CALL_ESTABLISHED');
    await new Promise((resolve) => setTimeout(resolve, 2_200));
    await alice.hangup();
    await bob.waitFor('CALL_CLOSED');
    expect(await stopWriting()).toBeGreaterThan(50);

    const calls = await eventually(
      () => platform.callsSince(before),
      (found) => found.length > 0,
    );
    expect(calls).toEqual([
      {
        callId: expect.any(String),
        caller: `+${ALICE}`,
        callee: `+${BOB}`,
        startedAt: expect.any(String),
        answeredAt: expect.any(String),
        endedAt: expect.any(String),
        seconds: expect.any(Number),
        disposition: 'answered',
      },
    ]);
    const [call] = calls;
    expect(call!.seconds).toBeGreaterThanOrEqual(2);
    expect(call!.seconds).toBeLessThanOrEqual(4);
    expect(Date.parse(call!.startedAt)).toBeGreaterThanOrEqual(Date.parse(before));
    expect(Date.parse(call!.answeredAt!)).toBeGreaterThanOrEqual(Date.parse(call!.startedAt));
    expect(Math.ceil((Date.parse(call!.endedAt) - Date.parse(call!.answeredAt!)) / 1000)).toBe(call!.seconds);
    // Calls that ended before `since` are not repeated.
    expect(await platform.callsSince(new Date(Date.parse(call!.endedAt) + 1).toISOString())).toEqual([]);
  });

  it('records a call to a TeleNova number with no registered phone as not answered', async () => {
    await platform.provisionAccount({ number: ALICE, password: 'secret-alice' });
    await platform.provisionAccount({ number: BOB, password: 'secret-bob' });
    const alice = await phone(ALICE, 'secret-alice');
    await alice.waitForOutput(/ 200 OK /);
    const before = new Date().toISOString();

    await alice.dial(`sip:+${BOB}@${DOMAIN}`);
    const closed = await alice.waitFor('CALL_CLOSED');

    expect(closed.param).toMatch(/^480/);
    const calls = await eventually(
      () => platform.callsSince(before),
      (found) => found.length > 0,
    );
    expect(calls).toEqual([
      {
        callId: expect.any(String),
        caller: `+${ALICE}`,
        callee: `+${BOB}`,
        startedAt: expect.any(String),
        answeredAt: null,
        endedAt: expect.any(String),
        seconds: 0,
        disposition: 'no-answer',
      },
    ]);
  });

  it('records a call the callee rejects as busy, and one the caller gives up on as not answered', async () => {
    await platform.provisionAccount({ number: ALICE, password: 'secret-alice' });
    await platform.provisionAccount({ number: BOB, password: 'secret-bob' });
    const alice = await phone(ALICE, 'secret-alice');
    const bob = await phone(BOB, 'secret-bob');
    await Promise.all([alice.waitForOutput(/ 200 OK /), bob.waitForOutput(/ 200 OK /)]);
    const before = new Date().toISOString();

    await alice.dial(`sip:${BOB}@${DOMAIN}`);
    await bob.waitFor('CALL_INCOMING');
    await bob.hangup();
    const rejected = await alice.waitFor('CALL_CLOSED');
    // The second call's events only.
    alice.events.length = 0;
    bob.events.length = 0;
    await alice.dial(`sip:${BOB}@${DOMAIN}`);
    await bob.waitFor('CALL_INCOMING');
    await alice.hangup();
    await bob.waitFor('CALL_CLOSED');

    expect(rejected.param).toMatch(/^486/);
    const calls = await eventually(
      () => platform.callsSince(before),
      (found) => found.length > 1,
    );
    expect(
      calls.map(({ caller, callee, answeredAt, seconds, disposition }) => ({
        caller,
        callee,
        answeredAt,
        seconds,
        disposition,
      })),
    ).toEqual([
      { caller: `+${ALICE}`, callee: `+${BOB}`, answeredAt: null, seconds: 0, disposition: 'busy' },
      { caller: `+${ALICE}`, callee: `+${BOB}`, answeredAt: null, seconds: 0, disposition: 'no-answer' },
    ]);
  });

  it('sends a call to a number outside TeleNova to the trunk, in E.164 digits, and records it', async () => {
    const trunk = await fakeTrunk();
    try {
      await kamailio!.stop();
      kamailio = await startKamailio({
        ...kamailioDatabase,
        domain: DOMAIN,
        trunk: `sip:127.0.0.1:${trunk.port}`,
      });
      platform = createKamailioPlatform({ db: store.kysely, domain: DOMAIN, rpcUrl: kamailio.rpcUrl });
      await platform.provisionAccount({ number: ALICE, password: 'secret-alice' });
      const alice = await phone(ALICE, 'secret-alice');
      await alice.waitForOutput(/ 200 OK /);
      const before = new Date().toISOString();

      await alice.dial(`sip:0049301234567@${DOMAIN}`);
      await alice.waitFor('CALL_ESTABLISHED');
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      await alice.hangup();

      expect(trunk.invited).toEqual([`sip:49301234567@${DOMAIN}`]);
      const calls = await eventually(
        () => platform.callsSince(before),
        (found) => found.length > 0,
      );
      expect(calls).toEqual([
        {
          callId: expect.any(String),
          caller: `+${ALICE}`,
          callee: '+49301234567',
          startedAt: expect.any(String),
          answeredAt: expect.any(String),
          endedAt: expect.any(String),
          seconds: expect.any(Number),
          disposition: 'answered',
        },
      ]);
      expect(calls[0]!.seconds).toBeGreaterThanOrEqual(1);
      expect(calls[0]!.seconds).toBeLessThanOrEqual(3);
    } finally {
      await trunk.close();
    }
  });

  it('refuses a call to a number outside TeleNova when no trunk is set, and records it as failed', async () => {
    await platform.provisionAccount({ number: ALICE, password: 'secret-alice' });
    const alice = await phone(ALICE, 'secret-alice');
    await alice.waitForOutput(/ 200 OK /);
    const before = new Date().toISOString();

    await alice.dial(`sip:+4930123456@${DOMAIN}`);
    const closed = await alice.waitFor('CALL_CLOSED');

    expect(closed.param).toMatch(/^404/);
    const calls = await eventually(
      () => platform.callsSince(before),
      (found) => found.length > 0,
    );
    expect(calls).toEqual([
      {
        callId: expect.any(String),
        caller: `+${ALICE}`,
        callee: '+4930123456',
        startedAt: expect.any(String),
        answeredAt: null,
        endedAt: expect.any(String),
        seconds: 0,
        disposition: 'failed',
      },
    ]);
  });
});
