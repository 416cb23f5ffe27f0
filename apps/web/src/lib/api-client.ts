// The one way the web app calls the API: JSON in and out (or a file to save), the bearer token of the signed-in
// user, the page language as Accept-Language, and errors as ApiError with the API's { code, message, fields }.
// The calls themselves live one per file in `features/<area>/api/` and `lib/api/`, typed by the domain's schemas.
import i18next from 'i18next';
import type { ErrorAnswer } from '@telecom/domain';

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
export type QueryParams = Readonly<Record<string, string | number | undefined>>;

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
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
export function withQuery(path: string, query: QueryParams = {}): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) search.set(name, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

async function send(
  path: string,
  { method = 'GET', body, query, signal, auth = true, headers: extra = {} }: ApiRequest,
  accept: string,
): Promise<Response> {
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
    response = await fetch(withQuery(path, query), {
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

/**
 * A JSON call. `Answer` is the domain's type of the call's answer (`void` for a 204), taken from the schemas the API
 * answers by; the answer is not parsed again here (that would bring zod into every page).
 */
export async function apiFetch<Answer>(path: string, request: ApiRequest = {}): Promise<Answer> {
  const response = await send(path, request, 'application/json');
  if (response.status === 204) return undefined as Answer;
  return (await response.json().catch(() => undefined)) as Answer;
}

/** A file the API serves (a CSV export, an invoice document), with the name its Content-Disposition gives. */
export interface ApiFile {
  blob: Blob;
  fileName: string | null;
}

export async function apiFetchFile(path: string, request: Omit<ApiRequest, 'method' | 'body'> = {}): Promise<ApiFile> {
  const response = await send(path, request, '*/*');
  const fileName = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? null;
  return { blob: await response.blob(), fileName };
}
