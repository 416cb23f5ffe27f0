// WAV files for tests: a RIFF/WAVE header over the given sample bytes, as a recorder writes one.

export interface WavFormat {
  /** 1 PCM, 7 G.711 µ-law. */
  format?: 1 | 7;
  sampleRate?: number;
  channels?: number;
  bitsPerSample?: number;
}

/** A WAV file of `data` (the sample bytes as they are): 8 kHz mono 8-bit PCM unless told otherwise. */
export function wavFile(
  data: Buffer,
  { format = 1, sampleRate = 8_000, channels = 1, bitsPerSample = 8 }: WavFormat = {},
) {
  const blockAlign = (channels * bitsPerSample) / 8;
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(format, 20);
  header.writeUInt16LE(channels, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * blockAlign, 28);
  header.writeUInt16LE(blockAlign, 32);
  header.writeUInt16LE(bitsPerSample, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

/** `seconds` of silence as a phone line records it: 8 kHz mono G.711 µ-law (8,000 bytes a second). */
export const mulawSilence = (seconds: number) => wavFile(Buffer.alloc(seconds * 8_000, 0xff), { format: 7 });
