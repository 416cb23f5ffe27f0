// Test only: every answer the API gives in a test is checked against the OpenAPI document (docs/contracts.md §1), with
// Ajv's JSON Schema 2020-12 (the dialect of OpenAPI 3.1). createTestApp passes the check to createApp as a
// dependency; production never has one (server.ts passes none, and this folder is not built).
//
// The check wraps `res.json`, `res.send` and `res.end` of every /api request: the answer's status must be documented
// for its method and path, its content type must be the documented one, and a JSON body must match the documented
// schema. A mismatch replaces the answer with a 500 whose message names the call and Ajv's errors, and is printed
// and kept in `problems`, so that the test that caused it fails loudly.
import type { RequestHandler } from 'express';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { openApiDocument, type OpenApiDocument } from '../modules/openapi/openapi.js';

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

/** One call the API answered in a test: `METHOD /template` (undefined for a path the document does not have) and status. */
export interface CheckedCall {
  operation: string | undefined;
  status: number;
}

export interface AnswerCheck {
  middleware: RequestHandler;
  /** Every answered call, in order. */
  calls: CheckedCall[];
  /** Every mismatch found, in order. */
  problems: string[];
}

interface Template {
  method: string;
  path: string;
  pattern: RegExp;
  /** More literal segments first: /api/admin/customers/export before /api/admin/customers/{id}. */
  literals: number;
}

type JsonObject = Record<string, unknown>;

const DOCUMENT_KEY = 'openapi.json';

/** The document's pointer syntax: `/` and `~` escaped. */
const pointerPart = (part: string) => part.replaceAll('~', '~0').replaceAll('/', '~1');

/** The compiled document, once per process: Ajv compiles each answer's schema the first time it is needed. */
let shared:
  | { document: OpenApiDocument; ajv: Ajv2020; templates: Template[]; validators: Map<string, ValidateFunction> }
  | undefined;

function contract() {
  if (shared) return shared;
  const { document } = openApiDocument();
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  addFormats(ajv);
  ajv.addSchema(document as unknown as JsonObject, DOCUMENT_KEY);
  const templates: Template[] = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    const segments = path.split('/');
    const pattern = new RegExp(
      `^${segments
        .map((segment) =>
          segment
            .split(/(\{[^}]+\})/)
            .map((part) => (/^\{.+\}$/.test(part) ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
            .join(''),
        )
        .join('/')}$`,
    );
    const literals = segments.filter((segment) => !segment.startsWith('{')).length;
    for (const method of Object.keys(item as JsonObject)) templates.push({ method, path, pattern, literals });
  }
  templates.sort((a, b) => b.literals - a.literals);
  shared = { document, ajv, templates, validators: new Map() };
  return shared;
}

function validatorAt(pointer: string): ValidateFunction {
  const { ajv, validators } = contract();
  let validate = validators.get(pointer);
  if (!validate) {
    validate = ajv.compile({ $ref: `${DOCUMENT_KEY}#${pointer}` });
    validators.set(pointer, validate);
  }
  return validate;
}

/** The response object of an operation and status (following a `$ref` to components.responses) and its pointer. */
function documentedResponse(
  path: string,
  method: string,
  status: number,
): { pointer: string; response: JsonObject } | undefined {
  const { document } = contract();
  const operation = (document.paths?.[path] as JsonObject | undefined)?.[method] as
    { responses?: Record<string, JsonObject> } | undefined;
  const response = operation?.responses?.[String(status)];
  if (!response) return undefined;
  const ref = response.$ref;
  if (typeof ref === 'string') {
    const name = ref.replace('#/components/responses/', '');
    return {
      pointer: `/components/responses/${pointerPart(name)}`,
      response: document.components?.responses?.[name] as unknown as JsonObject,
    };
  }
  return { pointer: `/paths/${pointerPart(path)}/${method}/responses/${status}`, response };
}

/** The Error answer's validator: the catch-all of a path the document does not have. */
const errorPointer = '/components/schemas/Error';

function describeErrors(validate: ValidateFunction): string {
  return (validate.errors ?? [])
    .map(
      (error) =>
        `${error.instancePath || '(root)'} ${error.message ?? ''}${error.params ? ` ${JSON.stringify(error.params)}` : ''}`,
    )
    .join('; ');
}

