// The chat-completions dialogue engine (docs/contracts.md §16, docs/decisions/060), chosen by LLM_PROVIDER=openai-compatible:
// each utterance goes to any server of the OpenAI-compatible `POST /v1/chat/completions` API with a system message built
// from the knowledge and the free slots, the conversation so far and the tools the model may call. The domain checks a
// tool call before it becomes an action (chatToolTurn). When the server fails, answers an error status, no usable
// answer or nothing in time, the built-in rule engine answers the turn instead, and a log line says why (never the
// key, the conversation or the caller's words).
import {
  CHAT_TOOLS,
  chatMessagesOf,
  chatReplyTurn,
  chatSystemMessage,
  chatToolTurn,
  RULE_ENGINE,
  UTTERANCE_MAX_LENGTH,
  type AssistantTurn,
  type DialogueEngine,
} from '@telecom/domain';
import { z } from 'zod';
import type { Logger } from '../../lib/logger.js';

export interface ChatDialogueEngineOptions {
  /** The server's base address, without `/v1/chat/completions`. */
  url: string;
  /** Sent as `Authorization: Bearer …` when set (a self-hosted server may need none). */
  apiKey: string | undefined;
  model: string;
  /** How long to wait for an answer before the rule engine answers instead. */
  timeoutMs: number;
  logger: Logger;
  /** Who answers when the server does not: the rule engine. */
  fallback?: DialogueEngine;
}

/** The part of a chat completion the engine reads: the first choice's words or tool calls. */
const CompletionSchema = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({
          content: z.string().nullish(),
          tool_calls: z
            .array(
              z.object({
                // A JSON text, as the API documents it; some servers send the object itself.
                function: z.object({
                  name: z.string(),
                  arguments: z
                    .union([z.string(), z.record(z.string(), z.unknown())])
                    .nullish()
                    .transform((value) =>
                      typeof value === 'object' && value !== null ? JSON.stringify(value) : value,
                    ),
                }),
              }),
            )
            .nullish(),
        }),
      }),
    )
    .min(1),
});

/** Why the server's answer was not used; logged with the fallback. */
class ChatFailure extends Error {
  override name = 'ChatFailure';
  constructor(
    readonly reason: 'timeout' | 'unreachable' | 'status' | 'invalid',
    readonly status?: number,
  ) {
    super(reason);
  }
}

export function createChatDialogueEngine({
  url,
  apiKey,
  model,
  timeoutMs,
  logger,
  fallback = RULE_ENGINE,
}: ChatDialogueEngineOptions): DialogueEngine {
  const endpoint = `${url.replace(/\/+$/, '')}/v1/chat/completions`;
  // The address as logged: without a user, password or query that could carry a key.
  const shown = new URL(endpoint);
  shown.username = '';
  shown.password = '';
  shown.search = '';

  async function complete(body: unknown): Promise<z.infer<typeof CompletionSchema>> {
    let response: Response;
    try {
      response = await fetch(endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...(apiKey ? { Authorization: `Bearer ${apiKey}` } : {}) },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new ChatFailure(error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'unreachable');
    }
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      throw new ChatFailure(error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'unreachable');
    }
    if (!response.ok) throw new ChatFailure('status', response.status);
    let answer: unknown;
    try {
      answer = JSON.parse(text);
    } catch {
      throw new ChatFailure('invalid', response.status);
    }
    const parsed = CompletionSchema.safeParse(answer);
    if (!parsed.success) throw new ChatFailure('invalid', response.status);
    return parsed.data;
  }

  return {
    // The greeting is the owner's own words: no model needed to say them.
    start: (knowledge, language) => fallback.start(knowledge, language),

    async respond(conversation, said, context): Promise<AssistantTurn> {
      const utterance = said.trim().slice(0, UTTERANCE_MAX_LENGTH);
      // Nothing heard, or the call is over: the rule engine's fixed answers, without asking a model.
      if (utterance === '' || conversation.ended) return fallback.respond(conversation, said, context);
      try {
        const completion = await complete({
          model,
          messages: [
            { role: 'system', content: chatSystemMessage(conversation.language, context) },
            ...chatMessagesOf(conversation),
            { role: 'user', content: utterance },
          ],
          tools: CHAT_TOOLS,
          tool_choice: 'auto',
        });
        const { message } = completion.choices[0]!;
        const [call] = message.tool_calls ?? [];
        const turn = call
          ? chatToolTurn(
              conversation,
              utterance,
              { name: call.function.name, arguments: call.function.arguments ?? '' },
              context,
            )
          : chatReplyTurn(conversation, utterance, message.content ?? '');
        if (!turn) throw new ChatFailure('invalid');
        return turn;
      } catch (error) {
        if (!(error instanceof ChatFailure)) throw error;
        logger.warn(
          { llm: { endpoint: shown.href, model, reason: error.reason, status: error.status, timeoutMs } },
          'the chat completions server gave no usable answer; the rule engine answered the turn',
        );
        return fallback.respond(conversation, said, context);
      }
    },
  };
}
