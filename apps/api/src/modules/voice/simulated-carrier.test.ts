// The simulated carrier behind Kamailio's trunk: a customer orders a number through the API, signs in a SIP phone
// (Debian's baresip) with the dashboard's credentials and calls a Belgian mobile; the carrier answers, plays its
// recorded message as RTP and hangs up, and `GET /api/calls` shows the call rated at the destination's price.
// Only the caller needs a phone: the other end is the carrier.
import { createSocket } from 'node:dgram';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DataStore } from '../../db/connection.js';
import { registerCustomer, type TestCustomer } from '../../test/customer-orders.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { eventually, numberWithPassword, voiceDatabase } from '../../test/voice.js';
import { startBaresip, type BaresipClient } from './baresip-client.js';
import { createKamailioPlatform } from './kamailio-platform.js';
import { freePort, startKamailio, type KamailioProcess } from './kamailio-process.js';
import { CARRIER_MESSAGE, readMulawWav, startSimulatedCarrier, type SimulatedCarrier } from './simulated-carrier.js';

const DOMAIN = 'voice.test';
/** A Belgian mobile number: destination 'europe-mobile', 8 ct a minute (packages/domain's VOIP prices). */
const BELGIAN_MOBILE = '+32471234567';

let dir: string;
let store: DataStore;
let kamailio: KamailioProcess;
let t: TestApp;
/** Kamailio's TRUNK: each test starts its own carrier on this port. */
let trunkPort: number;
let phones: BaresipClient[] = [];
let carrier: SimulatedCarrier | undefined;

/** Orders and pays a free Utrecht number for the customer, sets its SIP password and signs in a phone with it. */
async function phoneOf(customer: TestCustomer) {
  const { number, username, password } = await numberWithPassword(t, customer);
  const phone = await startBaresip({ username, password, domain: DOMAIN, sipPort: kamailio.sipPort });
  phones.push(phone);
  await phone.waitForOutput(/ 200 OK /);
  return { number, phone };
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'voice-carrier-'));
  const { store: opened, ...where } = await voiceDatabase(dir);
  store = opened;
  trunkPort = await freePort(true);
  kamailio = await startKamailio({ ...where, domain: DOMAIN, trunk: `sip:127.0.0.1:${trunkPort}` });
  t = await createTestApp({
    db: store,
    env: { SIP_DOMAIN: DOMAIN },
    voicePlatform: createKamailioPlatform({ db: store.kysely, domain: DOMAIN, rpcUrl: kamailio.rpcUrl }),
  });
  await t.services.voip.ensureInventory();
}, 60_000);

afterEach(async (context) => {
  // A failed test shows what Kamailio and the phone said.
  if (context.task.result?.state === 'fail') {
    process.stderr.write(`Kamailio's log:\n${kamailio?.log().split('\n').slice(-60).join('\n')}\n`);
    for (const phone of phones) process.stderr.write(`baresip:\n${phone.log()}\n`);
  }
  await Promise.all(phones.map((phone) => phone.stop()));
  phones = [];
  await carrier?.close();
  carrier = undefined;
});

