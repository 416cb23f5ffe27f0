// The simulated carrier behind Kamailio's trunk interface (docs/contracts.md §15, docs/decisions/047): a SIP user agent
// on UDP that answers every call, plays a recorded message (voice/carrier-message.wav, G.711 µ-law) as RTP and hangs
// up. A test and demo double, not a SIP stack: one socket, no authentication, no retransmission timers beyond resending
// the 200 OK until the ACK and the BYE until its answer. A real SIP trunk takes its place by address.
import { randomBytes } from 'node:crypto';
import { createSocket, type RemoteInfo, type Socket } from 'node:dgram';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The recorded message kept in the repository (made by scripts/make-carrier-message.sh). */
export const CARRIER_MESSAGE = fileURLToPath(new URL('../../../voice/carrier-message.wav', import.meta.url));

export interface SimulatedCarrierOptions {
  /** 127.0.0.1 by default. */
  host?: string;
  /** A free port when left out. */
  port?: number;
  /** A WAV file of 8 kHz mono µ-law audio; the repository's message by default. */
  message?: string;
  /** Hang up this long after the answer (the message repeats until then); by default once the message has played. */
  hangUpAfterMs?: number;
  /** How long the call rings (180) before the answer; 500 ms by default. */
  ringMs?: number;
}

export interface CarrierCall {
  requestUri: string;
  callId: string;
  /** The caller's From header. */
  from: string;
  /** Where the caller's SDP offer asked for the audio. */
  rtpTo?: { address: string; port: number };
  /** The carrier's own RTP port, in its SDP answer. */
  rtpPort?: number;
  /** RTP packets sent to that address. */
  packetsSent: number;
  /** Who ended it: the carrier's BYE, the caller's BYE or a CANCEL before the answer. */
  endedBy?: 'carrier' | 'caller' | 'cancel';
}

export interface SimulatedCarrier {
  readonly port: number;
  /** `sip:127.0.0.1:PORT`, Kamailio's TRUNK. */
  readonly address: string;
  readonly calls: CarrierCall[];
  /** The message's length in milliseconds. */
  readonly messageMs: number;
  close(): Promise<void>;
}

const FRAME_BYTES = 160; // 20 ms of 8 kHz µ-law
const FRAME_MS = 20;

/** The µ-law samples of a WAV file (format 7, 8 kHz, mono). */
export function readMulawWav(file: string): Buffer {
  const wav = readFileSync(file);
  if (wav.toString('ascii', 0, 4) !== 'RIFF' || wav.toString('ascii', 8, 12) !== 'WAVE')
    throw new Error(`${file}: not a WAV file`);
  let format: { code: number; channels: number; rate: number } | undefined;
  for (let at = 12; at + 8 <= wav.length;) {
    const id = wav.toString('ascii', at, at + 4);
    const size = wav.readUInt32LE(at + 4);
    if (id === 'fmt ')
      format = { code: wav.readUInt16LE(at + 8), channels: wav.readUInt16LE(at + 10), rate: wav.readUInt32LE(at + 12) };
    if (id === 'data') {
      if (!format || format.code !== 7 || format.channels !== 1 || format.rate !== 8000)
        throw new Error(`${file}: not 8 kHz mono µ-law`);
      return wav.subarray(at + 8, at + 8 + size);
    }
    at += 8 + size + (size % 2);
  }
  throw new Error(`${file}: no data chunk`);
}

interface Message {
  start: string;
  headers: [string, string][];
  body: string;
}

const COMPACT: Record<string, string> = {
  v: 'via',
  f: 'from',
  t: 'to',
  i: 'call-id',
  m: 'contact',
  l: 'content-length',
};

function parse(text: string): Message {
  const split = text.indexOf('\r\n\r\n');
  const head = split < 0 ? text : text.slice(0, split);
  const [start = '', ...lines] = head.split('\r\n');
  const headers = lines.flatMap((line): [string, string][] => {
    const colon = line.indexOf(':');
    if (colon < 0) return [];
    const name = line.slice(0, colon).trim().toLowerCase();
    return [[COMPACT[name] ?? name, line.slice(colon + 1).trim()]];
  });
  return { start, headers, body: split < 0 ? '' : text.slice(split + 4) };
}

const all = (message: Message, name: string) =>
  message.headers.filter(([key]) => key === name).map(([, value]) => value);
const one = (message: Message, name: string) => all(message, name)[0] ?? '';
/** The URI inside `<…>`, or the value up to its parameters. */
const uriOf = (value: string) => /<([^>]+)>/.exec(value)?.[1] ?? value.split(';')[0]!.trim();

interface Dialog {
  call: CarrierCall;
  invite: Message;
  from: RemoteInfo;
  localTag: string;
  rtp: Socket;
  finalResponse?: string;
  timers: NodeJS.Timeout[];
  byeSent?: { text: string; tries: number };
}

