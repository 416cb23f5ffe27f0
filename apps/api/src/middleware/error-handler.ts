import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ZodError } from 'zod';
import {
  fieldErrors,
  translateMessage,
  type ErrorAnswer,
  type ErrorCode,
  type Language,
  type MessageKey,
} from '@telecom/domain';
import { requestLanguage } from '../lib/request-language.js';
import { AppError } from '../errors/app-error.js';

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

/** The code of a client error that carries only its HTTP status (http-errors, serve-static, the router). */
const STATUS_CODES: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
};

/**
 * A zlib, brotli or zstd failure, such as a body that its Content-Encoding does not decompress: by node:zlib's `code`
 * (`Z_DATA_ERROR`, `Z_BUF_ERROR`; brotli's decoder errors read `ERR__ERROR_FORMAT_…`).
 */
function isDecompressionError(err: object): boolean {
  return 'code' in err && typeof err.code === 'string' && /^(Z_|ERR__|ERR_BROTLI|ERR_ZSTD|ERR_ZLIB)/.test(err.code);
}

/** The 4xx status an error says it is (`status` or `statusCode`), or undefined. */
function clientStatusOf(err: object): number | undefined {
  const status = 'status' in err ? err.status : 'statusCode' in err ? err.statusCode : undefined;
  return typeof status === 'number' && Number.isInteger(status) && status >= 400 && status <= 499 ? status : undefined;
}

/** True when an error with a 4xx status is a client error to answer as such, not a failure of ours to log. */
function isClientError(err: object, status: number): boolean {
  // http-errors marks its 4xx errors `expose: true`; the router's URIError (a path parameter that is not valid
  // percent-encoding) has only its status; serve-static's missing file is a 404 marked `expose: false` because its
  // message names the path, which is never sent anyway.
  return ('expose' in err && err.expose === true) || err instanceof URIError || status === 404;
}

/**
 * Client errors raised by Express's own parts, mapped onto the error codes: body-parser's by their `type`, and any
 * other error that declares itself a client error (see isClientError), such as serve-static's or the router's. A
 * body that its Content-Encoding does not decompress (body-parser passes zlib's error on as a 400) is INVALID_JSON.
 * Any other error that merely carries a 4xx status other than 404 (a provider's answer passed on, say) stays a 500.
 */
function httpErrorOf(err: unknown): { status: number; code: ErrorCode } | undefined {
  if (typeof err !== 'object' || err === null) return undefined;
  if ('type' in err && typeof err.type === 'string' && Object.hasOwn(BODY_ERRORS, err.type))
    return BODY_ERRORS[err.type];
  const status = clientStatusOf(err);
  if (status === undefined || !isClientError(err, status)) return undefined;
  if (isDecompressionError(err)) return { status: 400, code: 'INVALID_JSON' };
  return { status, code: STATUS_CODES[status] ?? 'BAD_REQUEST' };
}

/** Headers of a representation that a handler may have set before it failed; an error answer is JSON of its own. */
const REPRESENTATION_HEADERS = [
  'Content-Type',
  'Content-Encoding',
  'Content-Length',
  'Content-Range',
  'Content-Disposition',
  'ETag',
  'Last-Modified',
  'Accept-Ranges',
  'Cache-Control',
];

/** The headers an http-errors style error asks for (serve-static's 416 names the file's size in Content-Range). */
function headersOf(err: unknown): Record<string, string> | undefined {
  if (
    typeof err !== 'object' ||
    err === null ||
    !('headers' in err) ||
    typeof err.headers !== 'object' ||
    err.headers === null
  )
    return undefined;
  return Object.fromEntries(
    Object.entries(err.headers).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/** Answers every unmatched /api request with a 404 in the error shape. */
export const apiNotFound: RequestHandler = () => {
  throw new AppError(404, 'NOT_FOUND');
};

/**
 * The single error handler (docs/contracts.md §4): a ZodError becomes 400 with `fields`, an AppError its own status,
 * a client error of Express's own parts (a malformed, oversized or undecodable body, a path that is not valid
 * percent-encoding) its 4xx, and anything else a 500 whose details go to the log only.
 */
export const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  const language = requestLanguage(req);
  let status: number;
  let body: ErrorAnswer;
  let extraHeaders: Record<string, string> | undefined;

  if (err instanceof ZodError) {
    status = 400;
    body = {
      code: 'VALIDATION_FAILED',
      message: translateMessage('errors.VALIDATION_FAILED', language),
      fields: translateFields(fieldErrors(err), language),
    };
  } else if (err instanceof AppError) {
    status = err.status;
    const { messageKey, params, fields, headers } = err.options;
    body = { code: err.code, message: translateMessage(messageKey ?? `errors.${err.code}`, language, params) };
    if (fields) body.fields = translateFields(fields, language);
    extraHeaders = headers;
  } else {
    const bodyError = httpErrorOf(err);
    if (bodyError) {
      status = bodyError.status;
      body = { code: bodyError.code, message: translateMessage(`errors.${bodyError.code}`, language) };
      extraHeaders = headersOf(err);
    } else {
      status = 500;
      body = { code: 'INTERNAL', message: translateMessage('errors.INTERNAL', language) };
      req.log.error({ err }, 'unhandled error');
    }
  }

  if (res.headersSent) return;
  // What a failing handler had begun to describe (serve-static's file type, Content-Encoding of a precompressed
  // asset, a year of caching, validators, a download's name) does not describe this answer.
  for (const name of REPRESENTATION_HEADERS) res.removeHeader(name);
  res.set('Cache-Control', 'no-store');
  if (extraHeaders) res.set(extraHeaders);
  res.status(status).json(body);
};
