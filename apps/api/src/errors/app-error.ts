import type { ErrorCode, MessageKey } from '@telecom/domain';

export interface AppErrorOptions {
  /** The message to show, when it is more specific than the code's own text (`errors.<CODE>`). */
  messageKey?: MessageKey;
  params?: Record<string, string | number>;
  /** Per-field messages, as in a validation failure. */
  fields?: Record<string, MessageKey>;
  /** Extra response headers, such as Retry-After. */
  headers?: Record<string, string>;
}

/** An expected failure: the error handler answers it with its status, code and translated message. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    readonly options: AppErrorOptions = {},
  ) {
    super(code);
    this.name = 'AppError';
  }
}