afterAll(async () => {
  await kamailio?.stop();
  await store?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the simulated carrier behind the trunk', () => {
  it('answers a call to a Belgian mobile, plays its message as RTP, hangs up, and the call is rated', async () => {
    carrier = await startSimulatedCarrier({ port: trunkPort });
    // The repository's message: 67 678 samples of 8 kHz µ-law, 423 frames of 160 (the last padded), 8.46 s.
    expect(carrier.messageMs).toBe(8_460);
    const ingrid = await registerCustomer(t, { email: 'ingrid@example.nl' });
    const { number, phone } = await phoneOf(ingrid);

    // Dialled the Dutch way, with the international prefix.
    await phone.dial(`sip:0032471234567@${DOMAIN}`);
    await phone.waitFor('CALL_ESTABLISHED', 10_000);
    const closed = await phone.waitFor('CALL_CLOSED', 20_000);

    // baresip's words for a BYE from the other side.
    expect(closed.param).toBe('Connection reset by peer');
    // baresip received the carrier's audio, from the port of its SDP answer.
    const incoming = await phone.waitForOutput(/incoming rtp for 'audio' established/);
    expect(incoming).toContain(`receiving from 127.0.0.1:${carrier.calls[0]?.rtpPort}`);
    expect(carrier.calls).toEqual([
      expect.objectContaining({
        requestUri: `sip:32471234567@${DOMAIN}`,
        // Where baresip's offer asked for the audio (its own choice of local address).
        rtpTo: { address: expect.any(String), port: expect.any(Number) },
        packetsSent: 423,
        endedBy: 'carrier',
      }),
    ]);
    expect(carrier.calls[0]!.from).toContain(number.slice(1));

    const calls = await eventually(
      async () => (await ingrid.get('/api/calls')).body.calls as Record<string, unknown>[],
      (found) => found.length > 0,
    );
    // 8.46 s of message from the ACK to the BYE, plus the ACK's and the BYE's way through Kamailio: whole seconds
    // rounded up, 9 (10 on a machine so slow that the RTP timer falls behind by more than half a second).
    expect(calls).toEqual([
      expect.objectContaining({
        direction: 'outbound',
        caller: number,
        callee: BELGIAN_MOBILE,
        disposition: 'answered',
        destination: 'europe-mobile',
        seconds: expect.any(Number),
      }),
    ]);
    const seconds = calls[0]!.seconds as number;
    expect([9, 10]).toContain(seconds);
    expect(calls[0]).toMatchObject({ minutes: 1, costCents: 8 });
  }, 60_000);

  it('rates a 61-second call to an outside number as 2 minutes', async () => {
    // The carrier holds the call 61 s after the answer, its message repeating.
    carrier = await startSimulatedCarrier({ port: trunkPort, hangUpAfterMs: 61_000 });
    const bram = await registerCustomer(t, { email: 'bram@example.nl', firstName: 'Bram', lastName: 'de Vries' });
    const { number, phone } = await phoneOf(bram);

    await phone.dial(`sip:${BELGIAN_MOBILE}@${DOMAIN}`);
    await phone.waitFor('CALL_ESTABLISHED', 10_000);
    await phone.waitFor('CALL_CLOSED', 70_000);

    // 61 s of 20 ms frames.
    expect(carrier.calls).toEqual([expect.objectContaining({ packetsSent: 3_050, endedBy: 'carrier' })]);
    const calls = await eventually(
      async () => (await bram.get('/api/calls')).body.calls as Record<string, unknown>[],
      (found) => found.length > 0,
    );
    // Kamailio times the call from the 200 OK to the BYE: 61 s after the ACK, plus the ACK's and the BYE's way, so
    // always a little over 61 s, and the platform rounds a call's length up to whole seconds: 62. Billed minutes are
    // started minutes: ceil(62 / 60) = 2, at 8 ct = 16 ct.
    expect(calls).toEqual([
      expect.objectContaining({
        direction: 'outbound',
        caller: number,
        callee: BELGIAN_MOBILE,
        disposition: 'answered',
        destination: 'europe-mobile',
        seconds: 62,
        minutes: 2,
        costCents: 16,
      }),
    ]);
  }, 90_000);
});

