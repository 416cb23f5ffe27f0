// Local references of an OpenAPI document (`#/components/schemas/User`): found by JSON pointer, followed through
// chains of references, and never followed round in a circle.
import type { OpenApiDocument } from './openapi';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** True for `{ $ref: '…' }`. */
export function isReference(value: unknown): value is { $ref: string } {
  return isObject(value) && typeof value.$ref === 'string';
}

/**
 * The value a local reference points at (RFC 6901 pointer in a URI fragment: `~1` is `/`, `~0` is `~`,
 * percent-escapes decoded), or undefined for a reference to another document or to nothing.
 */
export function resolvePointer(document: unknown, ref: string): unknown {
  if (!ref.startsWith('#')) return undefined;
  let pointer: string;
  try {
    pointer = decodeURIComponent(ref.slice(1));
  } catch {
    return undefined;
  }
  if (pointer === '') return document;
  if (!pointer.startsWith('/')) return undefined;
  let current: unknown = document;
  for (const raw of pointer.slice(1).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (Array.isArray(current) && /^(0|[1-9]\d*)$/.test(key)) current = current[Number(key)];
    else if (isObject(current) && Object.hasOwn(current, key)) current = current[key];
    else return undefined;
  }
  return current;
}

/** The name a reference gives its target: the last segment of `#/components/<kind>/<name>`. */
export function referenceName(ref: string): string | undefined {
  const match = /^#\/components\/[^/]+\/([^/]+)$/.exec(ref);
  return match?.[1] ? decodeURIComponent(match[1]).replace(/~1/g, '/').replace(/~0/g, '~') : undefined;
}

export interface Dereferenced<T> {
  /** The target, with the keywords written beside the last `$ref` laid over it (OpenAPI 3.1 allows summary/description there). */
  value: T | undefined;
  /** Every reference followed to get there, first one first. */
  refs: string[];
  /** A reference that leads back to one already followed, or to nothing. */
  broken?: 'circular' | 'missing';
}

/**
 * Follows `value` while it is a reference. `seen` holds references already being expanded further up (a schema
 * that contains itself): meeting one of them again stops with `broken: 'circular'`.
 */
export function dereference<T>(
  document: OpenApiDocument,
  value: T | { $ref: string } | undefined,
  seen: readonly string[] = [],
): Dereferenced<T> {
  const refs: string[] = [];
  let current: unknown = value;
  let siblings: Record<string, unknown> = {};
  while (isReference(current)) {
    const { $ref, ...rest } = current;
    if (seen.includes($ref) || refs.includes($ref))
      return { value: undefined, refs: [...refs, $ref], broken: 'circular' };
    refs.push($ref);
    siblings = { ...rest, ...siblings };
    current = resolvePointer(document, $ref);
    if (current === undefined) return { value: undefined, refs, broken: 'missing' };
  }
  if (refs.length > 0 && isObject(current) && Object.keys(siblings).length > 0) current = { ...current, ...siblings };
  return { value: current as T | undefined, refs };
}
