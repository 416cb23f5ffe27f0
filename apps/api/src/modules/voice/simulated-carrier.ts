// The simulated carrier behind Kamailio's trunk interface (docs/contracts.md §15, docs/decisions/047): a SIP user agent
// on UDP that answers every call, plays a recorded message (voice/carrier-message.wav, G.711 µ-law) as RTP and hangs
// up. A test and demo double on the SIP user agent it shares with the voicemail media server (sip-answerer.ts). A real
// SIP trunk takes its place by address.
import { fileURLToPath } from 'node:url';
import { FRAME_BYTES, FRAME_MS, playRtp, readMulawWav, startSipAnswerer, type RtpPlayback } from './sip-answerer.js';

export { readMulawWav } from './sip-answerer.js';

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

export async function startSimulatedCarrier(options: SimulatedCarrierOptions = {}): Promise<SimulatedCarrier> {
  const audio = readMulawWav(options.message ?? CARRIER_MESSAGE);
  const messageMs = Math.ceil(audio.length / FRAME_BYTES) * FRAME_MS;
  const calls: CarrierCall[] = [];
  const records = new Map<string, CarrierCall>();
  const playing = new Map<string, RtpPlayback>();
  const answerer = await startSipAnswerer({
    host: options.host,
    port: options.port,
    ringMs: options.ringMs ?? 500,
    user: 'carrier',
    sessionName: 'TeleNova simulated carrier',
    onCall(call) {
      const record: CarrierCall = {
        requestUri: call.requestUri,
        callId: call.callId,
        from: call.from,
        rtpTo: call.rtpTo,
        rtpPort: call.rtpPort,
        packetsSent: 0,
      };
      calls.push(record);
      records.set(call.callId, record);
    },
    // The message as RTP, 20 ms a packet, repeated until the hang-up.
    onAnswered(call) {
      const record = records.get(call.callId)!;
      const playback = playRtp(call.rtp, call.rtpTo, audio, {
        durationMs: options.hangUpAfterMs ?? messageMs,
        onPacket: () => {
          record.packetsSent += 1;
        },
        onDone: () => call.hangUp(),
      });
      playing.set(call.callId, playback);
    },
    onEnded(call, by) {
      playing.get(call.callId)?.stop();
      playing.delete(call.callId);
      const record = records.get(call.callId);
      if (record) record.endedBy ??= by === 'answerer' ? 'carrier' : by;
      records.delete(call.callId);
    },
  });

  return {
    port: answerer.port,
    address: answerer.address,
    calls,
    messageMs,
    close: async () => {
      for (const playback of playing.values()) playback.stop();
      playing.clear();
      await answerer.close();
    },
  };
}
