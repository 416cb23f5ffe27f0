// A prerendered page before the app has taken it over (docs/decisions/026): what the page's HTML says about itself,
// and the visitor's clicks and submits held until the app handles them. Read by src/main.tsx before the app has
// loaded: no imports here.

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

/** A control that only the app makes work: a button (a submit button too) or a form sent with Enter. */
const APP_CONTROL = 'button, input[type="submit"], input[type="image"], [role="button"]';
/** How long a held interaction waits for the app to take its element over before it is dropped. */
const HOLD_LIMIT_MS = 15_000;
const RETRY_MS = 25;
/** How long a prerendered page waits for its first paint before it asks for the app's code all the same. */
const PAINT_WAIT_LIMIT_MS = 2000;

/**
 * Whether React has taken this element over (hydrated it): it then carries React's props. Until then, the app's
 * handlers are not attached to it, whatever the rest of the page has done: a part of the page can hydrate later
 * than the whole (a lazy component under a Suspense boundary).
 */
const isHydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'));

/** Runs `interaction` once `element` is the app's, in order after those held before it; drops it after the limit. */
let queue: Promise<void> = Promise.resolve();
function replayWhenHydrated(element: Element, interaction: () => void) {
  const until = Date.now() + HOLD_LIMIT_MS;
  queue = queue.then(
    () =>
      new Promise<void>((resolve) => {
        const attempt = () => {
          if (isHydrated(element)) {
            interaction();
            resolve();
          } else if (!element.isConnected || Date.now() > until) resolve();
          else setTimeout(attempt, RETRY_MS);
        };
        attempt();
      }),
  );
}

function hold(event: Event) {
  if (!(event.target instanceof Element) || !event.isTrusted) return;
  if (event.type === 'submit' && event.target instanceof HTMLFormElement) {
    const form = event.target;
    if (isHydrated(form)) return;
    // Never the browser's own submission (a GET with the fields, a password among them, in the address).
    const submitter = (event as SubmitEvent).submitter;
    event.preventDefault();
    replayWhenHydrated(form, () => form.requestSubmit(submitter instanceof HTMLElement ? submitter : null));
    return;
  }
  const control = event.target.closest(APP_CONTROL);
  if (!(control instanceof HTMLElement) || isHydrated(control)) return; // links navigate as links do
  event.preventDefault();
  event.stopPropagation();
  replayWhenHydrated(control, () => control.click());
}

/**
 * From now on, a click on a button or a form submission on a part of the server's HTML that the app has not taken
 * over yet is held rather than lost (or sent by the browser itself), and done, in order, once the app has that part.
 * Interactions with the app's own elements pass as they are.
 */
export function holdInteractions() {
  if (document.documentElement.hasAttribute(HOLDING_ATTRIBUTE)) return;
  document.addEventListener('click', hold, true);
  document.addEventListener('submit', hold, true);
  document.documentElement.setAttribute(HOLDING_ATTRIBUTE, '');
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
