// Parts of a page that need not hydrate with it (docs/decisions/031): a prerendered page's footer and the home page's
// grid and slideshow are below the first screen. Their code is its own file, fetched once the page has started, and
// React leaves their server-rendered HTML in place until it comes (a Suspense boundary that hydrates later), so the
// page's first hydration neither waits for nor runs it. A page drawn in the browser (a navigation, a page that is not
// prerendered) waits for them instead: it comes whole, as every page does (app/router.tsx).
import { createElement, Suspense, use, useLayoutEffect, type ComponentType } from 'react';
import { tracked, type Tracked } from '../../lib/tracked';

const parts: Array<() => Tracked<unknown>> = [];
let waiting: { count: number; all: Tracked<unknown> } | undefined;
/** Deferred parts on the page whose own content is not drawn or hydrated yet. */
let partsWaiting = 0;
/** Called once no part is waiting any longer (each at most once). */
const noneWaiting = new Set<() => void>();

const countWaiting = (change: number) => {
  partsWaiting += change;
  if (partsWaiting > 0) return;
  for (const done of noneWaiting) done();
  noneWaiting.clear();
};

/**
 * Resolves once no deferred part on the page is waiting to be drawn or hydrated, or after `limit` ms if one is given
 * (the app's ready mark does not wait for a part whose code is slow to come; the page counts as hydrated only then).
 */
export function partsHydrated(limit?: number): Promise<void> {
  if (partsWaiting <= 0) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = limit === undefined ? undefined : setTimeout(done, limit);
    function done() {
      clearTimeout(timer);
      noneWaiting.delete(done);
      resolve();
    }
    noneWaiting.add(done);
  });
}

/** Every deferred part's code known so far, loaded (a page's parts are known once its module has loaded). */
export function deferredParts(): Tracked<unknown> {
  if (waiting?.count !== parts.length)
    waiting = { count: parts.length, all: tracked(Promise.allSettled(parts.map((start) => start()))) };
  return waiting.all;
}

/** A component whose code loads apart from the page's (a dynamic import of its module and the export to show). */
export function deferred<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  let loading: Tracked<ComponentType<Props>> | undefined;
  const start = () => (loading ??= tracked(load()));
  parts.push(start);
  function Part(props: Props) {
    const Component = use(start());
    useLayoutEffect(() => {
      countWaiting(-1);
      return () => countWaiting(1);
    }, []);
    return createElement(Component, props);
  }
  return function Deferred(props: Props) {
    useLayoutEffect(() => {
      countWaiting(1);
      return () => countWaiting(-1);
    }, []);
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  };
}
