// The spoken greetings of the voicemail media server (docs/decisions/061): a text spoken by espeak-ng in a language and
// turned into 8 kHz µ-law by sox, made once per text and kept in memory; the stock greeting of the language, recorded
// in the repository (voice/greeting-*.wav, made by scripts/make-voicemail-greetings.sh), when there is no text or
// espeak-ng or sox is missing or fails. The texts callers hear are here, in the five languages the assistant speaks.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mulawOf } from './media-server.js';
import { mulawOfWav, readMulawWav } from './sip-answerer.js';

export const SPOKEN_LANGUAGES = ['nl', 'en', 'es', 'de', 'fr'] as const;
export type SpokenLanguage = (typeof SPOKEN_LANGUAGES)[number];
/** The languages of the stock greetings in the repository; another language gets the English one. */
export const STOCK_GREETING_LANGUAGES = ['nl', 'en', 'es'] as const;

export const spokenLanguageOf = (language: string): SpokenLanguage =>
  (SPOKEN_LANGUAGES as readonly string[]).includes(language) ? (language as SpokenLanguage) : 'en';

/**
 * The standard voicemail greeting, which names the number called (formal to callers, as the SMS to callers are): what
 * plays when the number's owner set no greeting of their own.
 */
export const STANDARD_GREETINGS: Record<SpokenLanguage, (number: string) => string> = {
  nl: (number) => `U belt met ${number}. Er wordt nu niet opgenomen. Spreek na de toon uw bericht in.`,
  en: (number) => `You have called ${number}. Nobody can take your call now. Please leave your message after the tone.`,
  es: (number) => `Ha llamado al ${number}. Ahora no podemos atenderle. Deje su mensaje después de la señal.`,
  de: (number) =>
    `Sie haben ${number} angerufen. Im Moment ist niemand erreichbar. Bitte sprechen Sie nach dem Signalton.`,
  fr: (number) => `Vous avez appelé le ${number}. Personne ne peut vous répondre. Laissez votre message après le bip.`,
};

/** A number as espeak-ng should say it, digit by digit: a Dutch one nationally (+31301234567 → "0 3 0 1 2 …"). */
export const spokenNumber = (number: string) =>
  (number.startsWith('+31') ? `0${number.slice(3)}` : number.replace(/^\+/, 'plus ')).replace(/(\d)(?=\d)/g, '$1 ');

/**
 * An uploaded greeting recording as 8 kHz µ-law samples: a µ-law WAV of 8 kHz mono as it is; 16-bit PCM of any rate
 * and channels mixed to mono and resampled (linear interpolation). Throws for other encodings.
 */
export function greetingRecordingSamples(wav: Buffer): Buffer {
  try {
    return mulawOfWav(wav, 'the greeting recording');
  } catch {
    // Not 8 kHz mono µ-law: PCM below, or nothing.
  }
  if (wav.toString('ascii', 0, 4) !== 'RIFF' || wav.toString('ascii', 8, 12) !== 'WAVE')
    throw new Error('the greeting recording: not a WAV file');
  let format: { code: number; channels: number; rate: number; bits: number } | undefined;
  for (let at = 12; at + 8 <= wav.length;) {
    const id = wav.toString('ascii', at, at + 4);
    const size = wav.readUInt32LE(at + 4);
    if (id === 'fmt ')
      format = {
        code: wav.readUInt16LE(at + 8),
        channels: wav.readUInt16LE(at + 10),
        rate: wav.readUInt32LE(at + 12),
        bits: wav.readUInt16LE(at + 22),
      };
    if (id === 'data') {
      if (!format || format.code !== 1 || format.bits !== 16 || format.channels < 1 || format.rate < 1)
        throw new Error('the greeting recording: neither 8 kHz µ-law nor 16-bit PCM');
      const data = wav.subarray(at + 8, Math.min(wav.length, at + 8 + size));
      const frames = Math.floor(data.length / (2 * format.channels));
      const mono = new Float64Array(frames);
      for (let frame = 0; frame < frames; frame += 1) {
        let sum = 0;
        for (let channel = 0; channel < format.channels; channel += 1)
          sum += data.readInt16LE((frame * format.channels + channel) * 2);
        mono[frame] = sum / format.channels;
      }
      const length = Math.floor((frames * 8_000) / format.rate);
      const samples = Buffer.alloc(length);
      for (let i = 0; i < length; i += 1) {
        const position = (i * format.rate) / 8_000;
        const before = Math.floor(position);
        const after = Math.min(before + 1, frames - 1);
        const fraction = position - before;
        samples[i] = mulawOf(mono[before]! * (1 - fraction) + mono[after]! * fraction);
      }
      return samples;
    }
    at += 8 + size + (size % 2);
  }
  throw new Error('the greeting recording: no data chunk');
}

/** What the assistant says after its greeting where no speech engine runs: it takes a message. */
export const LEAVE_A_MESSAGE: Record<SpokenLanguage, string> = {
  nl: 'Spreek na de toon uw bericht in, dan wordt u teruggebeld.',
  en: 'Please leave a message after the tone and you will be called back.',
  es: 'Deje su mensaje después de la señal y le devolveremos la llamada.',
  de: 'Bitte hinterlassen Sie nach dem Signalton eine Nachricht, wir rufen Sie zurück.',
  fr: 'Laissez un message après le bip et nous vous rappellerons.',
};

