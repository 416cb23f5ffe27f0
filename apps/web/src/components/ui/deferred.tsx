// Parts of a page that need not hydrate with it (docs/decisions/031, 077): a prerendered page's footer and the home
// page's grid and slideshow are below the first screen. Their code is its own file, fetched once the page has started,
// and React leaves their server-rendered HTML in place until it comes (a Suspense boundary that hydrates later), so the
// page's first hydration neither waits for nor runs it. A part named with `near` waits longer: it hydrates only once
// the visitor comes within a screen of it, or acts on it (a tap, a focus, a key), so that a visitor who reads the first
// screens spends no time on what lies far below. A page drawn in the browser (a navigation, a page that is not
// prerendered) waits for its parts instead: it comes whole, as every page does (app/router.tsx).
import { createElement, memo, Suspense, use, useLayoutEffect, useState, type ComponentType } from 'react';
import { tracked, type Tracked } from '../../lib/tracked';
import { PartHydration, isPageHydrated } from '../../lib/use-hydrated';
import type { whenNear } from './near';

const parts: Array<() => Tracked<unknown>> = [];
let waiting: { count: number; all: Tracked<unknown> } | undefined;

/**
 * The code that watches for the visitor (./near.ts): one of the parts' code once a part waits for them, so that the
 * start replays clicks held on the server's HTML (lib/prerendered.ts) only after it listens.
 */
let nearCode: Tracked<{ whenNear: typeof whenNear }> | undefined;
const loadNear = () => (nearCode ??= tracked(import('./near')));

/** A deferred part on the page. */
interface PartOnPage {
  /** Fulfilled once the part need wait no longer for the visitor (docs/decisions/077); none if it never waits. */
  wait: Tracked<void> | undefined;
  /** Ends the wait (its promise's `status` at once, as `use()` reads it). */
  open: () => void;
  renders: number;
  drawn: boolean;
  hydration: { hydrating: boolean } | undefined;
}
const onPage = new Set<PartOnPage>();
/** Checks of those waiting for the parts (`partsHydrated`), run on every change. */
const watchers = new Set<() => void>();
const changed = () => {
  for (const check of [...watchers]) check();
};

/**
 * Resolves once no deferred part on the page is waiting to be drawn or hydrated, or after `limit` ms if one is given
 * (the app's ready mark does not wait for a part whose code is slow to come). A part that waits for the visitor to
 * come near it does not count until they do.
 */
export function partsHydrated(limit?: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = limit === undefined ? undefined : setTimeout(done, limit);
    function check() {
      if (![...onPage].some((part) => !part.drawn && part.wait?.status !== 'pending')) done();
    }
    function done() {
      clearTimeout(timer);
      watchers.delete(check);
      resolve();
    }
    watchers.add(check);
    check();
  });
}

/** Every deferred part's code known so far, loaded (a page's parts are known once its module has loaded). */
export function deferredParts(): Tracked<unknown> {
  if (waiting?.count !== parts.length)
    waiting = { count: parts.length, all: tracked(Promise.allSettled(parts.map((start) => start()))) };
  return waiting.all;
}

interface DeferredOptions {
  /**
   * A selector of the part's outermost element: while the first page hydrates, the part waits until the visitor comes
   * near that element of the server's HTML, or acts on it (docs/decisions/077).
   */
  near?: string;
}

/** A component whose code loads apart from the page's (a dynamic import of its module and the export to show). */
export function deferred<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  { near }: DeferredOptions = {},
): ComponentType<Props> {
  let loading: Tracked<ComponentType<Props>> | undefined;
  const start = () => (loading ??= tracked(load()));
  parts.push(start);
  if (near && !parts.includes(loadNear)) parts.push(loadNear);
  function Part({ part, props }: { part: PartOnPage; props: Props }) {
    // Rendered again before the visitor came near: an update reaches the part (a new page, language or context), and
    // React must hydrate the part before it can apply it. It stops waiting then, or the update would wait for the
    // visitor too.
    if (part.renders++ > 0) part.open();
    if (part.wait) use(part.wait);
    const Component = use(start());
    useLayoutEffect(() => {
      part.drawn = true;
      if (part.hydration) part.hydration.hydrating = false;
      changed();
      return () => {
        part.drawn = false;
      };
    }, [part]);
    const drawn = createElement(Component, props);
    return part.hydration ? createElement(PartHydration, { value: part.hydration }, drawn) : drawn;
  }
  // A parent drawn again with the same props does not reach the part (which React would have to hydrate first).
  return memo(function Deferred(props: Props) {
    // Made once, in the first render: in the browser until the page has hydrated, a part is the server's HTML to
    // hydrate, and may wait for the visitor to come near.
    const [part] = useState((): PartOnPage => {
      const hydrating = typeof document !== 'undefined' && !isPageHydrated();
      let resolve = () => {};
      const wait = hydrating && near ? tracked(new Promise<void>((done) => (resolve = done))) : undefined;
      const part: PartOnPage = {
        wait,
        open() {
          if (wait?.status !== 'pending') return;
          Object.assign(wait, { status: 'fulfilled', value: undefined });
          resolve();
          changed();
        },
        renders: 0,
        drawn: false,
        hydration: hydrating ? { hydrating: true } : undefined,
      };
      // The code that watches is in by the time held clicks are replayed (it is one of the parts'); should it fail to
      // load, the part hydrates at once.
      if (wait && near) void loadNear().then((code) => code.whenNear(near, part.open, wait), part.open);
      return part;
    });
    useLayoutEffect(() => {
      onPage.add(part);
      return () => {
        onPage.delete(part);
        changed();
      };
    }, [part]);
    return (
      <Suspense fallback={null}>
        <Part part={part} props={props} />
      </Suspense>
    );
  });
}
