// The voicemail media server on its own, without Kamailio: a bare SIP client on UDP calls it as Kamailio hands it a
// call (R-URI user = the number, `route` parameter), hears the greeting and the beep as RTP, sends its own RTP (out of
// order) and hangs up; the recorded WAV holds exactly what it sent, in sequence order. The message's length limit and
// the silence limit are parameters, so that their tests are short.
import { createSocket, type Socket } from 'node:dgram';
import { afterEach, describe, expect, it } from 'vitest';
import { wavSeconds } from './wav.js';
import {
  BEEP,
  mulawOf,
  startMediaServer,
  type CallLine,
  type MediaServer,
  type MediaServerOptions,
  type RecordedMessage,
} from './media-server.js';
import { mulawOfWav, rtpPacket } from './sip-answerer.js';

const DOMAIN = 'voice.test';
/** One frame of greeting: 160 samples of one value, so that its packet is easy to recognise. */
const GREETING = Buffer.alloc(160, 0x55);
/** The greeting and the beep (100 ms silence + 400 ms tone = 4 000 samples): 160 + 4 000 samples, 26 frames. */
const GREETING_FRAMES = 26;

let server: MediaServer | undefined;
const sockets: Socket[] = [];

afterEach(async () => {
  await server?.close();
  server = undefined;
  await Promise.all(sockets.splice(0).map((socket) => new Promise<void>((resolve) => socket.close(() => resolve()))));
});

async function udp(): Promise<{ socket: Socket; port: number; received: Buffer[] }> {
  const socket = createSocket('udp4');
  sockets.push(socket);
  const received: Buffer[] = [];
  socket.on('message', (message) => received.push(message));
  const port = await new Promise<number>((resolve) =>
    socket.bind(0, '127.0.0.1', () => resolve(socket.address().port)),
  );
  return { socket, port, received };
}

