/**
 * Helpers for the tests that check a rule on thousands of cases. Not part of the build.
 *
 * One `expect(…).toEqual(…)` costs vitest 10–25 µs of bookkeeping before it compares anything, many times what the
 * rule under test takes; in a loop over thousands of cases that is most of the test's time, and on a loaded machine
 * (CI, turbo running every package's tests at once) it took such tests past the 5 s timeout. These helpers compare
 * first with plain code and call `expect` only for a case that differs (or that the plain comparison cannot judge),
 * so a failure reads exactly as `expect` writes it, and a passing case costs a comparison.
 */
import { expect } from 'vitest';

/**
 * Whether two values are equal as `toEqual` judges plain data: primitives by `Object.is`, arrays element by element,
 * plain objects by their keys whose values are not undefined. `undefined` when either holds something else (a class
 * instance, a Map, a Date, a sparse array, symbol keys, ...): only `toEqual` can judge that.
 */
export function plainEqual(actual: unknown, expected: unknown): boolean | undefined {
  if (Object.is(actual, expected)) return true;
  if (typeof actual !== 'object' || typeof expected !== 'object' || actual === null || expected === null) {
    return typeof actual === 'function' || typeof expected === 'function' ? undefined : false;
  }
  if (!isPlain(actual) || !isPlain(expected)) return undefined;
  if (Array.isArray(actual) !== Array.isArray(expected)) return false;
  if (Array.isArray(actual) && Array.isArray(expected)) {
    if (actual.length !== expected.length) return false;
    for (let index = 0; index < actual.length; index += 1) {
      if (!(index in actual) || !(index in expected)) return undefined;
      const equal = plainEqual(actual[index], expected[index]);
      if (equal !== true) return equal;
    }
    return true;
  }
  const a = actual as Record<string, unknown>;
  const e = expected as Record<string, unknown>;
  const keys = Object.keys(a).filter((key) => a[key] !== undefined);
  if (keys.length !== Object.keys(e).filter((key) => e[key] !== undefined).length) return false;
  for (const key of keys) {
    if (!Object.hasOwn(e, key)) return false;
    const equal = plainEqual(a[key], e[key]);
    if (equal !== true) return equal;
  }
  return true;
}

function isPlain(value: object): boolean {
  if (Object.getOwnPropertySymbols(value).length > 0) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return Array.isArray(value) ? prototype === Array.prototype : prototype === Object.prototype || prototype === null;
}

/** `expect(actual).toEqual(expected)` for a loop over many cases: `expect` runs only when the two differ. */
export function expectEqual(actual: unknown, expected: unknown): void {
  if (plainEqual(actual, expected) !== true) expect(actual).toEqual(expected);
}

/** `expect(actual).toBe(expected)` for a loop over many cases: `expect` runs only when the two differ. */
export function expectSame(actual: unknown, expected: unknown): void {
  if (!Object.is(actual, expected)) expect(actual).toBe(expected);
}
