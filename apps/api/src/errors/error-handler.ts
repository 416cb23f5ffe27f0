import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ZodError } from 'zod';
import { fieldErrors, translateMessage, type ErrorCode, type Language, type MessageKey } from '@telecom/domain';
import { requestLanguage } from '../lib/request-language.js';
import { AppError } from './app-error.js';

export interface ErrorBody {
  message: string;
  code: ErrorCode;
  fields?: Record<string, string>;
}

function translateFields(fields: Record<string, MessageKey>, language: Language): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([field, key]) => [field, translateMessage(key, language)]));
}

/** Errors that body-parser raises for a bad request body, by their `type`. */
const BODY_ERRORS: Record<string, { status: number; code: ErrorCode }> = {
  'entity.parse.failed': { status: 400, code: 'INVALID_JSON' },
  'entity.too.large': { status: 413, code: 'PAYLOAD_TOO_LARGE' },
  'entity.verify.failed': { status: 400, code: 'INVALID_JSON' },
  'encoding.unsupported': { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' },
  'charset.unsupported': { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' },
  'request.aborted': { status: 400, code: 'INVALID_JSON' },
  'request.size.invalid': { status: 400, code: 'INVALID_JSON' },
  'parameters.too.many': { status: 413, code: 'PAYLOAD_TOO_LARGE' },
};

/** Client errors raised by Express's own parts (body-parser, serve-static), mapped onto the error codes. */
function httpErrorOf(err: unknown): { status: number; code: ErrorCode } | undefined {
  if (typeof err !== 'object' || err === null) return undefined;
  if ('type' in err && typeof err.type === 'string' && BODY_ERRORS[err.type]) return BODY_ERRORS[err.type];
  const status = 'status' in err ? err.status : undefined;
  if (status === 404) return { status: 404, code: 'NOT_FOUND' };
  return undefined;
}

/** Answers every unmatched /api request with a 404 in the error shape. */
export const apiNotFound: RequestHandler = () => {
  throw new AppError(404, 'NOT_FOUND');
};

/**
 * The single error handler (decisions.md §4): a ZodError becomes 400 with `fields`, an AppError its own status,
 * a malformed or oversized body its 4xx, and anything else a 500 whose details go to the log only.
 */
export const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  const language = requestLanguage(req);
  let status: number;
  let body: ErrorBody;

  if (err instanceof ZodError) {
    status = 400;
    body = { code: 'VALIDATION_FAILED', message: translateMessage('errors.VALIDATION_FAILED', language), fields: translateFields(fieldErrors(err), language) };
  } else if (err instanceof AppError) {
    status = err.status;
    const { messageKey, params, fields, headers } = err.options;
    body = { code: err.code, message: translateMessage(messageKey ?? `errors.${err.code}`, language, params) };
    if (fields) body.fields = translateFields(fields, language);
    if (headers) res.set(headers);
  } else {
    const bodyError = httpErrorOf(err);
    if (bodyError) {
      status = bodyError.status;
      body = { code: bodyError.code, message: translateMessage(`errors.${bodyError.code}`, language) };
    } else {
      status = 500;
      body = { code: 'INTERNAL', message: translateMessage('errors.INTERNAL', language) };
      req.log.error({ err }, 'unhandled error');
    }
  }

  if (res.headersSent) return;
  res.status(status).json(body);
};