async function until<T>(read: () => T | undefined, what: string, timeoutMs = 5_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`no ${what} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Calls the media server as Kamailio would, up to the ACK; answers the SIP and RTP sides. */
async function call(media: MediaServer, from: string, route = 'voicemail') {
  const sip = await udp();
  const rtp = await udp();
  const callId = `call-${Math.random().toString(36).slice(2)}`;
  const sipText = () => sip.received.map((message) => message.toString('utf8'));
  const request = (method: string, to: string, cseq: string, body = '') =>
    [
      `${method} sip:31301234567@${DOMAIN};route=${route} SIP/2.0`,
      `Via: SIP/2.0/UDP 127.0.0.1:${sip.port};branch=z9hG4bK-${callId}-${cseq.replace(' ', '-')}`,
      'Max-Forwards: 70',
      `From: ${from};tag=caller`,
      `To: ${to}`,
      `Call-ID: ${callId}`,
      `CSeq: ${cseq}`,
      `Contact: <sip:caller@127.0.0.1:${sip.port}>`,
      ...(body ? ['Content-Type: application/sdp'] : []),
      `Content-Length: ${Buffer.byteLength(body)}`,
      '',
      body,
    ].join('\r\n');
  const send = (text: string) => sip.socket.send(text, media.port, '127.0.0.1');
  const offer = ['v=0', 'o=- 1 1 IN IP4 127.0.0.1', 's=-', 'c=IN IP4 127.0.0.1', 't=0 0'];
  send(
    request(
      'INVITE',
      `<sip:31301234567@${DOMAIN}>`,
      '1 INVITE',
      [...offer, `m=audio ${rtp.port} RTP/AVP 0`, ''].join('\r\n'),
    ),
  );
  const ok = await until(() => sipText().find((text) => /^SIP\/2\.0 200 [^]*CSeq: 1 INVITE/.test(text)), '200 OK');
  const to = /^To: (.*)$/m.exec(ok)![1]!.trim();
  const mediaRtpPort = Number(/^m=audio (\d+) RTP\/AVP 0\r$/m.exec(ok)![1]);
  send(request('ACK', to, '1 ACK'));
  let sequence = 0;
  return {
    ok,
    rtp,
    sipText,
    /** Sends RTP packets with these payloads at these sequence numbers, at once. */
    sendRtp(packets: { sequence: number; payload: Buffer }[]) {
      for (const packet of packets)
        rtp.socket.send(
          rtpPacket(
            { sequence: packet.sequence, timestamp: packet.sequence * 160, ssrc: 7, marker: sequence++ === 0 },
            packet.payload,
          ),
          mediaRtpPort,
          '127.0.0.1',
        );
    },
    hangUp: () => send(request('BYE', to, '2 BYE')),
  };
}

function mediaServer(options: Pick<MediaServerOptions, 'maxMessageMs' | 'silenceMs' | 'conversation'> = {}) {
  const messages: RecordedMessage[] = [];
  const ended: { message: boolean }[] = [];
  return startMediaServer({
    greeting: () => GREETING,
    onMessage: (message) => {
      messages.push(message);
    },
    onCallEnded: (end) => ended.push(end),
    ...options,
  }).then((started) => ({ media: started, messages, ended }));
}

/** A frame of caller audio whose samples all have one value. */
const frame = (value: number) => Buffer.alloc(160, value);

describe('the voicemail media server', () => {
  it('plays the greeting and the beep, then records the caller’s RTP in sequence order until the BYE', async () => {
    const { media, messages, ended } = await mediaServer();
    server = media;
    const caller = await call(media, `"Jan" <sip:31612345678@${DOMAIN}>`);
    expect(caller.ok).toContain('a=rtpmap:0 PCMU/8000');

    // The greeting's frame, then the beep's 25: 26 packets of 160 samples.
    await until(() => (caller.rtp.received.length >= GREETING_FRAMES ? true : undefined), 'greeting');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(caller.rtp.received).toHaveLength(GREETING_FRAMES);
    const payloads = caller.rtp.received.map((packet) => packet.subarray(12));
    expect(payloads[0]).toEqual(GREETING);
    expect(Buffer.concat(payloads.slice(1))).toEqual(BEEP);

    // Sent out of order across the 16-bit wrap (65 535, then 0 and 1): recorded as 65 534, 65 535, 0, 1.
    caller.sendRtp([
      { sequence: 65_535, payload: frame(0x11) },
      { sequence: 0, payload: frame(0x22) },
      { sequence: 65_534, payload: frame(0x00) },
      { sequence: 1, payload: frame(0x33) },
    ]);
    await until(() => (media.calls[0]?.packetsRecorded === 4 ? true : undefined), 'four packets recorded');
    caller.hangUp();
    await until(() => caller.sipText().find((text) => /^SIP\/2\.0 200 [^]*CSeq: 2 BYE/.test(text)), '200 to BYE');
    await until(() => messages[0], 'the message');

    const [message] = messages;
    expect(message).toMatchObject({ route: 'voicemail', number: '+31301234567', caller: '+31612345678' });
    expect(message!.receivedAt).toBeInstanceOf(Date);
    // 4 frames of 160 samples, 8 kHz µ-law: 640 bytes, 0.08 s (rounded: 0 s).
    expect(mulawOfWav(message!.audio)).toEqual(Buffer.concat([frame(0x00), frame(0x11), frame(0x22), frame(0x33)]));
    expect(wavSeconds(message!.audio)).toBe(0);
    expect(media.calls[0]).toMatchObject({ endedBy: 'caller', packetsRecorded: 4 });
    expect(ended).toEqual([expect.objectContaining({ message: true })]);
  });

  it('cuts the message at its longest and hangs up, keeping exactly that much audio', async () => {
    // A limit of 300 ms: 2 400 samples, 15 frames of the 30 sent at once.
    const { media, messages } = await mediaServer({ maxMessageMs: 300 });
    server = media;
    const caller = await call(media, `<sip:anonymous@anonymous.invalid>`, 'voicemail');
    await until(() => (caller.rtp.received.length >= GREETING_FRAMES ? true : undefined), 'greeting');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const frames = Array.from({ length: 30 }, (_, i) => ({ sequence: 100 + i, payload: frame(i) }));
    caller.sendRtp(frames);

    const bye = await until(() => caller.sipText().find((text) => text.startsWith('BYE ')), 'the BYE', 3_000);
    expect(bye).toMatch(/^BYE sip:caller@127\.0\.0\.1:\d+ SIP\/2\.0/);
    await until(() => messages[0], 'the message');
    expect(mulawOfWav(messages[0]!.audio)).toEqual(Buffer.concat(frames.slice(0, 15).map((f) => f.payload)));
    // A withheld caller is null.
    expect(messages[0]).toMatchObject({ caller: null, number: '+31301234567' });
    expect(media.calls[0]).toMatchObject({ endedBy: 'limit', packetsRecorded: 30 });
    // Nothing more is sent to the caller after the greeting and the beep.
    expect(caller.rtp.received).toHaveLength(GREETING_FRAMES);
  });

  it('keeps the message recorded so far when it stops, and says goodbye to the caller', async () => {
    const { media, messages, ended } = await mediaServer();
    const caller = await call(media, `<sip:31612345678@${DOMAIN}>`);
    await until(() => (caller.rtp.received.length >= GREETING_FRAMES ? true : undefined), 'greeting');
    await new Promise((resolve) => setTimeout(resolve, 100));
    caller.sendRtp([
      { sequence: 10, payload: frame(0x44) },
      { sequence: 11, payload: frame(0x45) },
    ]);
    await until(() => (media.calls[0]?.packetsRecorded === 2 ? true : undefined), 'two packets recorded');

    await media.close();
    expect(messages).toHaveLength(1);
    expect(mulawOfWav(messages[0]!.audio)).toEqual(Buffer.concat([frame(0x44), frame(0x45)]));
    expect(media.calls[0]).toMatchObject({ endedBy: 'shutdown', packetsRecorded: 2 });
    expect(ended).toEqual([expect.objectContaining({ message: true })]);
    await until(() => caller.sipText().find((text) => text.startsWith('BYE ')), 'the BYE');
  });

  it('hangs up on a silent caller without a message, and passes the assistant route on', async () => {
    const { media, messages, ended } = await mediaServer({ silenceMs: 300 });
    server = media;
    const caller = await call(media, `<sip:31612345678@${DOMAIN}>`, 'assistant');
    await until(() => caller.sipText().find((text) => text.startsWith('BYE ')), 'the BYE', 5_000);
    await until(() => (ended.length > 0 ? true : undefined), 'the end of the call');
    expect(messages).toEqual([]);
    expect(ended).toEqual([expect.objectContaining({ route: 'assistant', number: '+31301234567', message: false })]);
    expect(media.calls[0]).toMatchObject({ endedBy: 'silence', packetsRecorded: 0 });
  });

  describe('in a conversation (the assistant with a speech engine)', () => {
    /** 20 ms of a 440 Hz tone at a speaking level. */
    const loud = Buffer.from(
      Array.from({ length: 160 }, (_, i) => mulawOf(6_000 * Math.sin((2 * Math.PI * 440 * i) / 8_000))),
    );
    const PROMPT = Buffer.alloc(160, 0x33);

    /** A media server whose conversation plays the prompt, listens once, then does `then` with the line. */
    async function conversing(then: (line: CallLine, heard: Buffer | null) => Promise<void>, waitMs = 2_000) {
      const heard: (Buffer | null)[] = [];
      const started = await mediaServer({
        conversation: (call) =>
          call.route === 'assistant'
            ? {
                async run(line) {
                  await line.play(PROMPT);
                  const utterance = await line.listen({ waitMs });
                  heard.push(utterance);
                  await then(line, utterance);
                },
              }
            : null,
      });
      server = started.media;
      return { ...started, heard };
    }

    /** The caller's prompt packet arrived, and its 20 ms are over: the media server listens from then on. */
    const promptHeard = async (caller: Awaited<ReturnType<typeof call>>) => {
      await until(() => caller.rtp.received.find((packet) => packet.subarray(12).equals(PROMPT)), 'the prompt');
      await new Promise((resolve) => setTimeout(resolve, 100));
    };

    it('hears an utterance up to the pause after it, transfers by REFER and hangs up once the phone agrees', async () => {
      let transferred: boolean | undefined;
      const { media, heard, messages } = await conversing(async (line) => {
        transferred = await line.transfer('+31612345678');
      });
      const caller = await call(media, `<sip:31612345678@${DOMAIN}>`, 'assistant');
      await promptHeard(caller);
      // Quiet, 10 frames of speech, then 40 frames (800 ms) of quiet: the pause that ends the utterance.
      const quiet = frame(0xff);
      const said = [
        quiet,
        quiet,
        ...Array.from({ length: 10 }, () => loud),
        ...Array.from({ length: 40 }, () => quiet),
      ];
      caller.sendRtp(said.map((payload, i) => ({ sequence: 100 + i, payload })));

      const refer = await until(() => caller.sipText().find((text) => text.startsWith('REFER ')), 'the REFER');
      expect(refer).toMatch(/^REFER sip:caller@127\.0\.0\.1:\d+ SIP\/2\.0\r$/m);
      expect(refer).toMatch(/^Refer-To: <sip:\+31612345678@voice\.test>\r$/m);
      expect(refer).toMatch(/^CSeq: 1 REFER\r$/m);
      // What it heard: the two quiet frames before the speech (the preroll), the speech and the pause.
      expect(heard).toEqual([Buffer.concat(said)]);
      expect(transferred).toBeUndefined();
      // The phone accepts: the media server hangs up, its BYE next in the dialog.
      const answer = (status: string, request: string) =>
        [
          `SIP/2.0 ${status}`,
          ...request.split('\r\n').filter((line) => /^(Via|From|To|Call-ID|CSeq):/.test(line)),
          'Content-Length: 0',
          '',
          '',
        ].join('\r\n');
      const sip = createSocket('udp4');
      sockets.push(sip);
      sip.send(answer('202 Accepted', refer), media.port, '127.0.0.1');
      // Accepted is not yet under way: no BYE until the phone's NOTIFY says its call has started.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(transferred).toBeUndefined();
      sip.send(notify(refer, 'SIP/2.0 100 Trying'), media.port, '127.0.0.1');
      const bye = await until(() => caller.sipText().find((text) => text.startsWith('BYE ')), 'the BYE');
      expect(bye).toMatch(/^CSeq: 2 BYE\r$/m);
      expect(transferred).toBe(true);
      expect(messages).toEqual([]);
      expect(media.calls[0]).toMatchObject({ endedBy: 'conversation', packetsRecorded: 0 });
    });

    /** The phone's NOTIFY about the call a REFER asked for (RFC 3515): in the REFER's dialog, a sipfrag body. */
    const notify = (refer: string, sipfrag: string) => {
      const header = (name: string) => new RegExp(`^${name}: (.*)\r$`, 'm').exec(refer)![1]!;
      const body = `${sipfrag}\r\n`;
      return [
        `NOTIFY sip:media@127.0.0.1 SIP/2.0`,
        'Via: SIP/2.0/UDP 127.0.0.1:9;branch=z9hG4bK-notify',
        // The phone's side of the dialog: From and To the other way round.
        `From: ${header('To')}`,
        `To: ${header('From')}`,
        `Call-ID: ${header('Call-ID')}`,
        'CSeq: 7 NOTIFY',
        `Event: refer;id=${header('CSeq').split(' ')[0]}`,
        'Subscription-State: active;expires=60',
        'Content-Type: message/sipfrag;version=2.0',
        `Content-Length: ${Buffer.byteLength(body)}`,
        '',
        body,
      ].join('\r\n');
    };

    it('takes a REFER accepted but followed by a failed call, or by no NOTIFY at all, as no transfer', async () => {
      const outcomes: boolean[] = [];
      const { media } = await conversing(async (line) => {
        outcomes.push(await line.transfer('+31612345678'));
        outcomes.push(await line.transfer('+31612345678'));
      }, 300);
      const caller = await call(media, `<sip:31612345678@${DOMAIN}>`, 'assistant');
      const sip = createSocket('udp4');
      sockets.push(sip);
      const answer = (request: string) =>
        [
          'SIP/2.0 202 Accepted',
          ...request.split('\r\n').filter((line) => /^(Via|From|To|Call-ID|CSeq):/.test(line)),
          'Content-Length: 0',
          '',
          '',
        ].join('\r\n');
      const refers = () => caller.sipText().filter((text) => text.startsWith('REFER '));
      const first = await until(() => refers()[0], 'the first REFER');
      sip.send(answer(first), media.port, '127.0.0.1');
      sip.send(notify(first, 'SIP/2.0 486 Busy Here'), media.port, '127.0.0.1');
      // The second is accepted and then nothing: the phone never calls (4 s).
      const second = await until(() => refers().find((text) => /^CSeq: 2 REFER\r$/m.test(text)), 'the second REFER');
      sip.send(answer(second), media.port, '127.0.0.1');
      await until(() => caller.sipText().find((text) => text.startsWith('BYE ')), 'the BYE', 6_000);
      expect(outcomes).toEqual([false, false]);
    });

    it('hears nothing from a silent caller within the wait, and takes a refused REFER as no transfer', async () => {
      let transferred: boolean | undefined;
      const { media, heard } = await conversing(async (line) => {
        transferred = await line.transfer('+31612345678');
      }, 300);
      const caller = await call(media, `<sip:31612345678@${DOMAIN}>`, 'assistant');
      await promptHeard(caller);
      caller.sendRtp(Array.from({ length: 5 }, (_, i) => ({ sequence: i, payload: frame(0xff) })));
      const refer = await until(() => caller.sipText().find((text) => text.startsWith('REFER ')), 'the REFER');
      expect(heard).toEqual([null]);
      const lines = refer.split('\r\n').filter((line) => /^(Via|From|To|Call-ID|CSeq):/.test(line));
      const sip = createSocket('udp4');
      sockets.push(sip);
      sip.send(['SIP/2.0 603 Decline', ...lines, 'Content-Length: 0', '', ''].join('\r\n'), media.port, '127.0.0.1');
      await until(() => caller.sipText().find((text) => text.startsWith('BYE ')), 'the BYE');
      expect(transferred).toBe(false);
    });
  });
});
