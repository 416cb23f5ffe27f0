// The assistant on the phone where a speech engine runs (docs/contracts.md §16, docs/decisions/064): the media server's
// conversation for a call to a number routed to the assistant. The assistant greets; then, turn after turn, the
// caller's utterance goes to speech to text, the words to the dialogue engine (through the assistant service, which
// logs the turn and writes a booking), and the reply is spoken by espeak-ng. A transfer asks the caller's phone to
// call the handoff number (REFER); a goodbye, a transfer taken, 10 s of silence or three utterances without words end
// the call.
import type { Logger } from '../../lib/logger.js';
import type { PhoneConversation } from './assistant.service.js';
import type { SpeechToText } from '../voicemail/speech-to-text.js';
import {
  GOODBYE,
  NOT_HEARD,
  spokenLanguageOf,
  TRANSFER_FAILED,
  type GreetingSpeaker,
} from '../voice/media-greeting.js';
import type { CallLine, MediaConversation } from '../voice/media-server.js';
import { mulawWav } from '../voice/sip-answerer.js';

/** Utterances in a row without words before the assistant says goodbye. */
export const MISSES_BEFORE_GOODBYE = 3;
/** The most turns of one call: a conversation keeps 200 lines (two a turn, the greeting one). */
export const MAX_PHONE_TURNS = 90;

export interface AssistantCallOptions {
  conversation: PhoneConversation;
  speaker: GreetingSpeaker;
  speechToText: SpeechToText;
  logger: Pick<Logger, 'warn' | 'error'>;
}

export function assistantCall({
  conversation,
  speaker,
  speechToText,
  logger,
}: AssistantCallOptions): MediaConversation {
  const language = spokenLanguageOf(conversation.language);
  return {
    async run(line: CallLine) {
      const say = async (text: string) => line.play(await speaker.speak(language, text));
      await say(conversation.greeting);
      let misses = 0;
      for (let turn = 0; turn < MAX_PHONE_TURNS && !line.ended; turn += 1) {
        const heard = await line.listen();
        if (line.ended) return;
        if (heard === null) return say(GOODBYE[language]);
        let words = '';
        try {
          words = (await speechToText.transcribe(mulawWav(heard))).text.trim();
        } catch (error) {
          // The caller's words are never logged; what failed is.
          logger.warn({ err: error }, "speech to text failed on the assistant's call");
        }
        if (line.ended) return;
        if (!words) {
          misses += 1;
          if (misses >= MISSES_BEFORE_GOODBYE) return say(GOODBYE[language]);
          await say(NOT_HEARD[language]);
          continue;
        }
        misses = 0;
        const answer = await conversation.respond(words);
        if (answer.reply) await say(answer.reply);
        if (answer.action.type === 'transfer') {
          if (await line.transfer(answer.action.number)) return;
          return say(TRANSFER_FAILED[language]);
        }
        if (answer.action.type === 'end' || answer.conversation.ended) return;
      }
    },
  };
}
