// The voicemail media server behind Kamailio (docs/contracts.md §16, docs/decisions/061): a SIP user agent on UDP that
// takes the calls Kamailio's FALLBACK route hands it (an unanswered call to a number routed to voicemail or the
// assistant), answers with PCMU, plays the greeting and a beep, records what the caller says until the caller hangs
// up, the message is as long as it may be (then it sends BYE), or the caller has been silent too long; and hands the
// recording on as a WAV of 8 kHz µ-law. Or, when its user asks for one, it holds a conversation (the assistant with a
// speech engine, docs/decisions/064): it plays what it is given, hears the caller's utterances and transfers by REFER.
// The sibling of the simulated carrier, on the same SIP user agent. A real media server or IVR takes its place by
// address (Kamailio's MEDIA).
import { MAX_VOICEMAIL_SECONDS } from './wav.js';
import {
  FRAME_BYTES,
  FRAME_MS,
  MULAW_SILENCE,
  mulawWav,
  playRtp,
  startSipAnswerer,
  uriOf,
  type SipCall,
} from './sip-answerer.js';
import { createUtteranceDetector, type UtteranceDetector } from './utterance-detector.js';

/** The routes Kamailio hands the media server, in the R-URI's `route` parameter. */
export type MediaRoute = 'voicemail' | 'assistant';

export interface MediaCall {
  /** The SIP Call-ID: greeting, message and end of one call share it. */
  callId: string;
  route: MediaRoute;
  /** The TeleNova number that was called, E.164 (the R-URI's user, which Kamailio sets). */
  number: string;
  /** The caller's number in E.164, from the From header; null when withheld. */
  caller: string | null;
}

export interface RecordedMessage extends MediaCall {
  /** A WAV file of 8 kHz mono µ-law: what the caller said after the beep. */
  audio: Buffer;
  /** When the call was answered. */
  receivedAt: Date;
}

/**
 * A call's line in a conversation (the assistant's spoken dialogue, docs/decisions/064): what it plays to the caller
 * and hears from them.
 */
export interface CallLine {
  /** Plays 8 kHz µ-law samples; resolves once they were played, or at once when the call has ended. */
  play(samples: Buffer): Promise<void>;
  /**
   * The caller's next utterance (from the first loud frames to the pause after them) as µ-law samples; null when the
   * caller said nothing within `waitMs` (10 s) or the call ended. Only what is said after the call to `listen` counts.
   */
  listen(options?: { waitMs?: number }): Promise<Buffer | null>;
  /** Asks the caller's phone to call this number instead (a blind transfer by REFER); true when it agreed. */
  transfer(number: string): Promise<boolean>;
  readonly ended: boolean;
}

/** A conversation the media server holds instead of greeting and recording: it ends with `run` (then a BYE). */
export interface MediaConversation {
  run(line: CallLine): Promise<void>;
}

export interface MediaServerOptions {
  /** 127.0.0.1 by default. */
  host?: string;
  /** A free port when left out. */
  port?: number;
  /** The greeting of a call as 8 kHz µ-law samples (the beep follows it). */
  greeting(call: MediaCall): Promise<Buffer> | Buffer;
  /**
   * A conversation for a call instead of greeting and recording (the assistant where a speech engine runs); null for
   * the message. Asked once the call is answered.
   */
  conversation?(call: MediaCall): Promise<MediaConversation | null> | MediaConversation | null;
  /** A message was recorded (not called when the caller hung up before saying anything after the beep). */
  onMessage(message: RecordedMessage): Promise<void> | void;
  /** The call ended, with or without a message (after onMessage when there was one). */
  onCallEnded?(call: MediaCall & { answeredAt: Date; endedAt: Date; message: boolean }): void;
  /** What went wrong with a call (a bad R-URI, a greeting or onMessage that threw); the call itself goes on or ends. */
  onError?(error: unknown): void;
  /** The longest message: then the media server hangs up. 3 minutes (§16). */
  maxMessageMs?: number;
  /** Hang up after this long without RTP from the caller once recording: 10 s. */
  silenceMs?: number;
}

