// A prerendered page before the app has taken it over (docs/decisions/026): what the page's HTML says about itself,
// and the visitor's clicks and submits held until the app handles them (docs/decisions/073). Read by the page's inline
// start (src/bootstrap.ts) before the app has loaded: no imports here.

/** The attribute scripts/prerender.mjs sets on #root when the page's HTML was rendered at build. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/**
 * The <template> in which the server names the page's own code and texts (apps/api/src/http/page-html.ts): inert
 * until the app starts, which copies its <link rel="modulepreload">s into the document.
 */
export const PAGE_PRELOADS_TEMPLATE = 'page-preloads';

/** Set on <html> once the app has committed its first render (browser tests wait for it). */
export const APP_READY_ATTRIBUTE = 'data-app-ready';

/** Set on <html> once clicks and submits are held (the entry's first step on a prerendered page). */
export const HOLDING_ATTRIBUTE = 'data-app-holding';

/**
 * The event on document by which the app says it has the page (`detail`: whether it hydrated the server's HTML). The
 * page's inline start (src/bootstrap.ts) holds the interactions with its own copy of this module: it hears this, and
 * stops holding.
 */
const TAKEN_OVER_EVENT = 'app-taken-over';

/** A control that only the app makes work: a button (a submit button too) or a form sent with Enter. */
const APP_CONTROL = 'button, input[type="submit"], input[type="image"], [role="button"]';
/** How long a held interaction waits for the app to take the page over before it is dropped. */
const HOLD_LIMIT_MS = 15_000;
/** How long a prerendered page waits for its first paint before it asks for the app's code all the same. */
const PAINT_WAIT_LIMIT_MS = 2000;

/** The interactions held so far, in order, each with the time it was held. */
const held: Array<{ at: number; again: () => void }> = [];

/**
 * A submission done again that no handler of the app took (React could not hydrate its form): never the browser's
 * own (a GET with the fields, a password among them, in the address).
 */
function preventNativeSubmission(event: Event) {
  if (!event.defaultPrevented) event.preventDefault();
}

function hold(event: Event) {
  if (!(event.target instanceof Element) || !event.isTrusted) return;
  if (event.type === 'submit' && event.target instanceof HTMLFormElement) {
    const form = event.target;
    const submitter = (event as SubmitEvent).submitter;
    event.preventDefault();
    held.push({
      at: Date.now(),
      // A form no longer in the page is not sent (requestSubmit does nothing then).
      again: () => {
        document.addEventListener('submit', preventNativeSubmission);
        form.requestSubmit(submitter instanceof HTMLElement ? submitter : null);
        document.removeEventListener('submit', preventNativeSubmission);
      },
    });
    return;
  }
  const control = event.target.closest(APP_CONTROL);
  if (!(control instanceof HTMLElement)) return; // links navigate as links do
  event.preventDefault();
  event.stopPropagation();
  held.push({ at: Date.now(), again: () => control.click() });
}

/**
 * From now on, a click on a button or a form submission on the server's HTML is held rather than lost (or sent by the
 * browser itself) until the app has the page, and then done again, in order (`takeOver`). Links pass as they are.
 */
export function holdInteractions() {
  if (document.documentElement.hasAttribute(HOLDING_ATTRIBUTE)) return;
  document.addEventListener('click', hold, true);
  document.addEventListener('submit', hold, true);
  document.addEventListener(TAKEN_OVER_EVENT, doHeldAgain, { once: true });
  document.documentElement.setAttribute(HOLDING_ATTRIBUTE, '');
}

/** The app has the page: holding ends, and what was held is done again (or dropped: `takeOver`). */
function doHeldAgain(event: Event) {
  document.removeEventListener('click', hold, true);
  document.removeEventListener('submit', hold, true);
  const interactions = held.splice(0);
  if (!(event as CustomEvent<boolean>).detail) return;
  for (const { at, again } of interactions) if (Date.now() - at <= HOLD_LIMIT_MS) again();
}

/**
 * The app has the page (start.tsx): with `hydrated`, React is hydrating the server's HTML and the code of every part
 * is in, so React handles any click or submit from now on (a part not hydrated yet is hydrated at once for it, which
 * is React's own selective hydration), and the held ones are done again, in order, those of an element still in the
 * page and within the limit. Without, the app has drawn the page afresh and the held ones are dropped: their elements
 * are not the app's.
 */
export function takeOver(hydrated: boolean) {
  document.dispatchEvent(new CustomEvent(TAKEN_OVER_EVENT, { detail: hydrated }));
}

/**
 * Resolves once the browser has shown the page's first content, or at the latest after `limit` ms (a browser without
 * paint timing); at once in a hidden tab, which paints nothing until it is shown.
 */
export function firstContentfulPaint(limit = PAINT_WAIT_LIMIT_MS): Promise<void> {
  return new Promise((resolve) => {
    if (document.visibilityState !== 'visible') return resolve();
    setTimeout(resolve, limit);
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      resolve();
    }).observe({ type: 'paint', buffered: true });
  });
}

/** The app has committed its first render, the parts that hydrate later included (start.tsx). */
export function markAppReady() {
  document.documentElement.setAttribute(APP_READY_ATTRIBUTE, '');
}

/**
 * Ends the current task: what follows runs in a task of its own, after the browser has had the chance to handle input
 * and paint (`scheduler.yield()` where the browser has it, which resumes ahead of other queued tasks). The app's start
 * is cut into such pieces, each short enough on a slow phone not to hold up a tap (docs/decisions/027).
 */
export function nextTask(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}
