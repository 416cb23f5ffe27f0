// The wait of a deferred part for the visitor (./deferred.tsx, docs/decisions/077): its own small file, loaded with the
// parts' code, so that a page's start carries none of it.

/** How far below (and above) the screen a part starts to hydrate: one screen's height. */
const NEAR_MARGIN = '100% 0px';
/** What a visitor does to a part that makes it hydrate at once, wherever it is. */
const INTERACTIONS = ['pointerdown', 'focusin', 'keydown', 'click', 'input', 'change', 'submit'] as const;

/**
 * Calls `open` once the server's HTML at `selector` comes within a screen of the viewport, or the visitor acts on it;
 * at once when the page has no such HTML. Stops watching once `opened` is fulfilled (by this or otherwise). The
 * listeners are on the window, ahead of React's own on the root: `open` marks the part's wait fulfilled before React
 * handles the same event, so React hydrates the part at once for it (its selective hydration) and the tap or key is
 * not lost.
 */
export function whenNear(selector: string, open: () => void, opened: Promise<void>): void {
  const element = document.querySelector(selector);
  if (!element) return open();
  const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && open(), {
    rootMargin: NEAR_MARGIN,
  });
  const onEvent = (event: Event) => event.target instanceof Node && element.contains(event.target) && open();
  observer.observe(element);
  for (const type of INTERACTIONS) window.addEventListener(type, onEvent, true);
  void opened.then(() => {
    observer.disconnect();
    for (const type of INTERACTIONS) window.removeEventListener(type, onEvent, true);
  });
}