/** A check for one app: the calls it answered and the mismatches it found. */
export function createAnswerCheck(): AnswerCheck {
  const calls: CheckedCall[] = [];
  const problems: string[] = [];
  const { templates } = contract();

  const middleware: RequestHandler = (req, res, next) => {
    // OPTIONS is Express's own answer (Allow, no CORS headers), not an operation of the API.
    if (req.method === 'OPTIONS') {
      next();
      return;
    }
    const url = req.originalUrl.split('?')[0] ?? '';
    const method = req.method === 'HEAD' ? 'get' : req.method.toLowerCase();
    const template = templates.find((candidate) => candidate.method === method && candidate.pattern.test(url));
    const operation = template ? `${method.toUpperCase()} ${template.path}` : undefined;
    const sentBody = req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length']) > 0;
    const json = res.json.bind(res);
    const send = res.send.bind(res);
    const end = res.end.bind(res) as (...args: unknown[]) => typeof res;
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    let checked = false;
    /** A streamed answer that did not match: it was answered with the 500 instead, and the rest is dropped. */
    let refused = false;

    /** The mismatch of an answer, or undefined when it is the documented one. */
    function mismatch(
      status: number,
      contentType: string | undefined,
      body: unknown,
      hasBody: boolean,
    ): string | undefined {
      const where = operation ?? `${req.method} ${url} (not in the document)`;
      const mediaType = contentType?.split(';')[0]?.trim().toLowerCase();
      if (!template) {
        // Any other path under /api: 404 in the Error shape; the back office's guard answers first under /api/admin,
        // and a body that is not JSON of at most 100 kB is refused before any route.
        const allowed = [
          404,
          ...(url.startsWith('/api/admin') ? [401, 403] : []),
          ...(sentBody ? [400, 413, 415] : []),
        ];
        if (!allowed.includes(status)) return `${where}: status ${status} is not documented`;
        if (mediaType !== 'application/json')
          return `${where}: ${status} answered as ${mediaType ?? 'nothing'}, not application/json`;
        const validate = validatorAt(errorPointer);
        return validate(body) ? undefined : `${where} ${status}: ${describeErrors(validate)}`;
      }
      let documented = documentedResponse(template.path, method, status);
      // A body sent to a call that takes none is refused as any body is (info.description).
      if (!documented && sentBody && [400, 413, 415].includes(status))
        documented = {
          pointer: errorPointer.replace('/schemas/Error', '/responses/BadRequest'),
          response: contract().document.components?.responses?.BadRequest as unknown as JsonObject,
        };
      if (!documented) return `${where}: status ${status} is not documented`;
      const content = documented.response.content as Record<string, unknown> | undefined;
      if (!content)
        return hasBody ? `${where} ${status}: documented without a body, answered with one (${mediaType})` : undefined;
      if (!mediaType || !Object.hasOwn(content, mediaType))
        return `${where} ${status}: answered as ${mediaType ?? 'nothing'}, documented as ${Object.keys(content).join(', ')}`;
      if (mediaType !== 'application/json')
        return typeof body === 'string' || Buffer.isBuffer(body)
          ? undefined
          : `${where} ${status}: ${mediaType} that is not text`;
      const validate = validatorAt(`${documented.pointer}/content/${pointerPart(mediaType)}/schema`);
      return validate(body) ? undefined : `${where} ${status}: ${describeErrors(validate)}`;
    }

    /** Records the call; on a mismatch answers 500 naming it instead, and returns true. */
    function check(contentType: string | undefined, body: unknown, hasBody: boolean): boolean {
      checked = true;
      const status = res.statusCode;
      calls.push({ operation, status });
      const problem = mismatch(status, contentType, body, hasBody);
      if (!problem) return false;
      problems.push(problem);
      process.stderr.write(`Answer check: ${problem}\n`);
      res.status(500);
      for (const header of ['Content-Disposition', 'Content-Type', 'Content-Length']) res.removeHeader(header);
      json({ code: 'INTERNAL', message: `Answer check: ${problem}` });
      return true;
    }

    res.json = (body?: unknown) => {
      if (!checked && check('application/json', JSON.parse(JSON.stringify(body ?? null)) as unknown, true)) return res;
      return json(body);
    };
    res.send = (body?: unknown) => {
      if (!checked) {
        const contentType = res.get('Content-Type');
        const isJson = /^application\/json/i.test(contentType ?? '') && typeof body === 'string';
        if (check(contentType, isJson ? (JSON.parse(body) as unknown) : body, body !== undefined && body !== ''))
          return res;
      }
      return send(body);
    };
    // A download written in chunks (lib/send-file.ts streamFile) is checked at its first chunk, before its headers go.
    res.write = ((...args: unknown[]) => {
      if (refused) return true;
      if (!checked && check(res.get('Content-Type'), String(args[0]), true)) {
        refused = true;
        return true;
      }
      return write(...args);
    }) as typeof res.write;
    res.end = ((...args: unknown[]) => {
      if (refused) return res;
      if (
        !checked &&
        check(res.get('Content-Type'), undefined, typeof args[0] === 'string' || Buffer.isBuffer(args[0]))
      )
        return res;
      return end(...args);
    }) as typeof res.end;
    next();
  };

  return { middleware, calls, problems };
}