export async function startSimulatedCarrier(options: SimulatedCarrierOptions = {}): Promise<SimulatedCarrier> {
  const host = options.host ?? '127.0.0.1';
  const audio = readMulawWav(options.message ?? CARRIER_MESSAGE);
  const messageMs = Math.ceil(audio.length / FRAME_BYTES) * FRAME_MS;
  const ringMs = options.ringMs ?? 500;
  const socket = createSocket('udp4');
  const calls: CarrierCall[] = [];
  const dialogs = new Map<string, Dialog>();
  const port = await new Promise<number>((resolve, reject) => {
    socket.once('error', reject);
    socket.bind(options.port ?? 0, host, () => resolve(socket.address().port));
  });
  socket.on('error', () => undefined);
  const send = (text: string, to: { address: string; port: number }) => socket.send(text, to.port, to.address);

  const response = (request: Message, status: string, extra: string[] = [], body = '', toTag?: string) => {
    const to = one(request, 'to');
    return [
      `SIP/2.0 ${status}`,
      ...all(request, 'via').map((via) => `Via: ${via}`),
      `From: ${one(request, 'from')}`,
      `To: ${toTag && !/;tag=/i.test(to) ? `${to};tag=${toTag}` : to}`,
      `Call-ID: ${one(request, 'call-id')}`,
      `CSeq: ${one(request, 'cseq')}`,
      ...extra,
      `Content-Length: ${Buffer.byteLength(body)}`,
      '',
      body,
    ].join('\r\n');
  };

  const end = (dialog: Dialog, by: CarrierCall['endedBy']) => {
    dialog.call.endedBy ??= by;
    for (const timer of dialog.timers) clearInterval(timer);
    dialog.timers = [];
    if (by !== 'carrier') {
      dialogs.delete(dialog.call.callId);
      dialog.rtp.close();
    }
  };

  /** The BYE of the carrier's side of the dialog (RFC 3261 §12.2.1.1): to the caller's Contact, along the route set. */
  const hangUp = (dialog: Dialog) => {
    end(dialog, 'carrier');
    const { invite } = dialog;
    const text = [
      `BYE ${uriOf(one(invite, 'contact'))} SIP/2.0`,
      `Via: SIP/2.0/UDP ${host}:${port};branch=z9hG4bK${randomBytes(8).toString('hex')};rport`,
      'Max-Forwards: 70',
      ...all(invite, 'record-route').map((route) => `Route: ${route}`),
      `From: ${one(invite, 'to')};tag=${dialog.localTag}`,
      `To: ${one(invite, 'from')}`,
      `Call-ID: ${dialog.call.callId}`,
      'CSeq: 1 BYE',
      'Content-Length: 0',
      '',
      '',
    ].join('\r\n');
    dialog.byeSent = { text, tries: 1 };
    send(text, dialog.from);
    const resend = setInterval(() => {
      if (!dialog.byeSent || dialog.byeSent.tries >= 7) {
        clearInterval(resend);
        dialogs.delete(dialog.call.callId);
        dialog.rtp.close();
        return;
      }
      dialog.byeSent.tries += 1;
      send(text, dialog.from);
    }, 500);
    dialog.timers.push(resend);
  };

  /** The message as RTP, 20 ms a packet, repeated until the hang-up. */
  const play = (dialog: Dialog) => {
    const to = dialog.call.rtpTo;
    const started = Date.now();
    const stopAt = started + (options.hangUpAfterMs ?? messageMs);
    let sequence = randomBytes(2).readUInt16BE(0);
    let timestamp = randomBytes(4).readUInt32BE(0);
    const ssrc = randomBytes(4).readUInt32BE(0);
    let frame = 0;
    const frames = Math.ceil(audio.length / FRAME_BYTES);
    const tick = () => {
      // Catch up on the frames due by now (timers are late, never early). One reading of the clock for the frames and
      // the hang-up: a second, later one could hang up before the last frame was sent (422 of 423 on a busy machine).
      const now = Date.now();
      const due = Math.min(Math.floor((now - started) / FRAME_MS) + 1, Math.ceil((stopAt - started) / FRAME_MS));
      while (to && frame < due) {
        const payload = Buffer.alloc(FRAME_BYTES, 0xff); // µ-law silence pads the last frame
        audio.copy(payload, 0, (frame % frames) * FRAME_BYTES, (frame % frames) * FRAME_BYTES + FRAME_BYTES);
        const header = Buffer.alloc(12);
        header[0] = 0x80; // version 2
        header[1] = frame === 0 ? 0x80 : 0x00; // marker on the first packet, payload type 0 (PCMU)
        header.writeUInt16BE(sequence, 2);
        header.writeUInt32BE(timestamp >>> 0, 4);
        header.writeUInt32BE(ssrc, 8);
        dialog.rtp.send(Buffer.concat([header, payload]), to.port, to.address);
        dialog.call.packetsSent += 1;
        sequence = (sequence + 1) & 0xffff;
        timestamp = (timestamp + FRAME_BYTES) % 2 ** 32;
        frame += 1;
      }
      if (now >= stopAt) hangUp(dialog);
    };
    dialog.timers.push(setInterval(tick, FRAME_MS));
    tick();
  };

  const onInvite = async (request: Message, from: RemoteInfo) => {
    const callId = one(request, 'call-id');
    const known = dialogs.get(callId);
    if (known) {
      // A retransmission: the last answer again.
      send(known.finalResponse ?? response(request, '100 Trying'), from);
      return;
    }
    const offer = request.body;
    const address = /^c=IN IP4 (\S+)/m.exec(offer)?.[1];
    const rtpPort = Number(/^m=audio (\d+)/m.exec(offer)?.[1]);
    const call: CarrierCall = {
      requestUri: request.start.split(' ')[1] ?? '',
      callId,
      from: one(request, 'from'),
      rtpTo: address && rtpPort ? { address, port: rtpPort } : undefined,
      packetsSent: 0,
    };
    calls.push(call);
    const rtp = createSocket('udp4');
    rtp.on('message', () => undefined); // the caller's audio is not listened to
    rtp.on('error', () => undefined);
    const rtpLocal = await new Promise<number>((resolve) => rtp.bind(0, host, () => resolve(rtp.address().port)));
    call.rtpPort = rtpLocal;
    const dialog: Dialog = { call, invite: request, from, localTag: randomBytes(6).toString('hex'), rtp, timers: [] };
    dialogs.set(callId, dialog);

    const contact = `Contact: <sip:carrier@${host}:${port}>`;
    const routes = all(request, 'record-route').map((route) => `Record-Route: ${route}`);
    send(response(request, '100 Trying'), from);
    send(response(request, '180 Ringing', [...routes, contact], '', dialog.localTag), from);
    const answer = [
      'v=0',
      `o=carrier ${Date.now()} 1 IN IP4 ${host}`,
      's=TeleNova simulated carrier',
      `c=IN IP4 ${host}`,
      't=0 0',
      `m=audio ${rtpLocal} RTP/AVP 0`,
      'a=rtpmap:0 PCMU/8000',
      'a=ptime:20',
      'a=sendrecv',
      '',
    ].join('\r\n');
    const ring = setTimeout(() => {
      dialog.finalResponse = response(
        request,
        '200 OK',
        [...routes, contact, 'Content-Type: application/sdp'],
        answer,
        dialog.localTag,
      );
      send(dialog.finalResponse, from);
      // Resent until the ACK comes (UDP), at most ten times.
      let resent = 0;
      const resend = setInterval(() => {
        resent += 1;
        if (resent > 10) clearInterval(resend);
        else send(dialog.finalResponse!, from);
      }, 500);
      dialog.timers = [resend];
    }, ringMs);
    dialog.timers.push(ring);
  };

  socket.on('message', (raw, from) => {
    const message = parse(raw.toString('utf8'));
    if (message.start.startsWith('SIP/2.0')) {
      // The answer to our BYE ends the dialog.
      const dialog = dialogs.get(one(message, 'call-id'));
      if (dialog?.byeSent && /^\d+ BYE$/.test(one(message, 'cseq')) && !/^SIP\/2\.0 1/.test(message.start)) {
        dialog.byeSent = undefined;
        end(dialog, 'carrier');
        dialogs.delete(dialog.call.callId);
        dialog.rtp.close();
      }
      return;
    }
    const method = message.start.split(' ')[0];
    const dialog = dialogs.get(one(message, 'call-id'));
    switch (method) {
      case 'INVITE':
        void onInvite(message, from);
        return;
      case 'ACK':
        // The ACK of the 200 starts the message; the ACK of a 487 needs nothing.
        if (dialog && dialog.finalResponse?.startsWith('SIP/2.0 200') && dialog.call.packetsSent === 0) {
          for (const timer of dialog.timers) clearInterval(timer);
          dialog.timers = [];
          play(dialog);
        }
        return;
      case 'BYE':
        send(response(message, '200 OK'), from);
        if (dialog) end(dialog, 'caller');
        return;
      case 'CANCEL':
        send(response(message, '200 OK'), from);
        if (dialog && dialog.finalResponse === undefined) {
          // The INVITE ends with 487; the caller's ACK of it needs nothing.
          const cancelled = response(dialog.invite, '487 Request Terminated', [], '', dialog.localTag);
          send(cancelled, dialog.from);
          end(dialog, 'cancel');
        }
        return;
      case 'OPTIONS':
        send(response(message, '200 OK', ['Allow: INVITE, ACK, BYE, CANCEL, OPTIONS']), from);
        return;
      default:
        if (method)
          send(response(message, '405 Method Not Allowed', ['Allow: INVITE, ACK, BYE, CANCEL, OPTIONS']), from);
    }
  });

  return {
    port,
    address: `sip:${host}:${port}`,
    calls,
    messageMs,
    close: async () => {
      for (const dialog of dialogs.values()) {
        for (const timer of dialog.timers) clearInterval(timer);
        dialog.rtp.close();
      }
      dialogs.clear();
      await new Promise<void>((resolve) => socket.close(() => resolve()));
    },
  };
}
