import type { FulfilledReactPromise, PendingReactPromise, RejectedReactPromise } from 'react';

/**
 * A promise that says how it ended, the way React's `use()` reads it (`status`, then `value` or `reason`): once
 * settled, `use()` returns its value in the same render instead of suspending. React adds these fields itself to a
 * promise it meets for the first time, but only then; a promise loaded ahead of the first render (the first page's
 * code before hydrating, docs/decisions/031) must carry them already, or hydrating it would suspend.
 */
export type Tracked<T> = Promise<T> & (PendingReactPromise<T> | FulfilledReactPromise<T> | RejectedReactPromise<T>);

export function tracked<T>(promise: Promise<T>): Tracked<T> {
  const result = Object.assign(promise, { status: 'pending' as const }) as Tracked<T>;
  promise.then(
    (value) => Object.assign(result, { status: 'fulfilled', value }),
    (reason: unknown) => Object.assign(result, { status: 'rejected', reason }),
  );
  return result;
}

/** A promise already fulfilled with `value`, as use() reads it at once. */
export function fulfilled<T>(value: T): Tracked<T> {
  return Object.assign(Promise.resolve(value), { status: 'fulfilled' as const, value });
}