export interface MediaServerCall extends MediaCall {
  /** Caller's RTP packets recorded. */
  packetsRecorded: number;
  /**
   * Why it ended: the caller's BYE, the message's length, silence, a CANCEL, a call it could not take, the media
   * server stopping (its message so far is kept), or the end of a conversation.
   */
  endedBy?: 'caller' | 'limit' | 'silence' | 'cancel' | 'refused' | 'shutdown' | 'conversation';
}

export interface MediaServer {
  readonly port: number;
  /** `sip:HOST:PORT`, Kamailio's MEDIA. */
  readonly address: string;
  /** The calls it took, for tests and logs. */
  readonly calls: MediaServerCall[];
  close(): Promise<void>;
}

/** The number of a SIP URI's user part (E.164 digits, with or without '+'), or null. */
export function numberOfUri(uri: string): string | null {
  const user = /^sips?:([^@;]+)@/i.exec(uri)?.[1];
  if (!user) return null;
  const digits = decodeURIComponent(user).replace(/^\+/, '');
  return /^[1-9]\d{6,14}$/.test(digits) ? `+${digits}` : null;
}

/** The host of a SIP URI (`sip:user@host;…` → host), or ''. */
export const hostOfUri = (uri: string) => /^sips?:(?:[^@]*@)?([^;>?]+)/i.exec(uri)?.[1] ?? '';

/** The route in a R-URI's `route` parameter; voicemail when it has none. */
export function routeOfUri(uri: string): MediaRoute {
  return /;route=assistant(;|$)/i.test(uri) ? 'assistant' : 'voicemail';
}

/** G.711 µ-law of a 16-bit linear sample. */
export function mulawOf(sample: number): number {
  const BIAS = 0x84;
  const CLIP = 32_635;
  let value = Math.max(-32_768, Math.min(32_767, Math.round(sample)));
  const sign = value < 0 ? 0x80 : 0;
  if (sign) value = -value;
  value = Math.min(value, CLIP) + BIAS;
  let exponent = 7;
  for (let mask = 0x4000; (value & mask) === 0 && exponent > 0; mask >>= 1) exponent -= 1;
  const mantissa = (value >> (exponent + 3)) & 0x0f;
  return ~(sign | (exponent << 4) | mantissa) & 0xff;
}

/** The beep after the greeting: 100 ms of silence, then 400 ms of 1 kHz. */
export const BEEP = Buffer.concat([
  Buffer.alloc(800, MULAW_SILENCE),
  Buffer.from(Array.from({ length: 3_200 }, (_, i) => mulawOf(8_000 * Math.sin((2 * Math.PI * 1_000 * i) / 8_000)))),
]);

/** The relative position of an RTP sequence number after `first`, across the 16-bit wrap. */
const sequenceAfter = (first: number, sequence: number) => {
  const delta = (sequence - first) & 0xffff;
  return delta >= 0x8000 ? delta - 0x10000 : delta;
};

interface Recording {
  record: MediaServerCall;
  answeredAt?: Date;
  /** Recording started (after the beep); undefined while the greeting plays. */
  recordingSince?: number;
  lastRtpAt: number;
  firstSequence?: number;
  /** µ-law payloads by their position in the sequence. */
  payloads: Map<number, Buffer>;
  /** In a conversation: the utterance being listened for, and what to do with each of its states. */
  listening?: { detector: UtteranceDetector; heard(samples: Buffer | null): void };
  stopPlayback?: () => void;
  /** Sends the BYE, once the call is answered. */
  hangUp?: () => void;
  timers: NodeJS.Timeout[];
  done: boolean;
}

