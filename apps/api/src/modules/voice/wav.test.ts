// The WAV facts voicemail reads (docs/decisions/057): a recording's length from its header, whatever its encoding.
import { describe, expect, it } from 'vitest';
import { exampleAudio, VOICEMAIL_EXAMPLES } from '../voicemail/voicemail-examples.js';
import { wavSeconds } from './wav.js';

/** A mono WAV of `bytes` data bytes at `byteRate` bytes a second; `dataSize` as the header says it. */
function wav(byteRate: number, bytes: number, dataSize = bytes): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + bytes, 4);
  header.write('WAVEfmt ', 8, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(byteRate, 24);
  header.writeUInt32LE(byteRate, 28);
  header.writeUInt16LE(1, 32);
  header.writeUInt16LE(8, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(dataSize, 40);
  return Buffer.concat([header, Buffer.alloc(bytes)]);
}

describe('wavSeconds', () => {
  it('reads the length from the data and the byte rate, rounded', () => {
    expect(wavSeconds(wav(8000, 8000 * 180))).toBe(180);
    expect(wavSeconds(wav(16_000, 16_000 * 2 + 7_999))).toBe(2);
    expect(wavSeconds(wav(16_000, 16_000 * 2 + 8_000))).toBe(3);
  });

  it('counts what is there when the recorder left the size unwritten (0) or too large', () => {
    expect(wavSeconds(wav(8000, 24_000, 0))).toBe(3);
    expect(wavSeconds(wav(8000, 24_000, 0xffff_ffff))).toBe(3);
  });

  it('reads the example messages (µ-law with a fact chunk): 14, 13 and 12 seconds', () => {
    expect(VOICEMAIL_EXAMPLES.map((example) => wavSeconds(exampleAudio(example)))).toEqual([14, 13, 12]);
  });

  it('answers null for what is no WAV', () => {
    expect(wavSeconds(Buffer.from('ID3\u0003 an mp3'))).toBeNull();
    expect(wavSeconds(Buffer.alloc(0))).toBeNull();
    expect(wavSeconds(wav(8000, 100).subarray(0, 30))).toBeNull();
  });
});