/** What the assistant says on the phone when speech to text made out no words (docs/decisions/064). */
export const NOT_HEARD: Record<SpokenLanguage, string> = {
  nl: 'Sorry, dat heb ik niet verstaan. Kunt u het nog eens zeggen?',
  en: "Sorry, I didn't catch that. Could you say it again?",
  es: 'Perdone, no le he entendido. ¿Puede repetirlo?',
  de: 'Entschuldigung, das habe ich nicht verstanden. Können Sie das wiederholen?',
  fr: "Pardon, je n'ai pas compris. Pouvez-vous répéter ?",
};

/** The assistant's goodbye when the caller stays silent or cannot be understood. */
export const GOODBYE: Record<SpokenLanguage, string> = {
  nl: 'Ik hoor u niet meer. Bel gerust nog eens. Tot ziens!',
  en: "I can't hear you any more. Feel free to call again. Goodbye!",
  es: 'Ya no le oigo. Vuelva a llamar cuando quiera. ¡Adiós!',
  de: 'Ich höre Sie nicht mehr. Rufen Sie gern noch einmal an. Auf Wiederhören!',
  fr: "Je ne vous entends plus. N'hésitez pas à rappeler. Au revoir !",
};

/** When the caller's phone did not take the transfer. */
export const TRANSFER_FAILED: Record<SpokenLanguage, string> = {
  nl: 'Het doorverbinden is helaas niet gelukt. Bel het nummer gerust zelf, of probeer het later nog eens. Tot ziens!',
  en: "I'm sorry, I couldn't put you through. Please call the number yourself or try again later. Goodbye!",
  es: 'Lo siento, no he podido pasarle la llamada. Llame usted mismo o inténtelo más tarde. ¡Adiós!',
  de: 'Das Weiterverbinden hat leider nicht geklappt. Rufen Sie bitte selbst an oder versuchen Sie es später. Auf Wiederhören!',
  fr: "Désolé, je n'ai pas pu vous transférer. Appelez vous-même ou réessayez plus tard. Au revoir !",
};

const voiceFile = (name: string) => fileURLToPath(new URL(`../../../voice/${name}`, import.meta.url));

/** The stock greeting's file of a language. */
export const stockGreetingFile = (language: string) => {
  const stock = (STOCK_GREETING_LANGUAGES as readonly string[]).includes(language) ? language : 'en';
  return voiceFile(`greeting-${stock}.wav`);
};

export interface GreetingSpeakerOptions {
  /** The espeak-ng and sox programs (found on PATH by default). */
  espeak?: string;
  sox?: string;
  /** How many spoken texts are kept in memory (200). */
  cacheSize?: number;
  /** Told when speaking failed and the stock greeting stands in. */
  onFallback?(error: unknown): void;
}

export interface GreetingSpeaker {
  /** The greeting as 8 kHz µ-law samples: `text` spoken in `language`, or the language's stock greeting for null. */
  speak(language: string, text: string | null): Promise<Buffer>;
}

function run(program: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => {
      errors = (errors + chunk.toString('utf8')).slice(-2_000);
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${program} exited with ${code}: ${errors.trim()}`)),
    );
  });
}

export function createGreetingSpeaker(options: GreetingSpeakerOptions = {}): GreetingSpeaker {
  const espeak = options.espeak ?? 'espeak-ng';
  const sox = options.sox ?? 'sox';
  const cacheSize = options.cacheSize ?? 200;
  const spoken = new Map<string, Promise<Buffer>>();
  const stock = new Map<string, Buffer>();

  const stockOf = (language: string) => {
    const file = stockGreetingFile(language);
    let samples = stock.get(file);
    if (!samples) {
      samples = readMulawWav(file);
      stock.set(file, samples);
    }
    return samples;
  };

  /** espeak-ng into a WAV, sox into 8 kHz mono µ-law, normalised; the text is an argument, never shell. */
  const synthesise = async (language: SpokenLanguage, text: string) => {
    const dir = await mkdtemp(path.join(tmpdir(), 'greeting-'));
    try {
      const raw = path.join(dir, 'raw.wav');
      const out = path.join(dir, 'greeting.wav');
      await run(espeak, ['-v', language, '-s', '150', '-w', raw, '--', text]);
      await run(sox, [raw, '-r', '8000', '-c', '1', '-e', 'u-law', out, 'norm', '-1', 'pad', '0.2', '0.2']);
      return mulawOfWav(await readFile(out), 'the spoken greeting');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  };

  return {
    async speak(language, text) {
      const trimmed = text?.trim();
      if (!trimmed) return stockOf(language);
      const voice = spokenLanguageOf(language);
      const key = createHash('sha256').update(`${voice}\n${trimmed}`).digest('hex');
      let samples = spoken.get(key);
      if (!samples) {
        samples = synthesise(voice, trimmed);
        spoken.set(key, samples);
        // A failure is not kept: the next call tries again.
        samples.catch(() => spoken.delete(key));
        if (spoken.size > cacheSize) spoken.delete(spoken.keys().next().value!);
      }
      try {
        return await samples;
      } catch (error) {
        options.onFallback?.(error);
        return stockOf(language);
      }
    },
  };
}