/** The µ-law payload of an RTP packet of PCMU (version 2, payload type 0; CSRCs and extension skipped), or null. */
function pcmuPayloadOf(packet: Buffer): Buffer | null {
  if (packet.length < 12 || packet[0]! >> 6 !== 2 || (packet[1]! & 0x7f) !== 0) return null;
  const csrcs = packet[0]! & 0x0f;
  let offset = 12 + 4 * csrcs;
  if (packet[0]! & 0x10 && packet.length >= offset + 4) offset += 4 + 4 * packet.readUInt16BE(offset + 2);
  const payload = packet.subarray(offset);
  return payload.length === 0 ? null : payload;
}

const mediaCallOf = ({ callId, route, number, caller }: MediaServerCall): MediaCall => ({
  callId,
  route,
  number,
  caller,
});

/** How long `listen` waits for the caller to start talking. */
const LISTEN_WAIT_MS = 10_000;

/** The line of an answered call in a conversation. */
function lineOf(call: SipCall, recording: Recording): CallLine {
  const domain = hostOfUri(call.requestUri);
  return {
    get ended() {
      return recording.done;
    },
    play: (samples) =>
      new Promise<void>((resolve) => {
        if (recording.done || samples.length === 0) return resolve();
        const playback = playRtp(call.rtp, call.rtpTo, samples, {
          onDone: () => {
            recording.stopPlayback = undefined;
            resolve();
          },
        });
        recording.stopPlayback = () => {
          playback.stop();
          resolve();
        };
      }),
    listen: ({ waitMs = LISTEN_WAIT_MS } = {}) =>
      new Promise<Buffer | null>((resolve) => {
        if (recording.done) return resolve(null);
        const wait = setTimeout(() => {
          if (recording.listening?.detector.state !== 'waiting') return;
          recording.listening = undefined;
          resolve(null);
        }, waitMs);
        recording.timers.push(wait);
        recording.listening = {
          detector: createUtteranceDetector(),
          heard: (samples) => {
            clearTimeout(wait);
            resolve(samples);
          },
        };
      }),
    transfer: (number) => call.refer(`sip:${number}@${domain}`),
  };
}

