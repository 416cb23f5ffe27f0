// The one way the web app calls the API: JSON in and out (or a file to save), the bearer token of the signed-in
// user, the page language as Accept-Language, and errors as ApiError with the API's { code, message, fields }.
// A call names its route as the API's operations table does (`callApi('GET /api/orders/{id}', { path: { id } })`,
// packages/domain/src/api/operations.ts), which types its path parameters, query, body and answer: a type import,
// so that none of the table reaches the pages' code. The calls themselves live one per file in
// `features/<area>/api/` and `lib/api/`.
import i18next from 'i18next';
import type {
  ApiRoute,
  ErrorAnswer,
  FileRoute,
  JsonRoute,
  RouteAnswer,
  RouteBody,
  RouteOperation,
  RoutePath,
  RouteQuery,
} from '@telecom/domain';

export const AUTH_TOKEN_KEY = 'auth-token';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function readToken(): string | null {
  try {
    return window.localStorage.getItem(AUTH_TOKEN_KEY);
  } catch {
    return null;
  }
}

/** Query parameters of a call, as text or numbers; an undefined one is left out. */
type QueryParams = Readonly<Record<string, string | number | undefined>>;

interface ApiRequest {
  /** The values of the path's parameters, by name; each is percent-encoded into the path. */
  path?: Readonly<Record<string, string | number>>;
  /** Sent as JSON; a Blob (a file to upload) as itself, with its type. */
  body?: unknown;
  query?: QueryParams;
  signal?: AbortSignal;
  /** Send the stored token (default true). */
  auth?: boolean;
  /** Further request headers (an `Idempotency-Key`, an `X-Order-Token`). */
  headers?: Readonly<Record<string, string>>;
}

/** `path?a=1&b=2` with the defined parameters, or `path` alone without any. */
function withQuery(path: string, query: QueryParams = {}): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) search.set(name, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** Sends a call of a route: its method, and its path with the parameters' values. */
async function send(
  route: ApiRoute,
  { path = {}, body, query, signal, auth = true, headers: extra = {} }: ApiRequest,
  accept: string,
): Promise<Response> {
  const [method, template] = route.split(' ') as [string, string];
  const address = template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(path[name]!));
  const headers: Record<string, string> = {
    ...extra,
    Accept: accept,
    'Accept-Language': i18next.resolvedLanguage ?? 'en',
  };
  // A file (an upload) goes as itself, with its own type; anything else as JSON.
  const file = body instanceof Blob ? body : undefined;
  if (body !== undefined) headers['Content-Type'] = file ? file.type || 'application/octet-stream' : 'application/json';
  const token = auth ? readToken() : null;
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(withQuery(address, query), {
      method,
      headers,
      body: body === undefined ? undefined : (file ?? JSON.stringify(body)),
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK', i18next.t('errors.network'));
  }
  if (!response.ok) {
    const data: unknown = await response.json().catch(() => undefined);
    const payload: Partial<ErrorAnswer> = typeof data === 'object' && data !== null ? data : {};
    throw new ApiError(
      response.status,
      payload.code ?? 'UNKNOWN',
      payload.message ?? i18next.t('errors.unexpected'),
      payload.fields,
    );
  }
  return response;
}

/** A part of a call that the route has (required unless all of it is optional), or that it has not (never sent). */
type Part<K extends string, T> = [T] extends [undefined]
  ? { readonly [key in K]?: never }
  : Record<string, never> extends T
    ? { readonly [key in K]?: T }
    : { readonly [key in K]: T };

/** An upload's body is the file itself. */
type BodyOf<R extends ApiRoute> = RouteOperation<R> extends { fileBody: object } ? Blob : RouteBody<R>;

/** A path parameter is text in the address: a number (an id) is sent as its digits. */
type PathOf<R extends ApiRoute> =
  RoutePath<R> extends undefined ? undefined : { [K in keyof RoutePath<R>]: RoutePath<R>[K] | number };

/**
 * A query names only the route's parameters; their values are checked by the API (a filter outside its allowed
 * values is 400 on its field), as the lists send what their address holds.
 */
type QueryOf<R extends ApiRoute> =
  RouteQuery<R> extends undefined ? undefined : { [K in keyof RouteQuery<R>]?: string | number | undefined };

/** What a call of a route sends besides its method and path: those come from the route's name. */
export type CallOptions<R extends ApiRoute> = Omit<ApiRequest, 'path' | 'body' | 'query'> &
  Part<'path', PathOf<R>> &
  Part<'query', QueryOf<R>> &
  Part<'body', BodyOf<R>>;

/** The options as an argument that may be left out when the route needs none of them. */
type CallArguments<R extends ApiRoute> =
  Record<string, never> extends CallOptions<R> ? [options?: CallOptions<R>] : [options: CallOptions<R>];

/**
 * A JSON call of a route of the API, answered with the JSON its table entry declares (`undefined` for a 204). The
 * answer is not parsed again here (that would bring zod into every page): the API's tests hold every answer to the
 * same schemas.
 */
export async function callApi<R extends JsonRoute>(route: R, ...[options]: CallArguments<R>): Promise<RouteAnswer<R>> {
  const response = await send(route, (options ?? {}) as ApiRequest, 'application/json');
  if (response.status === 204) return undefined as RouteAnswer<R>;
  return (await response.json().catch(() => undefined)) as RouteAnswer<R>;
}

/** A file the API serves (a CSV export, an invoice document), with the name its Content-Disposition gives. */
export interface ApiFile {
  blob: Blob;
  fileName: string | null;
}

/**
 * A call of a route whose answer is saved or shown as a file: one that answers a file (a CSV export, a PDF, a QR
 * code, a recording), or JSON sent as a download (the account's data).
 */
export async function callApiFile<R extends FileRoute | JsonRoute>(
  route: R,
  ...[options]: CallArguments<R>
): Promise<ApiFile> {
  const response = await send(route, (options ?? {}) as ApiRequest, '*/*');
  const fileName = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? null;
  return { blob: await response.blob(), fileName };
}
