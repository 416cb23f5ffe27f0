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

const parts: Array<() => Tracked<unknown>> = [];
let waiting: { count: number; all: Tracked<unknown> } | undefined;

/** A deferred part on the page: whether the visitor is near it (or it waits for nothing), and whether it is drawn. */
interface PartOnPage {
  near: boolean;
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
 * (the app's ready mark does not wait for a part whose code is slow to come). With `nearOnly`, a part that waits for
 * the visitor to come near it does not count until they do.
 */
export function partsHydrated({ limit, nearOnly = false }: { limit?: number; nearOnly?: boolean } = {}): Promise<void> {
  return new Promise((resolve) => {
    const timer = limit === undefined ? undefined : setTimeout(done, limit);
    function check() {
      if (![...onPage].some((part) => !part.drawn && (part.near || !nearOnly))) done();
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

/** How far below (and above) the screen a part starts to hydrate: one screen's height. */
const NEAR_MARGIN = '100% 0px';
/** What a visitor does to a part that makes it hydrate at once, wherever it is. */
const INTERACTIONS = ['pointerdown', 'focusin', 'keydown', 'click', 'input', 'change', 'submit'] as const;

/** A part's wait for the visitor: fulfilled once they come near it or act on it, or once it is opened. */
interface Gate {
  promise: Tracked<void>;
  open: () => void;
}

/**
 * Fulfilled once the server's HTML at `selector` comes within a screen of the viewport, or the visitor acts on it.
 * The listeners are on the window, ahead of React's own on the root: the promise is fulfilled (its `status` too, as
 * `use()` reads it) before React handles the same event, so React hydrates the part at once for it (its selective
 * hydration) and the tap or key is not lost. No such HTML on the page: no wait.
 */
function nearOrUsed(selector: string): Gate | undefined {
  const element = document.querySelector(selector);
  if (!element) return undefined;
  let resolve!: () => void;
  const promise = tracked(new Promise<void>((done) => (resolve = done)));
  const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && open(), {
    rootMargin: NEAR_MARGIN,
  });
  const onEvent = (event: Event) => event.target instanceof Node && element.contains(event.target) && open();
  function open() {
    if (promise.status !== 'pending') return;
    observer.disconnect();
    for (const type of INTERACTIONS) window.removeEventListener(type, onEvent, true);
    Object.assign(promise, { status: 'fulfilled', value: undefined });
    resolve();
  }
  observer.observe(element);
  for (const type of INTERACTIONS) window.addEventListener(type, onEvent, true);
  return { promise, open };
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
  function Part({ part, props }: { part: PartOnPage & { gate: Gate | undefined; renders: number }; props: Props }) {
    // Rendered again before the visitor came near: an update reaches the part (a new page, language or context), and
    // React must hydrate the part before it can apply it. It stops waiting then, or the update would wait for the
    // visitor too.
    if (part.renders++ > 0) part.gate?.open();
    if (part.gate) use(part.gate.promise);
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
    const [part] = useState(() => {
      const hydrating = typeof document !== 'undefined' && !isPageHydrated();
      const gate = hydrating && near ? nearOrUsed(near) : undefined;
      return {
        gate,
        renders: 0,
        near: !gate,
        drawn: false,
        hydration: hydrating ? { hydrating: true } : undefined,
      };
    });
    useLayoutEffect(() => {
      onPage.add(part);
      void part.gate?.promise.then(() => {
        part.near = true;
        changed();
      });
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
