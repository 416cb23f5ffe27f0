// Speech to text of voicemail messages (docs/contracts.md §16, docs/decisions/057), chosen by STT_PROVIDER: the
// built-in simulated one, which knows the words of the recorded example messages only, or any server of the
// OpenAI-compatible `POST /v1/audio/transcriptions` API (OpenAI's, or a self-hosted whisper server).
import { ANALYSIS_LANGUAGES, type AnalysisLanguage } from '@telecom/domain';
import { audioHash, exampleAudio, VOICEMAIL_EXAMPLES } from './voicemail-examples.js';

export interface Transcription {
  /** The words; empty when none could be made out. */
  text: string;
  /** The language the server heard, when it is one the analysis knows; null otherwise. */
  language: AnalysisLanguage | null;
}

export interface SpeechToText {
  /** Transcribes a WAV recording; rejects (for the job to try again later) when the server fails or does not answer. */
  transcribe(audio: Buffer): Promise<Transcription>;
}

/** The simulated speech to text: an example's words, recognised by the SHA-256 of its audio; nothing for other audio. */
export function createSimulatedSpeechToText(): SpeechToText {
  let known: Map<string, Transcription> | undefined;
  return {
    async transcribe(audio) {
      known ??= new Map(
        VOICEMAIL_EXAMPLES.map((example) => [
          audioHash(exampleAudio(example)),
          { text: example.transcript, language: example.language },
        ]),
      );
      return known.get(audioHash(audio)) ?? { text: '', language: null };
    },
  };
}

/** Whisper's verbose_json names a language in English ("dutch"); other servers by its ISO 639-1 code ("nl"). */
const LANGUAGE_NAMES: Record<string, AnalysisLanguage> = {
  dutch: 'nl',
  flemish: 'nl',
  english: 'en',
  german: 'de',
  french: 'fr',
  spanish: 'es',
  castilian: 'es',
};

export function languageOf(value: unknown): AnalysisLanguage | null {
  if (typeof value !== 'string') return null;
  const name = value.trim().toLowerCase();
  const code = name.split(/[-_]/)[0] ?? '';
  if ((ANALYSIS_LANGUAGES as readonly string[]).includes(code)) return code as AnalysisLanguage;
  return LANGUAGE_NAMES[name] ?? null;
}

export class SpeechToTextError extends Error {
  override name = 'SpeechToTextError';
}

export interface OpenAiSpeechToTextOptions {
  /** The server's base address, without `/v1/audio/transcriptions`. */
  url: string;
  /** Sent as `Authorization: Bearer …` when set (a self-hosted server may need none). */
  apiKey: string | undefined;
  /** `whisper-1` at OpenAI; the server's own model name elsewhere. */
  model: string;
  /** How long to wait for the answer. */
  timeoutMs: number;
}

/**
 * The OpenAI-compatible adapter: the recording as multipart/form-data (`file`, `model`, `response_format=verbose_json`,
 * whose answer carries the language heard) through Node's fetch, with a timeout.
 */
export function createOpenAiSpeechToText({ url, apiKey, model, timeoutMs }: OpenAiSpeechToTextOptions): SpeechToText {
  const endpoint = `${url.replace(/\/+$/, '')}/v1/audio/transcriptions`;
  return {
    async transcribe(audio) {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(audio)], { type: 'audio/wav' }), 'voicemail.wav');
      form.append('model', model);
      form.append('response_format', 'verbose_json');
      let response: Response;
      try {
        response = await fetch(endpoint, {
          method: 'POST',
          body: form,
          headers: apiKey ? { Authorization: `Bearer ${apiKey}` } : {},
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        const timedOut = error instanceof Error && error.name === 'TimeoutError';
        throw new SpeechToTextError(
          timedOut
            ? `the speech to text at ${endpoint} did not answer within ${timeoutMs} ms`
            : `the speech to text at ${endpoint} could not be reached: ${error instanceof Error ? error.message : String(error)}`,
          { cause: error },
        );
      }
      const body = await response.text().catch(() => '');
      if (!response.ok)
        throw new SpeechToTextError(
          `the speech to text at ${endpoint} answered ${response.status}: ${body.slice(0, 300)}`,
        );
      let answer: unknown;
      try {
        answer = JSON.parse(body);
      } catch {
        throw new SpeechToTextError(`the speech to text at ${endpoint} answered no JSON: ${body.slice(0, 300)}`);
      }
      const { text, language } = (answer ?? {}) as { text?: unknown; language?: unknown };
      if (typeof text !== 'string')
        throw new SpeechToTextError(`the speech to text at ${endpoint} answered no text: ${body.slice(0, 300)}`);
      return { text: text.trim(), language: languageOf(language) };
    },
  };
}
