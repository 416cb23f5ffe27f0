// One try of a delivery: a POST of the JSON body with its signature, answered within the time-out or not at all. It
// follows no redirect (a 3xx is an answer that is not 2xx: the endpoint's URL is the one registered), reads at most
// a few kilobytes of the answer for the log, and in production connects to public addresses only (webhook-url.ts).
import http from 'node:http';
import https from 'node:https';
import { publicOnlyLookup } from './webhook-url.js';

/** How long a try waits for the answer. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** How much of an answer's body the delivery log keeps. */
export const RESPONSE_EXCERPT_LENGTH = 200;
const READ_LIMIT = 4_096;

export interface WebhookAnswer {
  /** The HTTP status; null when there was none (no connection, a time-out, a refused address). */
  status: number | null;
  /** The start of the answer's body, or why there was no answer. */
  excerpt: string;
}

export function postWebhook(
  url: string,
  body: string,
  headers: Record<string, string>,
  { production, timeoutMs = WEBHOOK_TIMEOUT_MS }: { production: boolean; timeoutMs?: number },
): Promise<WebhookAnswer> {
  const target = new URL(url);
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (answer: WebhookAnswer) => {
      if (settled) return;
      settled = true;
      resolve({ ...answer, excerpt: answer.excerpt.slice(0, RESPONSE_EXCERPT_LENGTH) });
    };
    const request = client.request(
      target,
      {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
        timeout: timeoutMs,
        ...(production ? { lookup: publicOnlyLookup } : {}),
      },
      (response) => {
        const chunks: Buffer[] = [];
        let length = 0;
        const done = () =>
          finish({ status: response.statusCode ?? null, excerpt: Buffer.concat(chunks).toString('utf8').trim() });
        response.on('data', (chunk: Buffer) => {
          if (length < READ_LIMIT) chunks.push(chunk);
          length += chunk.length;
          if (length >= READ_LIMIT) {
            done();
            response.destroy();
          }
        });
        response.on('end', done);
        response.on('error', done);
      },
    );
    request.on('timeout', () => {
      finish({ status: null, excerpt: `No answer within ${timeoutMs / 1000} s` });
      request.destroy();
    });
    request.on('error', (error: NodeJS.ErrnoException) =>
      finish({ status: null, excerpt: `No answer: ${error.code ?? error.message}` }),
    );
    request.end(body);
  });
}
