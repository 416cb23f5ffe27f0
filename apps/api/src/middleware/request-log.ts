// Request ids and one log line per request, as pino-http gave them, at a fraction of its cost: pino-http builds and
// serializes a child logger for every request, logged or not, which cost more than verifying a token.
import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import type { Logger } from '../lib/logger.js';

const REQUEST_ID = /^[\w.-]{1,64}$/;

declare module 'http' {
  interface IncomingMessage {
    /** The request id: the caller's X-Request-Id when it is sane, otherwise a new UUID. */
    id: string;
    /** A logger whose lines carry the request id. */
    log: RequestLog;
  }
}

/** What a request's logger offers: lines at error, warn and info, each with fields and a message. */
export interface RequestLog {
  /** The OpenTelemetry trace of the request, when traces are on: its log lines name it. */
  traceId?: string;
  error(fields: object, message?: string): void;
  warn(fields: object, message?: string): void;
  info(fields: object, message?: string): void;
}

/**
 * The logger of one request: a child of the app's logger with the request id, made when first used (most requests
 * log nothing themselves). A plain object on purpose: a getter defined on the request made every request slower.
 */
export class RequestLogger implements RequestLog {
  #child: Logger | undefined;
  traceId: string | undefined;
  constructor(
    private readonly logger: Logger,
    private readonly id: string,
  ) {}
  #get(): Logger {
    return (this.#child ??= this.logger.child(
      this.traceId ? { reqId: this.id, traceId: this.traceId } : { reqId: this.id },
    ));
  }
  error(fields: object, message?: string): void {
    this.#get().error(fields, message);
  }
  warn(fields: object, message?: string): void {
    this.#get().warn(fields, message);
  }
  info(fields: object, message?: string): void {
    this.#get().info(fields, message);
  }
}

/**
 * Gives each request an id (answered in X-Request-Id) and `req.log`, and logs one short line when the answer has been
 * sent: id, method and path (no headers: tokens, cookies; no query string: reset tokens, e-mail addresses), status
 * and time; at warn for 4xx and for connections closed before the answer was complete, at error for 5xx.
 */
export function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const given = req.headers['x-request-id'];
    const id = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    req.id = id;
    res.setHeader('X-Request-Id', id);
    req.log = new RequestLogger(logger, id);

    const started = performance.now();
    // 'close' comes once, after the answer was sent or when the connection went before that (writableFinished tells);
    // `on` rather than `once`, whose wrapper is one more allocation per request for the same single call.
    res.on('close', () => {
      const status = res.statusCode;
      const level = status >= 500 ? 'error' : status >= 400 || !res.writableFinished ? 'warn' : 'info';
      if (!logger.isLevelEnabled(level)) return;
      const line = {
        reqId: id,
        ...(req.log.traceId ? { traceId: req.log.traceId } : {}),
        req: { method: req.method, path: req.originalUrl.split('?')[0] },
        res: { status },
        responseTime: Math.round(performance.now() - started),
      };
      logger[level](line, res.writableFinished ? 'request completed' : 'request aborted');
    });
    next();
  };
}
