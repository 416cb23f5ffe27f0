// The one way the web app calls the API: JSON in and out, the bearer token of the signed-in user, the page
// language as Accept-Language, and errors as ApiError with the API's { code, message, fields }.
import i18next from 'i18next';

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

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Send the stored token (default true). */
  auth?: boolean;
}

export async function apiFetch<T>(path: string, { method = 'GET', body, signal, auth = true }: ApiRequest = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': i18next.resolvedLanguage ?? 'en' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const token = auth ? readToken() : null;
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK', i18next.t('errors.network'));
  }
  if (response.status === 204) return undefined as T;
  const data: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const payload = (typeof data === 'object' && data !== null ? data : {}) as { code?: string; message?: string; fields?: Record<string, string> };
    throw new ApiError(response.status, payload.code ?? 'UNKNOWN', payload.message ?? i18next.t('errors.unexpected'), payload.fields);
  }
  return data as T;
}
