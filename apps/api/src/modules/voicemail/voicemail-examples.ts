// The recorded example messages (apps/api/voice/voicemail-*.wav, made by scripts/make-voicemail-examples.sh with
// espeak-ng): what `POST /api/voicemails/test` leaves on a number, and the words the simulated speech to text knows.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AnalysisLanguage } from '@telecom/domain';

export interface VoicemailExample {
  /** The WAV file (8 kHz mono G.711 µ-law). */
  file: string;
  /** The caller whose message it plays, E.164. */
  caller: string;
  language: AnalysisLanguage;
  /** The words spoken in it, as the script gave them to espeak-ng. */
  transcript: string;
}

const voiceFile = (name: string) => fileURLToPath(new URL(`../../../voice/${name}`, import.meta.url));

/** In the order the test message takes them: the Dutch appointment request first. */
export const VOICEMAIL_EXAMPLES: readonly VoicemailExample[] = [
  {
    file: voiceFile('voicemail-nl.wav'),
    caller: '+31612345678',
    language: 'nl',
    transcript:
      'Goedemorgen, u spreekt met Jan de Vries. Ik wil graag een afspraak maken voor dinsdag 8 december om 10 uur. U kunt mij terugbellen op 06 12 34 56 78.',
  },
  {
    file: voiceFile('voicemail-en.wav'),
    caller: '+31698765432',
    language: 'en',
    transcript:
      'Hello, this is Sarah Miller. The heating in our office has stopped working, this is urgent. Please call me back as soon as possible on 06 98 76 54 32.',
  },
  {
    file: voiceFile('voicemail-es.wav'),
    caller: '+31611223344',
    language: 'es',
    transcript:
      'Hola, soy María García. Quería pedir una cita para el jueves 10 de diciembre a las 3 de la tarde. Puede llamarme al 06 11 22 33 44.',
  },
];

/** The hex SHA-256 of a recording: how the simulated speech to text recognises an example. */
export const audioHash = (audio: Buffer) => createHash('sha256').update(audio).digest('hex');

const audioCache = new Map<string, Buffer>();

/** An example's recording, read once. */
export function exampleAudio(example: VoicemailExample): Buffer {
  let audio = audioCache.get(example.file);
  if (!audio) {
    audio = readFileSync(example.file);
    audioCache.set(example.file, audio);
  }
  return audio;
}
