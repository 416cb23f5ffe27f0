// Where a caller's utterance begins and ends on a phone line (docs/decisions/064): the assistant's spoken dialogue
// listens, and hands what was said to speech to text once the caller has stopped talking. An energy detector over the
// 20 ms frames of 8 kHz µ-law that RTP carries: speech starts with a few loud frames in a row and ends after a pause;
// the frames just before the start are kept, so the first syllable is not cut. Enough for a line with the caller
// alone on it; a media server with a trained voice detector takes the media server's place by address.

/** 16-bit linear samples of the 256 µ-law bytes (G.711). */
const LINEAR_OF_MULAW = Int16Array.from({ length: 256 }, (_, byte) => {
  const value = ~byte & 0xff;
  const exponent = (value >> 4) & 0x07;
  const magnitude = ((((value & 0x0f) << 3) + 0x84) << exponent) - 0x84;
  return value & 0x80 ? -magnitude : magnitude;
});

/** The linear sample of a µ-law byte. */
export const linearOfMulaw = (byte: number) => LINEAR_OF_MULAW[byte & 0xff]!;

/** The root mean square of a frame of µ-law samples, on the 16-bit linear scale. */
export function frameLevel(frame: Buffer): number {
  if (frame.length === 0) return 0;
  let sum = 0;
  for (const byte of frame) {
    const sample = LINEAR_OF_MULAW[byte]!;
    sum += sample * sample;
  }
  return Math.sqrt(sum / frame.length);
}

export interface UtteranceDetectorOptions {
  /** A frame at or above this level is speech: 500 (about -36 dBFS; a line's noise stays far below). */
  speechLevel?: number;
  /** Loud frames in a row that start an utterance: 3 (60 ms). */
  startFrames?: number;
  /** The pause that ends it: 800 ms. */
  endSilenceMs?: number;
  /** The longest utterance: then it ends, pause or not. 20 s. */
  maxMs?: number;
  /** Kept from before the start: 200 ms. */
  prerollMs?: number;
}

export type UtteranceState = 'waiting' | 'speaking' | 'done';

export interface UtteranceDetector {
  /** Takes the next frame (any length; RTP's are 20 ms); the state after it. Frames after `done` are ignored. */
  push(frame: Buffer): UtteranceState;
  readonly state: UtteranceState;
  /** What was said, as µ-law samples: the preroll, the speech and the pause after it (empty while waiting). */
  samples(): Buffer;
}

const MS_PER_BYTE = 1 / 8;

export function createUtteranceDetector(options: UtteranceDetectorOptions = {}): UtteranceDetector {
  const speechLevel = options.speechLevel ?? 500;
  const startFrames = options.startFrames ?? 3;
  const endSilenceMs = options.endSilenceMs ?? 800;
  const maxMs = options.maxMs ?? 20_000;
  const prerollMs = options.prerollMs ?? 200;
  let state: UtteranceState = 'waiting';
  /** Frames before the start: the preroll and the loud run so far. */
  let before: Buffer[] = [];
  let loudInARow = 0;
  const heard: Buffer[] = [];
  let heardMs = 0;
  let silentMs = 0;

  const keepPreroll = () => {
    let ms = 0;
    let from = before.length;
    while (from > 0 && ms + before[from - 1]!.length * MS_PER_BYTE <= prerollMs + loudInARow * 20) {
      from -= 1;
      ms += before[from]!.length * MS_PER_BYTE;
    }
    before = before.slice(from);
  };

  return {
    get state() {
      return state;
    },
    push(frame) {
      if (state === 'done' || frame.length === 0) return state;
      const loud = frameLevel(frame) >= speechLevel;
      const ms = frame.length * MS_PER_BYTE;
      if (state === 'waiting') {
        loudInARow = loud ? loudInARow + 1 : 0;
        before.push(Buffer.from(frame));
        keepPreroll();
        if (loudInARow >= startFrames) {
          state = 'speaking';
          heard.push(...before);
          heardMs = before.reduce((sum, part) => sum + part.length * MS_PER_BYTE, 0);
          before = [];
        }
        return state;
      }
      heard.push(Buffer.from(frame));
      heardMs += ms;
      silentMs = loud ? 0 : silentMs + ms;
      if (silentMs >= endSilenceMs || heardMs >= maxMs) state = 'done';
      return state;
    },
    samples() {
      return Buffer.concat(heard);
    },
  };
}