export async function startMediaServer(options: MediaServerOptions): Promise<MediaServer> {
  const maxMessageMs = options.maxMessageMs ?? MAX_VOICEMAIL_SECONDS * 1_000;
  const silenceMs = options.silenceMs ?? 10_000;
  const report = (error: unknown) => options.onError?.(error);
  const calls: MediaServerCall[] = [];
  const recordings = new Map<string, Recording>();

  const clear = (recording: Recording) => {
    for (const timer of recording.timers) clearInterval(timer);
    recording.timers = [];
    recording.stopPlayback?.();
    const listening = recording.listening;
    recording.listening = undefined;
    listening?.heard(null);
  };

  /** The payloads in sequence order, at most the message's length. */
  const samplesOf = (recording: Recording) => {
    const ordered = [...recording.payloads.entries()].sort(([a], [b]) => a - b).map(([, payload]) => payload);
    return Buffer.concat(ordered).subarray(0, Math.floor((maxMessageMs / 1_000) * 8_000));
  };

  const finish = async (recording: Recording) => {
    if (recording.done) return;
    recording.done = true;
    clear(recording);
    recordings.delete(recording.record.callId);
    const { callId, route, number, caller } = recording.record;
    const endedAt = new Date();
    const samples = samplesOf(recording);
    const message = samples.length > 0 && recording.answeredAt !== undefined;
    if (message) {
      try {
        await options.onMessage({
          callId,
          route,
          number,
          caller,
          audio: mulawWav(samples),
          receivedAt: recording.answeredAt!,
        });
      } catch (error) {
        report(error);
      }
    }
    if (recording.answeredAt)
      options.onCallEnded?.({ callId, route, number, caller, answeredAt: recording.answeredAt, endedAt, message });
  };

  const answerer = await startSipAnswerer({
    host: options.host,
    port: options.port,
    // Kamailio rang the devices already: the media server answers at once.
    ringMs: 0,
    user: 'media',
    sessionName: 'TeleNova voicemail',
    onCall(call) {
      const number = numberOfUri(call.requestUri) ?? '';
      const record: MediaServerCall = {
        callId: call.callId,
        route: routeOfUri(call.requestUri),
        number,
        caller: numberOfUri(uriOf(call.from)),
        packetsRecorded: 0,
      };
      calls.push(record);
      recordings.set(call.callId, { record, lastRtpAt: Date.now(), payloads: new Map(), timers: [], done: false });
    },
    onAnswered(call) {
      const recording = recordings.get(call.callId);
      if (!recording) return;
      const { record } = recording;
      recording.answeredAt = new Date();
      recording.hangUp = () => call.hangUp();
      if (!record.number) {
        report(new Error(`media server: no number in the R-URI ${call.requestUri}`));
        record.endedBy = 'refused';
        call.hangUp();
        return;
      }
      void (async () => {
        let conversation: MediaConversation | null = null;
        try {
          conversation = (await options.conversation?.(mediaCallOf(record))) ?? null;
        } catch (error) {
          report(error);
        }
        if (recording.done) return;
        if (conversation) {
          try {
            await conversation.run(lineOf(call, recording));
          } catch (error) {
            report(error);
          }
          if (!recording.done) {
            record.endedBy ??= 'conversation';
            call.hangUp();
          }
          return;
        }
        let greeting: Buffer;
        try {
          greeting = await options.greeting(mediaCallOf(record));
        } catch (error) {
          report(error);
          greeting = Buffer.alloc(0);
        }
        if (recording.done) return;
        const audio = Buffer.concat([greeting, BEEP]);
        const playback = playRtp(call.rtp, call.rtpTo, audio, {
          // Exactly the greeting and the beep: whole frames, the last padded with silence.
          durationMs: Math.ceil(audio.length / FRAME_BYTES) * FRAME_MS,
          onDone: () => {
            if (recording.done) return;
            recording.recordingSince = Date.now();
            recording.lastRtpAt = recording.recordingSince;
            const limit = setTimeout(() => {
              record.endedBy ??= 'limit';
              call.hangUp();
            }, maxMessageMs);
            const silence = setInterval(
              () => {
                if (Date.now() - recording.lastRtpAt < silenceMs) return;
                record.endedBy ??= 'silence';
                call.hangUp();
              },
              Math.min(500, silenceMs),
            );
            recording.timers.push(limit, silence);
          },
        });
        recording.stopPlayback = () => playback.stop();
      })();
    },
    onRtp(call, packet) {
      const recording = recordings.get(call.callId);
      if (!recording || recording.done) return;
      if (recording.listening) {
        const payload = pcmuPayloadOf(packet);
        if (payload && recording.listening.detector.push(payload) === 'done') {
          const { detector, heard } = recording.listening;
          recording.listening = undefined;
          heard(detector.samples());
        }
        return;
      }
      if (recording.recordingSince === undefined) return;
      const payload = pcmuPayloadOf(packet);
      if (!payload) return;
      const sequence = packet.readUInt16BE(2);
      recording.firstSequence ??= sequence;
      const position = sequenceAfter(recording.firstSequence, sequence);
      if (!recording.payloads.has(position)) recording.record.packetsRecorded += 1;
      recording.payloads.set(position, Buffer.from(payload));
      recording.lastRtpAt = Date.now();
    },
    onEnded(call, by) {
      const recording = recordings.get(call.callId);
      if (!recording) return;
      if (by !== 'answerer') recording.record.endedBy ??= by;
      void finish(recording).catch(report);
    },
  });

  return {
    port: answerer.port,
    address: answerer.address,
    calls,
    // Stopping (a deploy, a restart): each caller gets a BYE and each message recorded so far is handed on, before the
    // socket closes; a caller still hearing the greeting leaves none.
    close: async () => {
      const open = [...recordings.values()];
      for (const recording of open) {
        recording.record.endedBy ??= 'shutdown';
        recording.hangUp?.();
      }
      await Promise.all(open.map((recording) => finish(recording).catch(report)));
      recordings.clear();
      await answerer.close();
    },
  };
}
