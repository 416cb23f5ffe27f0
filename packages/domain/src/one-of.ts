// One type guard for every fixed value list, so the same list serves types, selects and input checks.

/** True when `value` is one of `values` (strict equality: '3' is not 3). */
export function isOneOf<T extends string | number>(values: readonly T[], value: unknown): value is T {
  return (typeof value === 'string' || typeof value === 'number') && (values as readonly unknown[]).includes(value);
}
