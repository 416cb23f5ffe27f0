// Reading the query string and path of the back office's calls.
import type { Request } from 'express';
import { AppError } from '../errors/app-error.js';

/** Query values as the domain's parsers read them: strings only (a repeated parameter counts once). */
export function queryParams(query: unknown): Record<string, string> {
  const params: Record<string, string> = {};
  if (typeof query !== 'object' || query === null) return params;
  for (const [name, value] of Object.entries(query)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string') params[name] = first;
  }
  return params;
}

/** The numeric `:id` of the path; anything else is a record that does not exist (404, never 500). */
export function idOf(req: Request): number {
  const raw = req.params.id;
  if (typeof raw !== 'string' || !/^\d{1,15}$/.test(raw)) throw new AppError(404, 'NOT_FOUND');
  return Number(raw);
}

/** A whole number of at least 1 from the query, at most `max`; `fallback` for anything else. */
export function wholeNumber(value: string | undefined, fallback: number, max: number): number {
  if (value === undefined || !/^\d+$/.test(value.trim())) return fallback;
  const number = Number(value);
  return number >= 1 ? Math.min(number, max) : fallback;
}