/** A bare SIP client on UDP for the carrier's own answers: sends requests, collects every message it gets. */
async function sipClient() {
  const socket = createSocket('udp4');
  const received: string[] = [];
  socket.on('message', (message) => received.push(message.toString('utf8')));
  const port = await new Promise<number>((resolve) =>
    socket.bind(0, '127.0.0.1', () => resolve(socket.address().port)),
  );
  const request = (method: string, to: string, cseq: string, callId: string, body = '') =>
    [
      `${method} sip:32471234567@127.0.0.1:${carrier!.port} SIP/2.0`,
      `Via: SIP/2.0/UDP 127.0.0.1:${port};branch=z9hG4bK-${callId}-${cseq.split(' ')[0]}`,
      'Max-Forwards: 70',
      `From: <sip:31301234567@${DOMAIN}>;tag=caller`,
      `To: ${to}`,
      `Call-ID: ${callId}`,
      `CSeq: ${cseq}`,
      `Contact: <sip:31301234567@127.0.0.1:${port}>`,
      ...(body ? ['Content-Type: application/sdp'] : []),
      `Content-Length: ${Buffer.byteLength(body)}`,
      '',
      body,
    ].join('\r\n');
  return {
    port,
    received,
    send: (text: string) => socket.send(text, carrier!.port, '127.0.0.1'),
    async waitFor(pattern: RegExp, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = received.find((message) => pattern.test(message));
        if (found) return found;
        if (Date.now() > deadline)
          throw new Error(`no SIP message matching ${pattern}; got:\n${received.join('\n--\n')}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    request,
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}

const offer = (rtpPort: number) =>
  ['v=0', 'o=- 1 1 IN IP4 127.0.0.1', 's=-', 'c=IN IP4 127.0.0.1', 't=0 0', `m=audio ${rtpPort} RTP/AVP 0`, ''].join(
    '\r\n',
  );

describe('the simulated carrier on its own', () => {
  it('sends its message as RTP after the ACK and answers the caller’s BYE with 200', async () => {
    carrier = await startSimulatedCarrier();
    const client = await sipClient();
    const media = createSocket('udp4');
    const packets: Buffer[] = [];
    media.on('message', (packet) => packets.push(packet));
    const mediaPort = await new Promise<number>((resolve) =>
      media.bind(0, '127.0.0.1', () => resolve(media.address().port)),
    );
    try {
      const to = `<sip:32471234567@${DOMAIN}>`;
      client.send(client.request('INVITE', to, '1 INVITE', 'call-1', offer(mediaPort)));
      await client.waitFor(/^SIP\/2\.0 100 /);
      await client.waitFor(/^SIP\/2\.0 180 /);
      const ok = await client.waitFor(/^SIP\/2\.0 200 [^]*CSeq: 1 INVITE/);
      const answeredTo = /^To: (.*)$/m.exec(ok)![1]!.trim();
      expect(answeredTo).toMatch(/;tag=\w+/);
      const carrierRtpPort = Number(/^m=audio (\d+) RTP\/AVP 0\r$/m.exec(ok)![1]);
      expect(ok).toContain('a=rtpmap:0 PCMU/8000');
      expect(packets).toHaveLength(0);

      client.send(client.request('ACK', answeredTo, '1 ACK', 'call-1'));
      await new Promise((resolve) => setTimeout(resolve, 500));
      client.send(client.request('BYE', answeredTo, '2 BYE', 'call-1'));
      await client.waitFor(/^SIP\/2\.0 200 [^]*CSeq: 2 BYE/);
      const sent = carrier.calls[0]!.packetsSent;
      await new Promise((resolve) => setTimeout(resolve, 200));

      // Half a second of 20 ms frames (a few more or fewer with the timers), and none after the BYE.
      expect(sent).toBeGreaterThanOrEqual(20);
      expect(sent).toBeLessThanOrEqual(35);
      expect(packets).toHaveLength(sent);
      expect(carrier.calls).toEqual([
        expect.objectContaining({
          callId: 'call-1',
          rtpTo: { address: '127.0.0.1', port: mediaPort },
          endedBy: 'caller',
        }),
      ]);
      expect(carrier.calls[0]!.rtpPort).toBe(carrierRtpPort);
      // RTP version 2, PCMU, 160 bytes of audio, sequence +1 and timestamp +160 a packet, one SSRC; the marker on the
      // first. The first frame is the message's first 160 samples.
      const [first, second] = packets as [Buffer, Buffer];
      expect(first.length).toBe(12 + 160);
      expect([first[0], first[1], second[1]]).toEqual([0x80, 0x80, 0x00]);
      expect(second.readUInt16BE(2)).toBe((first.readUInt16BE(2) + 1) & 0xffff);
      expect(second.readUInt32BE(4)).toBe((first.readUInt32BE(4) + 160) % 2 ** 32);
      expect(second.readUInt32BE(8)).toBe(first.readUInt32BE(8));
      expect(first.subarray(12)).toEqual(readMulawWav(CARRIER_MESSAGE).subarray(0, 160));
    } finally {
      await client.close();
      await new Promise<void>((resolve) => media.close(() => resolve()));
    }
  });

  it('answers OPTIONS with 200, and a CANCEL while ringing with 200 and the INVITE with 487', async () => {
    carrier = await startSimulatedCarrier({ ringMs: 2_000 });
    const client = await sipClient();
    try {
      client.send(client.request('OPTIONS', `<sip:carrier@127.0.0.1>`, '1 OPTIONS', 'options-1'));
      expect(await client.waitFor(/CSeq: 1 OPTIONS/)).toMatch(/^SIP\/2\.0 200 OK/);

      const to = `<sip:32471234567@${DOMAIN}>`;
      client.send(client.request('INVITE', to, '1 INVITE', 'call-2', offer(9)));
      await client.waitFor(/^SIP\/2\.0 180 /);
      client.send(client.request('CANCEL', to, '1 CANCEL', 'call-2'));
      expect(await client.waitFor(/CSeq: 1 CANCEL/)).toMatch(/^SIP\/2\.0 200 OK/);
      expect(await client.waitFor(/^SIP\/2\.0 487 [^]*CSeq: 1 INVITE/)).toMatch(/^To: .*;tag=\w+/m);
      // Past the ringing time: no 200 comes after all.
      await new Promise((resolve) => setTimeout(resolve, 2_200));
      expect(
        client.received.filter((message) => message.startsWith('SIP/2.0 200') && /CSeq: 1 INVITE/.test(message)),
      ).toEqual([]);
      expect(carrier.calls).toEqual([expect.objectContaining({ callId: 'call-2', packetsSent: 0, endedBy: 'cancel' })]);
    } finally {
      await client.close();
    }
  });
});
