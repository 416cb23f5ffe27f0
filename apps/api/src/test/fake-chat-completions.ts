// A local fake of the OpenAI-compatible chat completions API (`POST /v1/chat/completions`), for the tests of the
// chat-completions dialogue engine: it checks the Bearer key (401 `invalid_api_key` as OpenAI answers otherwise) and
// the request's shape (400 `invalid_request_error`), keeps every request, and answers the replies it was given in
// turn: words (`content`), tool calls (`tool_calls`, `finish_reason: tool_calls`; their arguments a JSON text, or an
// object as some servers send them), a 500, a body that is no JSON, or nothing at all (the engine's time-out). With no
// reply left it answers 500, so a test never gets an answer by chance.
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeChatReply =
  | { content: string }
  | { toolCalls: { name: string; arguments: unknown }[]; argumentsAsObjects?: true }
  | { status: number }
  | { invalidJson: string }
  | { hang: true };

export interface ChatMessage {
  role: string;
  content: string | null;
}

export interface ReceivedChat {
  path: string;
  authorization: string | undefined;
  body: {
    model: string;
    messages: ChatMessage[];
    tools: { type: string; function: { name: string; parameters: unknown } }[];
    tool_choice?: unknown;
  };
}

export interface FakeChatCompletions {
  url: string;
  /** The requests that passed the key and shape checks, in order. */
  received: ReceivedChat[];
  /** The answers still to give, first first. */
  replies: FakeChatReply[];
  /** Queues the answers to the next requests. */
  reply(...replies: FakeChatReply[]): void;
  close(): Promise<void>;
}

const ROLES = new Set(['system', 'user', 'assistant', 'tool']);

/** Whether the body is a chat completions request with a model, messages and function tools. */
function isChatRequest(body: unknown): body is ReceivedChat['body'] {
  if (typeof body !== 'object' || body === null) return false;
  const { model, messages, tools } = body as Record<string, unknown>;
  return (
    typeof model === 'string' &&
    model !== '' &&
    Array.isArray(messages) &&
    messages.length > 0 &&
    messages.every(
      (message: unknown) =>
        typeof message === 'object' &&
        message !== null &&
        ROLES.has((message as ChatMessage).role) &&
        typeof (message as ChatMessage).content === 'string',
    ) &&
    (tools === undefined ||
      (Array.isArray(tools) &&
        tools.every(
          (tool: unknown) =>
            typeof tool === 'object' &&
            tool !== null &&
            (tool as { type?: unknown }).type === 'function' &&
            typeof (tool as { function?: { name?: unknown } }).function?.name === 'string',
        )))
  );
}

const errorBody = (message: string, type: string, code: string | null) =>
  JSON.stringify({ error: { message, type, param: null, code } });

export async function startFakeChatCompletions({ apiKey }: { apiKey: string }): Promise<FakeChatCompletions> {
  const hanging: ServerResponse[] = [];
  let calls = 0;
  const fake: Omit<FakeChatCompletions, 'url' | 'close'> = {
    received: [],
    replies: [],
    reply: (...replies) => void fake.replies.push(...replies),
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const answer = (status: number, body: string) => {
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(body);
      };
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions')
        return answer(404, errorBody('Not found', 'invalid_request_error', null));
      if (req.headers.authorization !== `Bearer ${apiKey}`)
        return answer(401, errorBody('Incorrect API key provided.', 'invalid_request_error', 'invalid_api_key'));
      let body: unknown;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        return answer(
          400,
          errorBody('We could not parse the JSON body of your request.', 'invalid_request_error', null),
        );
      }
      if (!isChatRequest(body) || req.headers['content-type'] !== 'application/json')
        return answer(400, errorBody('Invalid chat completions request.', 'invalid_request_error', null));
      fake.received.push({ path: req.url, authorization: req.headers.authorization, body });
      const reply = fake.replies.shift() ?? { status: 500 };
      if ('hang' in reply) return void hanging.push(res);
      if ('status' in reply) return answer(reply.status, errorBody('The server had an error.', 'server_error', null));
      if ('invalidJson' in reply) return answer(200, reply.invalidJson);
      calls += 1;
      const toolCalls =
        'toolCalls' in reply
          ? reply.toolCalls.map((call, index) => ({
              id: `call_${calls}_${index}`,
              type: 'function',
              function: {
                name: call.name,
                arguments:
                  typeof call.arguments === 'string' || reply.argumentsAsObjects
                    ? call.arguments
                    : JSON.stringify(call.arguments),
              },
            }))
          : undefined;
      answer(
        200,
        JSON.stringify({
          id: `chatcmpl-${calls}`,
          object: 'chat.completion',
          created: 1_764_493_200,
          model: body.model,
          choices: [
            {
              index: 0,
              message: {
                role: 'assistant',
                content: 'content' in reply ? reply.content : null,
                ...(toolCalls ? { tool_calls: toolCalls } : {}),
              },
              finish_reason: toolCalls ? 'tool_calls' : 'stop',
            },
          ],
          usage: { prompt_tokens: 500, completion_tokens: 20, total_tokens: 520 },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  }) as FakeChatCompletions;
}
