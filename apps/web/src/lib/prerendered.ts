// A prerendered page before the app has taken it over (docs/decisions/026): what the page's HTML says about itself,
// and the visitor's clicks and submits held until the app can handle them. Read by src/main.tsx before the app has
// loaded: no imports here.

/** The attribute scripts/prerender.mjs sets on #root when the page's HTML was rendered at build. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/**
 * The <template> in which the server names the page's own code and texts (apps/api/src/http/page-html.ts): inert
 * until the app starts, which copies its <link rel="modulepreload">s into the document.
 */
export const PAGE_PRELOADS_TEMPLATE = 'page-preloads';

/** Set on <html> once the app has drawn or taken over the page (browser tests wait for it). */
export const APP_READY_ATTRIBUTE = 'data-app-ready';

/** A control that only the app makes work: a button (a submit button too) or a form sent with Enter. */
const APP_CONTROL = 'button, input[type="submit"], input[type="image"], [role="button"]';

let held: (() => void)[] | null = null;

function hold(event: Event) {
  if (!(event.target instanceof Element)) return;
  if (event.type === 'submit' && event.target instanceof HTMLFormElement) {
    // Never the browser's own submission (a GET with the fields, a password among them, in the address).
    const form = event.target;
    const submitter = (event as SubmitEvent).submitter;
    event.preventDefault();
    held?.push(() => form.requestSubmit(submitter instanceof HTMLElement ? submitter : null));
    return;
  }
  const control = event.target.closest(APP_CONTROL);
  if (!(control instanceof HTMLElement)) return; // links navigate as links do
  event.preventDefault();
  event.stopPropagation();
  held?.push(() => control.click());
}

/**
 * Until `releaseInteractions`, clicks on buttons and form submissions on the server's HTML are held rather than lost
 * (or sent by the browser itself), and replayed, in order, once the app handles them.
 */
export function holdInteractions() {
  if (held) return;
  held = [];
  document.addEventListener('click', hold, true);
  document.addEventListener('submit', hold, true);
}

/** The app has committed its first render: held interactions are replayed, and the page is marked ready. */
export function releaseInteractions() {
  document.documentElement.setAttribute(APP_READY_ATTRIBUTE, '');
  if (!held) return;
  const replay = held;
  held = null;
  document.removeEventListener('click', hold, true);
  document.removeEventListener('submit', hold, true);
  for (const interaction of replay) interaction();
}
