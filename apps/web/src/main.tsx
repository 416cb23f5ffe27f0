import { PAGE_PRELOADS_TEMPLATE, nextTask } from './lib/prerendered';
import './styles/global.css';

// A page rendered at build (docs/decisions/026) shows its content before any of the app's code is fetched: the
// bandwidth of a slow connection goes to the page's HTML and styles first. Its only script, the inline start
// (src/bootstrap.ts, docs/decisions/029), holds clicks and submits, waits for the first paint and then imports this
// entry; the app's code and the page's own code and texts (named by the server in an inert <template>) are then
// fetched together, and the app hydrates the page, doing again what was held (docs/decisions/073). A page drawn by
// the browser alone (index.html, whose script is this entry) starts at once.

/**
 * How many of the page's links are added to the document in one task: each starts a fetch, which costs the main thread
 * a millisecond or more, and a page names up to twenty files (docs/decisions/032).
 */
const PRELOADS_PER_TASK = 4;
const preloads = document.getElementById(PAGE_PRELOADS_TEMPLATE);
const links = preloads instanceof HTMLTemplateElement ? [...preloads.content.children] : [];
for (let first = 0; first < links.length; first += PRELOADS_PER_TASK) {
  if (first > 0) await nextTask();
  document.head.append(...links.slice(first, first + PRELOADS_PER_TASK).map((link) => link.cloneNode()));
}
await import('./start');
