// The media server's greetings (docs/decisions/061): a text goes to espeak-ng and sox once and is kept; without a text,
// or when they are missing, the language's stock greeting from the repository plays. espeak-ng and sox are stand-ins
// here (small scripts that log their arguments and write known audio), so the test runs where neither is installed.
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VOICEMAIL_EXAMPLES } from '../voicemail/voicemail-examples.js';
import { createGreetingSpeaker, greetingRecordingSamples, spokenNumber, stockGreetingFile } from './media-greeting.js';
import { mulawWav, readMulawWav } from './sip-answerer.js';
import { wavFile } from '../../test/wav-file.js';

let dir: string;
let espeak: string;
let sox: string;
const SPOKEN = VOICEMAIL_EXAMPLES[1]!.file;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'greeting-test-'));
  espeak = path.join(dir, 'espeak-ng');
  sox = path.join(dir, 'sox');
  // espeak-ng: logs its arguments, writes something to the file after -w.
  writeFileSync(
    espeak,
    `#!/bin/sh\necho "$*" >> "${dir}/espeak.log"\nwhile [ "$1" != "-w" ]; do shift; done\necho raw > "$2"\n`,
  );
  // sox: the output is its 8th argument (raw -r 8000 -c 1 -e u-law OUT norm …); writes a known µ-law WAV there.
  writeFileSync(sox, `#!/bin/sh\ncp "${SPOKEN}" "$8"\n`);
  chmodSync(espeak, 0o755);
  chmodSync(sox, 0o755);
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

const espeakCalls = () => {
  try {
    return readFileSync(path.join(dir, 'espeak.log'), 'utf8').trim().split('\n');
  } catch {
    return [];
  }
};

describe('the greeting speaker', () => {
  it('plays the stock greeting of the language without a text, the English one for another language', async () => {
    const speaker = createGreetingSpeaker({ espeak, sox });
    expect(await speaker.speak('nl', null)).toEqual(readMulawWav(stockGreetingFile('nl')));
    expect(await speaker.speak('es', '  ')).toEqual(readMulawWav(stockGreetingFile('es')));
    expect(await speaker.speak('de', null)).toEqual(readMulawWav(stockGreetingFile('en')));
    expect(espeakCalls()).toEqual([]);
  });

  it('speaks a text once in its language, and answers it from memory after that', async () => {
    const speaker = createGreetingSpeaker({ espeak, sox });
    const first = await speaker.speak('nl', 'U bent verbonden met de voicemail van Kapsalon Knip.');
    expect(first).toEqual(readMulawWav(SPOKEN));
    expect(await speaker.speak('nl', 'U bent verbonden met de voicemail van Kapsalon Knip.')).toBe(first);
    await speaker.speak('fr', 'Bonjour.');
    // A language espeak-ng is not given for the assistant: English.
    await speaker.speak('pt', 'Olá.');
    expect(espeakCalls().map((line) => line.replace(/-w \S+/, '-w FILE'))).toEqual([
      '-v nl -s 150 -w FILE -- U bent verbonden met de voicemail van Kapsalon Knip.',
      '-v fr -s 150 -w FILE -- Bonjour.',
      '-v en -s 150 -w FILE -- Olá.',
    ]);
  });

  it('falls back to the stock greeting when espeak-ng is missing, and says why', async () => {
    const problems: unknown[] = [];
    const speaker = createGreetingSpeaker({
      espeak: path.join(dir, 'no-such-espeak'),
      sox,
      onFallback: (error) => problems.push(error),
    });
    expect(await speaker.speak('en', 'You have reached Kapsalon Knip.')).toEqual(readMulawWav(stockGreetingFile('en')));
    expect(problems).toEqual([expect.objectContaining({ code: 'ENOENT' })]);
  });
});

describe('what the greeting plays', () => {
  it('says a number digit by digit, a Dutch one nationally', () => {
    expect(spokenNumber('+31301234567')).toBe('0 3 0 1 2 3 4 5 6 7');
    expect(spokenNumber('+32471234567')).toBe('plus 3 2 4 7 1 2 3 4 5 6 7');
  });

  it('plays an uploaded 8 kHz µ-law recording as it is', () => {
    const samples = Buffer.from([0x00, 0x7f, 0x80, 0xff]);
    expect(greetingRecordingSamples(mulawWav(samples))).toEqual(samples);
  });

  it('turns 16-bit PCM of 16 kHz stereo into 8 kHz µ-law: channels mixed, every other frame', () => {
    // Four frames of (left, right): (0, 0), (1000, 3000), (-8000, -8000), (5, 5); at 8 kHz frames 0 and 2 remain.
    const data = Buffer.alloc(16);
    [0, 0, 1000, 3000, -8000, -8000, 5, 5].forEach((value, i) => data.writeInt16LE(value, i * 2));
    // G.711 µ-law: 0 is 0xff; -8000: 8000 + 132 = 8132 = 0x1fc4, segment 5, step (8132 >> 8) & 15 = 15, with the
    // sign bit 0x80 | 0x50 | 0x0f = 0xdf, inverted 0x20.
    expect([
      ...greetingRecordingSamples(wavFile(data, { sampleRate: 16_000, channels: 2, bitsPerSample: 16 })),
    ]).toEqual([0xff, 0x20]);
  });

  it('refuses what is not a WAV file', () => {
    expect(() => greetingRecordingSamples(Buffer.from('not a wav'))).toThrow(/not a WAV file/);
  });
});
