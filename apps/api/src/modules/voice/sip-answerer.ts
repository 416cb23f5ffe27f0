// The SIP and RTP a call-answering double needs (docs/decisions/050 and 061), shared by the simulated carrier and the
// voicemail media server: a user agent on one UDP socket that answers every INVITE with PCMU, keeps the dialog, sends
// and answers BYE, transfers by REFER, and answers CANCEL, OPTIONS and NOTIFY; µ-law WAV files read and written; RTP packets sent 20 ms apart. Not a
// SIP stack: no authentication, as retransmission only the 200 OK resent every 500 ms until the ACK (ten times at
// most) and the BYE resent until it is answered (seven times at most). What a call does once answered is its user's.
import { randomBytes } from 'node:crypto';
import { createSocket, type RemoteInfo, type Socket } from 'node:dgram';
import { readFileSync } from 'node:fs';

/** 20 ms of 8 kHz µ-law. */
export const FRAME_BYTES = 160;
export const FRAME_MS = 20;
/** µ-law's zero: silence, and the padding of a last frame. */
export const MULAW_SILENCE = 0xff;

/** The µ-law samples of a WAV file's bytes (format 7, 8 kHz, mono); `name` says which file in an error. */
export function mulawOfWav(wav: Buffer, name = 'the recording'): Buffer {
  if (wav.toString('ascii', 0, 4) !== 'RIFF' || wav.toString('ascii', 8, 12) !== 'WAVE')
    throw new Error(`${name}: not a WAV file`);
  let format: { code: number; channels: number; rate: number } | undefined;
  for (let at = 12; at + 8 <= wav.length;) {
    const id = wav.toString('ascii', at, at + 4);
    const size = wav.readUInt32LE(at + 4);
    if (id === 'fmt ')
      format = { code: wav.readUInt16LE(at + 8), channels: wav.readUInt16LE(at + 10), rate: wav.readUInt32LE(at + 12) };
    if (id === 'data') {
      if (!format || format.code !== 7 || format.channels !== 1 || format.rate !== 8000)
        throw new Error(`${name}: not 8 kHz mono µ-law`);
      return wav.subarray(at + 8, at + 8 + size);
    }
    at += 8 + size + (size % 2);
  }
  throw new Error(`${name}: no data chunk`);
}

/** The µ-law samples of a WAV file (format 7, 8 kHz, mono). */
export function readMulawWav(file: string): Buffer {
  return mulawOfWav(readFileSync(file), file);
}

/**
 * A WAV file of 8 kHz mono µ-law samples (WAVE_FORMAT_MULAW, 8 bits a sample, 8000 bytes a second): what a phone line
 * records, which the voicemail intake measures (`wavSeconds`) and a speech-to-text server reads.
 */
export function mulawWav(samples: Buffer): Buffer {
  const header = Buffer.alloc(46);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(38 + samples.length + (samples.length % 2), 4);
  header.write('WAVEfmt ', 8, 'ascii');
  header.writeUInt32LE(18, 16); // a non-PCM format's fmt chunk carries cbSize
  header.writeUInt16LE(7, 20); // µ-law
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(8000, 24); // samples a second
  header.writeUInt32LE(8000, 28); // bytes a second
  header.writeUInt16LE(1, 32); // block align
  header.writeUInt16LE(8, 34); // bits a sample
  header.writeUInt16LE(0, 36); // cbSize
  header.write('data', 38, 'ascii');
  header.writeUInt32LE(samples.length, 42);
  return Buffer.concat([header, samples, Buffer.alloc(samples.length % 2)]);
}

export interface SipMessage {
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
  o: 'event',
};

