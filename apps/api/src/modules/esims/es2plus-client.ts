// A client of an SM-DP+'s ES2+ interface (GSMA SGP.22 v2.x §5.3, the operator's calls to the SM-DP+; docs/contracts.md
// §12): HTTPS POST of JSON to `<url>/gsma/rsp2/es2plus/<function>` with `X-Admin-Protocol: gsma/rsp/v2.x.y`, over
// mutual TLS (our client certificate; the SM-DP+'s CA). Every request carries a header naming us and the call; every
// answer a header with the function's execution status. An answer other than Executed-Success or
// Executed-WithWarning, or an HTTP failure, throws an Es2plusError: the job that called retries it.
//
// The four functions: DownloadOrder (reserve a profile: its ICCID), ConfirmOrder (bind it to a matching id, with
// releaseFlag: ready to download), CancelOrder (give it up), ReleaseProfile (release a profile confirmed without
// releaseFlag; for an operator whose network must be set up between the two, which this shop's flow does not need).
import { randomUUID } from 'node:crypto';
import { Agent, request } from 'node:https';
import { Es2plusResponseHeaderSchema, type Es2plusExecutionStatus, type Es2plusStatusCodeData } from '@telecom/domain';
import { z } from 'zod';

/** The version of SGP.22 whose ES2+ the client speaks. */
export const ES2PLUS_PROTOCOL = 'gsma/rsp/v2.2.0';
/** How long a call may take before it counts as failed (and is retried by its job). */
const TIMEOUT_MS = 30_000;
const MAX_ANSWER_BYTES = 1_000_000;

export type Es2plusFunction = 'downloadOrder' | 'confirmOrder' | 'cancelOrder' | 'releaseProfile';

/** A call the SM-DP+ did not execute: its execution status and reason, or the HTTP failure. */
export class Es2plusError extends Error {
  constructor(
    readonly functionName: Es2plusFunction,
    /** The answer's execution status; undefined when no ES2+ answer came (HTTP or network failure). */
    readonly status: Es2plusExecutionStatus | undefined,
    readonly statusCodeData: Es2plusStatusCodeData | undefined,
    detail: string,
  ) {
    super(`ES2+ ${functionName}: ${detail}`);
    this.name = 'Es2plusError';
  }
}

export interface Es2plusClientOptions {
  /** The SM-DP+'s ES2+ base address (ES2PLUS_URL). */
  url: string;
  /** Our functionRequesterIdentifier (ES2PLUS_FUNCTION_REQUESTER). */
  functionRequester: string;
  /** PEM: our client certificate and key; the CA(s) the SM-DP+'s certificate is checked against (else the system's). */
  cert?: Buffer | undefined;
  key?: Buffer | undefined;
  ca?: Buffer | undefined;
}

const DownloadOrderAnswer = z.object({ iccid: z.string().min(1) });
const ConfirmOrderAnswer = z.object({
  eid: z.string().optional(),
  matchingId: z.string().min(1),
  smdpAddress: z.string().min(1),
});
const NoOutput = z.object({});

export interface DownloadOrderRequest {
  eid?: string;
  iccid?: string;
  profileType?: string;
}
export interface ConfirmOrderRequest {
  iccid: string;
  eid?: string;
  matchingId?: string;
  confirmationCode?: string;
  smdsAddress?: string;
  releaseFlag: boolean;
}
export interface CancelOrderRequest {
  iccid: string;
  eid?: string;
  matchingId?: string;
  /** Available: the SM-DP+ may give the profile out again; Unavailable: never. */
  finalProfileStatusIndicator: 'Available' | 'Unavailable';
}

export function createEs2plusClient({ url, functionRequester, cert, key, ca }: Es2plusClientOptions) {
  const agent = new Agent({ keepAlive: true, cert, key, ca });
  const base = url.replace(/\/+$/, '');

  /** Posts one function's request and answers its output, or throws an Es2plusError. */
  async function call<T extends z.ZodType>(
    functionName: Es2plusFunction,
    body: object,
    output: T,
  ): Promise<z.infer<T>> {
    const payload = JSON.stringify({
      header: { functionRequesterIdentifier: functionRequester, functionCallIdentifier: randomUUID() },
      ...body,
    });
    const fail = (detail: string, status?: Es2plusExecutionStatus, data?: Es2plusStatusCodeData) =>
      new Es2plusError(functionName, status, data, detail);
    const { statusCode, text } = await new Promise<{ statusCode: number; text: string }>((resolve, reject) => {
      const req = request(
        `${base}/gsma/rsp2/es2plus/${functionName}`,
        {
          method: 'POST',
          agent,
          timeout: TIMEOUT_MS,
          headers: {
            'Content-Type': 'application/json;charset=UTF-8',
            Accept: 'application/json',
            'X-Admin-Protocol': ES2PLUS_PROTOCOL,
            'Content-Length': Buffer.byteLength(payload),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          let size = 0;
          res.on('data', (chunk: Buffer) => {
            size += chunk.length;
            if (size > MAX_ANSWER_BYTES) req.destroy(fail('the answer is too large'));
            else chunks.push(chunk);
          });
          res.on('end', () =>
            resolve({ statusCode: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
          );
          res.on('error', reject);
        },
      );
      req.on('timeout', () => req.destroy(fail(`no answer within ${TIMEOUT_MS / 1000} s`)));
      req.on('error', (error) => reject(error instanceof Es2plusError ? error : fail(error.message)));
      req.end(payload);
    });

    // A function without output data may answer 204 No Content (SGP.22 §6.1.1).
    if (statusCode === 204) return output.parse({});
    if (statusCode !== 200) throw fail(`HTTP ${statusCode}`);
    let answer: unknown;
    try {
      answer = JSON.parse(text);
    } catch {
      throw fail('the answer is not JSON');
    }
    const header = z.object({ header: Es2plusResponseHeaderSchema }).safeParse(answer);
    if (!header.success) throw fail('the answer has no ES2+ header');
    const { status, statusCodeData } = header.data.header.functionExecutionStatus;
    if (status !== 'Executed-Success' && status !== 'Executed-WithWarning') {
      const reason = statusCodeData
        ? ` (subject ${statusCodeData.subjectCode}, reason ${statusCodeData.reasonCode}${statusCodeData.message ? `: ${statusCodeData.message}` : ''})`
        : '';
      throw fail(`${status}${reason}`, status, statusCodeData);
    }
    const parsed = output.safeParse(answer);
    if (!parsed.success) throw fail(`the answer lacks its output: ${parsed.error.issues[0]?.path.join('.')}`, status);
    return parsed.data;
  }

  return {
    /** Reserves a profile (of `profileType`, or the given ICCID) at the SM-DP+; answers its ICCID. */
    downloadOrder: (order: DownloadOrderRequest) => call('downloadOrder', order, DownloadOrderAnswer),
    /** Binds the profile to a matching id (the SM-DP+'s own unless given); with releaseFlag it can be downloaded. */
    confirmOrder: (order: ConfirmOrderRequest) => call('confirmOrder', order, ConfirmOrderAnswer),
    cancelOrder: (order: CancelOrderRequest) => call('cancelOrder', order, NoOutput),
    releaseProfile: (iccid: string) => call('releaseProfile', { iccid }, NoOutput),
    /** Closes the kept-alive connections. */
    close: () => agent.destroy(),
  };
}

export type Es2plusClient = ReturnType<typeof createEs2plusClient>;
