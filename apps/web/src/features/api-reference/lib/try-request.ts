// What "Try it" sends: the URL from the path template and the filled-in parameters, the headers, and the same
// call written as a curl command.
import type { HttpMethod } from './openapi';

export interface TryRequest {
  method: HttpMethod;
  /** The path template, `/api/admin/customers/{id}`. */
  path: string;
  pathValues: Record<string, string>;
  /** Query parameters in order; empty values are left out. */
  query: [string, string][];
  /** The bearer token; empty sends none. */
  token: string;
  /** The JSON text of the body, or undefined for none. */
  body?: string;
  language: string;
  /** What to ask for in Accept. */
  accept: string;
}

/** The path with its `{name}` parts filled in (URL-encoded) and the query string. */
export function requestUrl({ path, pathValues, query }: Pick<TryRequest, 'path' | 'pathValues' | 'query'>): string {
  const filled = path.replace(/\{([^}]+)\}/g, (_match, name: string) => encodeURIComponent(pathValues[name] ?? ''));
  const search = new URLSearchParams(query.filter(([, value]) => value !== '')).toString();
  return search ? `${filled}?${search}` : filled;
}

/** The names of a path template's `{name}` parts. */
export function pathParameterNames(path: string): string[] {
  return [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] ?? '');
}

export function requestHeaders({
  token,
  body,
  language,
  accept,
}: Pick<TryRequest, 'token' | 'body' | 'language' | 'accept'>): Record<string, string> {
  const headers: Record<string, string> = { Accept: accept, 'Accept-Language': language };
  if (token.trim()) headers.Authorization = `Bearer ${token.trim()}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  return headers;
}

/** A word for a POSIX shell: in single quotes, a single quote written as '\''. */
export function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

/** The request as a curl command against `origin`, one option per line. */
export function curlCommand(request: TryRequest, origin: string): string {
  const lines = [`curl -X ${request.method.toUpperCase()} ${shellQuote(origin + requestUrl(request))}`];
  for (const [name, value] of Object.entries(requestHeaders(request)))
    lines.push(`  -H ${shellQuote(`${name}: ${value}`)}`);
  if (request.body !== undefined) lines.push(`  --data-raw ${shellQuote(request.body)}`);
  return lines.join(' \\\n');
}

export interface TryResponse {
  status: number;
  statusText: string;
  contentType: string;
  /** The body as shown: JSON pretty-printed, anything else as text. */
  text: string;
  isJson: boolean;
}

/** Pretty-prints JSON text, or gives it back as it is when it does not parse. */
export function prettyJson(text: string): { text: string; isJson: boolean } {
  try {
    return { text: JSON.stringify(JSON.parse(text), null, 2), isJson: true };
  } catch {
    return { text, isJson: false };
  }
}

/** Sends the request to this site (same origin) and reads the whole answer. Network failures reject. */
export async function sendTryRequest(request: TryRequest, signal?: AbortSignal): Promise<TryResponse> {
  const response = await fetch(requestUrl(request), {
    method: request.method.toUpperCase(),
    headers: requestHeaders(request),
    body: request.body,
    signal,
    credentials: 'same-origin',
    cache: 'no-store',
  });
  const contentType = response.headers.get('Content-Type') ?? '';
  const raw = await response.text();
  const json = /\bjson\b/i.test(contentType) ? prettyJson(raw) : { text: raw, isJson: false };
  return { status: response.status, statusText: response.statusText, contentType, ...json };
}