export function parseSip(text: string): SipMessage {
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

/** Every value of a header (lower-case name, compact forms expanded). */
export const headerValues = (message: SipMessage, name: string) =>
  message.headers.filter(([key]) => key === name).map(([, value]) => value);
/** A header's first value, or ''. */
export const headerValue = (message: SipMessage, name: string) => headerValues(message, name)[0] ?? '';
/** The URI inside `<…>`, or the value up to its parameters. */
export const uriOf = (value: string) => /<([^>]+)>/.exec(value)?.[1] ?? value.split(';')[0]!.trim();

/** One RTP packet of PCMU (payload type 0), version 2, the marker on a talk spurt's first packet. */
export function rtpPacket(
  fields: { sequence: number; timestamp: number; ssrc: number; marker: boolean },
  payload: Buffer,
) {
  const header = Buffer.alloc(12);
  header[0] = 0x80;
  header[1] = fields.marker ? 0x80 : 0x00;
  header.writeUInt16BE(fields.sequence & 0xffff, 2);
  header.writeUInt32BE(fields.timestamp >>> 0, 4);
  header.writeUInt32BE(fields.ssrc >>> 0, 8);
  return Buffer.concat([header, payload]);
}

export interface RtpPlayback {
  /** Packets sent so far. */
  readonly sent: number;
  stop(): void;
}

/**
 * Sends `audio` (µ-law) as RTP to `to`, a 20 ms packet every 20 ms: for `durationMs` (the audio repeating) or once
 * through. Sequence +1 and timestamp +160 a packet from random starts, one random SSRC, the marker on the first; the
 * last frame padded with silence. Catches up on the frames due (timers are late, never early); `onDone` runs in the
 * tick that sent the last frame.
 */
export function playRtp(
  socket: Socket,
  to: { address: string; port: number } | undefined,
  audio: Buffer,
  options: { durationMs?: number; onPacket?: () => void; onDone?: () => void } = {},
): RtpPlayback {
  const frames = Math.max(1, Math.ceil(audio.length / FRAME_BYTES));
  const durationMs = options.durationMs ?? frames * FRAME_MS;
  const started = Date.now();
  const stopAt = started + durationMs;
  let sequence = randomBytes(2).readUInt16BE(0);
  let timestamp = randomBytes(4).readUInt32BE(0);
  const ssrc = randomBytes(4).readUInt32BE(0);
  let frame = 0;
  let sent = 0;
  let stopped = false;
  const tick = () => {
    // One reading of the clock for the frames and the end: a second, later one could end before the last frame was
    // sent (422 of 423 on a busy machine).
    const now = Date.now();
    const due = Math.min(Math.floor((now - started) / FRAME_MS) + 1, Math.ceil(durationMs / FRAME_MS));
    while (to && frame < due) {
      const payload = Buffer.alloc(FRAME_BYTES, MULAW_SILENCE);
      const from = (frame % frames) * FRAME_BYTES;
      audio.copy(payload, 0, from, from + FRAME_BYTES);
      socket.send(rtpPacket({ sequence, timestamp, ssrc, marker: frame === 0 }, payload), to.port, to.address);
      sent += 1;
      options.onPacket?.();
      sequence = (sequence + 1) & 0xffff;
      timestamp = (timestamp + FRAME_BYTES) % 2 ** 32;
      frame += 1;
    }
    if (now >= stopAt) {
      stop();
      options.onDone?.();
    }
  };
  const timer = setInterval(tick, FRAME_MS);
  const stop = () => {
    stopped = true;
    clearInterval(timer);
  };
  tick();
  return {
    get sent() {
      return sent;
    },
    stop: () => {
      if (!stopped) stop();
    },
  };
}

/** How a call ended: the answerer's BYE (`hangUp`), the caller's BYE, or a CANCEL before the answer. */
export type SipCallEnd = 'answerer' | 'caller' | 'cancel';

export interface SipCall {
  readonly requestUri: string;
  readonly callId: string;
  /** The caller's From header. */
  readonly from: string;
  /** Where the caller's SDP offer asked for the audio. */
  readonly rtpTo: { address: string; port: number } | undefined;
  /** The answerer's own RTP port for this call (in its SDP answer) and its socket. */
  readonly rtpPort: number;
  readonly rtp: Socket;
  /** A timer (timeout or interval) cleared when the call ends. */
  track(timer: NodeJS.Timeout): void;
  /** Ends the call from the answerer's side: a BYE along the dialog, resent until it is answered. */
  hangUp(): void;
  /**
   * Asks the caller to call `target` (a SIP URI) instead: a REFER along the dialog (RFC 3515, a blind transfer). True
   * when the caller's side accepted it (2xx), false when it refused, did not answer within 4 s, or the call ended.
   */
  refer(target: string): Promise<boolean>;
  readonly ended: SipCallEnd | undefined;
}

export interface SipAnswererOptions {
  /** 127.0.0.1 by default. */
  host?: string;
  /** A free port when left out. */
  port?: number;
  /** How long a call rings (180) before the 200 OK. */
  ringMs: number;
  /** The user part of the answerer's Contact (`carrier`, `media`) and its SDP session name. */
  user: string;
  sessionName: string;
  /** A new call (its INVITE), before the answer. */
  onCall?(call: SipCall): void;
  /** The ACK of the 200 OK came: the call is up. */
  onAnswered(call: SipCall): void;
  /** An RTP packet from the caller. */
  onRtp?(call: SipCall, packet: Buffer): void;
  /** The call ended (once). */
  onEnded?(call: SipCall, by: SipCallEnd): void;
}

export interface SipAnswerer {
  readonly port: number;
  /** `sip:HOST:PORT`. */
  readonly address: string;
  close(): Promise<void>;
}

/** Closes a socket that may be closed already. */
function closeQuietly(socket: Socket) {
  try {
    socket.close();
  } catch {
    // closed before
  }
}

interface Dialog {
  call: SipCall & { ended: SipCallEnd | undefined };
  invite: SipMessage;
  from: RemoteInfo;
  localTag: string;
  finalResponse?: string;
  answered: boolean;
  timers: NodeJS.Timeout[];
  byeSent?: { tries: number };
  /** The CSeq of the answerer's last request in the dialog. */
  localCseq: number;
  /**
   * The answerer's REFERs not yet settled, by CSeq: `answer` takes the final answer to the REFER, `progress` the
   * status line of a NOTIFY about the new call (RFC 3515's message/sipfrag).
   */
  refers: Map<number, { answer(status: number): void; progress(status: number): void; fail(): void }>;
}

/** How long a REFER waits for the caller's final answer. */
const REFER_TIMEOUT_MS = 4_000;

/** Starts a SIP user agent on UDP that answers every call with PCMU (see the file's head). */
export async function startSipAnswerer(options: SipAnswererOptions): Promise<SipAnswerer> {
  const host = options.host ?? '127.0.0.1';
  const socket = createSocket('udp4');
  const dialogs = new Map<string, Dialog>();
  const port = await new Promise<number>((resolve, reject) => {
    socket.once('error', reject);
    socket.bind(options.port ?? 0, host, () => resolve(socket.address().port));
  });
  socket.on('error', () => undefined);
  /** Datagrams handed to the socket and not yet sent: closing waits for them (a BYE said on the way out). */
  const sending = new Set<Promise<void>>();
  const send = (text: string, to: { address: string; port: number }) => {
    const sent = new Promise<void>((resolve) => socket.send(text, to.port, to.address, () => resolve()));
    sending.add(sent);
    void sent.then(() => sending.delete(sent));
  };

  const response = (request: SipMessage, status: string, extra: string[] = [], body = '', toTag?: string) => {
    const to = headerValue(request, 'to');
    return [
      `SIP/2.0 ${status}`,
      ...headerValues(request, 'via').map((via) => `Via: ${via}`),
      `From: ${headerValue(request, 'from')}`,
      `To: ${toTag && !/;tag=/i.test(to) ? `${to};tag=${toTag}` : to}`,
      `Call-ID: ${headerValue(request, 'call-id')}`,
      `CSeq: ${headerValue(request, 'cseq')}`,
      ...extra,
      `Content-Length: ${Buffer.byteLength(body)}`,
      '',
      body,
    ].join('\r\n');
  };

  const clearTimers = (dialog: Dialog) => {
    for (const timer of dialog.timers) clearInterval(timer);
    dialog.timers = [];
  };

  const forget = (dialog: Dialog) => {
    clearTimers(dialog);
    if (dialogs.get(dialog.call.callId) === dialog) dialogs.delete(dialog.call.callId);
    closeQuietly(dialog.call.rtp);
  };

  const end = (dialog: Dialog, by: SipCallEnd) => {
    if (dialog.call.ended) return;
    dialog.call.ended = by;
    clearTimers(dialog);
    for (const refer of [...dialog.refers.values()]) refer.fail();
    if (by !== 'answerer') forget(dialog);
    options.onEnded?.(dialog.call, by);
  };

  /** A request of the answerer's side of the dialog (RFC 3261 §12.2.1.1): to the caller's Contact, along the route set. */
  const inDialogRequest = (dialog: Dialog, method: string, extra: string[] = []) => {
    const { invite } = dialog;
    dialog.localCseq += 1;
    return [
      `${method} ${uriOf(headerValue(invite, 'contact'))} SIP/2.0`,
      `Via: SIP/2.0/UDP ${host}:${port};branch=z9hG4bK${randomBytes(8).toString('hex')};rport`,
      'Max-Forwards: 70',
      ...headerValues(invite, 'record-route').map((route) => `Route: ${route}`),
      `From: ${headerValue(invite, 'to')};tag=${dialog.localTag}`,
      `To: ${headerValue(invite, 'from')}`,
      `Call-ID: ${dialog.call.callId}`,
      `CSeq: ${dialog.localCseq} ${method}`,
      ...extra,
      'Content-Length: 0',
      '',
      '',
    ].join('\r\n');
  };

  /** The BYE of the answerer's side, resent until it is answered. */
  const hangUp = (dialog: Dialog) => {
    if (dialog.call.ended) return;
    const text = inDialogRequest(dialog, 'BYE');
    end(dialog, 'answerer');
    dialog.byeSent = { tries: 1 };
    send(text, dialog.from);
    const resend = setInterval(() => {
      if (!dialog.byeSent || dialog.byeSent.tries >= 7) {
        forget(dialog);
        return;
      }
      dialog.byeSent.tries += 1;
      send(text, dialog.from);
    }, 500);
    dialog.timers.push(resend);
  };

  /** A REFER to `target`, resent every 500 ms until its first answer; settles on the final one or after 4 s. */
  /**
   * A REFER to `target`, resent every 500 ms until its final answer. True once the phone has accepted it (2xx) and
   * said by NOTIFY that its call to the target is under way (a sipfrag of 1xx or 2xx): a 202 alone does not say the
   * phone will call (a browser phone accepts every REFER at once and may then do nothing). False on a refusal, a
   * NOTIFY of a failed call, 4 s without both, or the call's end.
   */
  const refer = (dialog: Dialog, target: string) =>
    new Promise<boolean>((resolve) => {
      if (dialog.call.ended || !dialog.answered) return resolve(false);
      const text = inDialogRequest(dialog, 'REFER', [
        `Refer-To: <${target}>`,
        `Referred-By: <sip:${options.user}@${host}:${port}>`,
        `Contact: <sip:${options.user}@${host}:${port}>`,
      ]);
      const cseq = dialog.localCseq;
      let accepted = false;
      let answered = false;
      /** A NOTIFY can overtake the 202 on UDP: its news is kept until the 202 comes. */
      let underWay = false;
      const resend = setInterval(() => {
        if (!answered) send(text, dialog.from);
      }, 500);
      const timeout = setTimeout(() => settle(false), REFER_TIMEOUT_MS);
      const settle = (result: boolean) => {
        clearInterval(resend);
        clearTimeout(timeout);
        dialog.refers.delete(cseq);
        resolve(result);
      };
      dialog.refers.set(cseq, {
        answer(status) {
          answered = true;
          if (status >= 300) return settle(false);
          accepted = true;
          if (underWay) settle(true);
        },
        progress(status) {
          if (status >= 300) return settle(false);
          underWay = true;
          if (accepted) settle(true);
        },
        fail: () => settle(false),
      });
      send(text, dialog.from);
    });

  const onInvite = async (request: SipMessage, from: RemoteInfo) => {
    const callId = headerValue(request, 'call-id');
    const known = dialogs.get(callId);
    if (known) {
      // A retransmission: the last answer again.
      send(known.finalResponse ?? response(request, '100 Trying'), from);
      return;
    }
    const offer = request.body;
    const address = /^c=IN IP4 (\S+)/m.exec(offer)?.[1];
    const offeredPort = Number(/^m=audio (\d+)/m.exec(offer)?.[1]);
    const rtp = createSocket('udp4');
    rtp.on('error', () => undefined);
    const rtpPort = await new Promise<number>((resolve) => rtp.bind(0, host, () => resolve(rtp.address().port)));
    const dialog: Dialog = {
      call: {
        requestUri: request.start.split(' ')[1] ?? '',
        callId,
        from: headerValue(request, 'from'),
        rtpTo: address && offeredPort ? { address, port: offeredPort } : undefined,
        rtpPort,
        rtp,
        track: (timer) => dialog.timers.push(timer),
        hangUp: () => hangUp(dialog),
        refer: (target) => refer(dialog, target),
        ended: undefined,
      },
      invite: request,
      from,
      localTag: randomBytes(6).toString('hex'),
      answered: false,
      timers: [],
      localCseq: 0,
      refers: new Map(),
    };
    dialogs.set(callId, dialog);
    rtp.on('message', (packet) => {
      if (dialog.answered && !dialog.call.ended) options.onRtp?.(dialog.call, packet);
    });
    options.onCall?.(dialog.call);

    const contact = `Contact: <sip:${options.user}@${host}:${port}>`;
    const routes = headerValues(request, 'record-route').map((route) => `Record-Route: ${route}`);
    send(response(request, '100 Trying'), from);
    send(response(request, '180 Ringing', [...routes, contact], '', dialog.localTag), from);
    const answer = [
      'v=0',
      `o=${options.user} ${Date.now()} 1 IN IP4 ${host}`,
      `s=${options.sessionName}`,
      `c=IN IP4 ${host}`,
      't=0 0',
      `m=audio ${rtpPort} RTP/AVP 0`,
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
    }, options.ringMs);
    dialog.timers.push(ring);
  };

  socket.on('message', (raw, from) => {
    const message = parseSip(raw.toString('utf8'));
    if (message.start.startsWith('SIP/2.0')) {
      // The answer to our BYE ends the dialog; the final answer to a REFER settles it.
      const dialog = dialogs.get(headerValue(message, 'call-id'));
      const [cseq, cseqMethod] = headerValue(message, 'cseq').split(/\s+/);
      const status = Number(message.start.split(' ')[1]);
      if (dialog && cseqMethod === 'REFER' && status >= 200) dialog.refers.get(Number(cseq))?.answer(status);
      if (dialog?.byeSent && /^\d+ BYE$/.test(headerValue(message, 'cseq')) && !/^SIP\/2\.0 1/.test(message.start)) {
        dialog.byeSent = undefined;
        forget(dialog);
      }
      return;
    }
    const method = message.start.split(' ')[0];
    const dialog = dialogs.get(headerValue(message, 'call-id'));
    switch (method) {
      case 'INVITE':
        void onInvite(message, from);
        return;
      case 'ACK':
        // The ACK of the 200 puts the call up; the ACK of a 487 needs nothing.
        if (dialog && dialog.finalResponse?.startsWith('SIP/2.0 200') && !dialog.answered && !dialog.call.ended) {
          dialog.answered = true;
          clearTimers(dialog);
          options.onAnswered(dialog.call);
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
          send(response(dialog.invite, '487 Request Terminated', [], '', dialog.localTag), dialog.from);
          end(dialog, 'cancel');
        }
        return;
      case 'OPTIONS':
        send(response(message, '200 OK', ['Allow: INVITE, ACK, BYE, CANCEL, OPTIONS, NOTIFY']), from);
        return;
      case 'NOTIFY': {
        // The progress of a REFER's call (RFC 3515): `Event: refer;id=<the REFER's CSeq>`, a sipfrag body.
        send(response(message, dialog ? '200 OK' : '481 Call/Transaction Does Not Exist'), from);
        const status = Number(/^SIP\/2\.0 (\d{3})/.exec(message.body.trim())?.[1]);
        const id = Number(/;\s*id=(\d+)/i.exec(headerValue(message, 'event'))?.[1]);
        if (dialog && status && /^refer\b/i.test(headerValue(message, 'event'))) {
          const refer =
            dialog.refers.get(id) ?? (dialog.refers.size === 1 ? [...dialog.refers.values()][0] : undefined);
          refer?.progress(status);
        }
        return;
      }
      default:
        if (method)
          send(response(message, '405 Method Not Allowed', ['Allow: INVITE, ACK, BYE, CANCEL, OPTIONS, NOTIFY']), from);
    }
  });

  return {
    port,
    address: `sip:${host}:${port}`,
    close: async () => {
      for (const dialog of dialogs.values()) {
        clearTimers(dialog);
        closeQuietly(dialog.call.rtp);
      }
      dialogs.clear();
      await Promise.all(sending);
      await new Promise<void>((resolve) => socket.close(() => resolve()));
    },
  };
}
