import {
  PAGE_PRELOADS_TEMPLATE,
  PRERENDERED_ATTRIBUTE,
  firstContentfulPaint,
  holdInteractions,
  nextTask,
} from './lib/prerendered';
import './styles/global.css';

// A page rendered at build (docs/decisions/026) shows its content before any of the app's code is fetched: the
// bandwidth of a slow connection goes to the page's HTML and styles first. Once it has painted, the app's code and
// the page's own code and texts (named by the server in an inert <template>) are fetched together, and the app
// hydrates the page; a click or submit on a part not yet hydrated is held and replayed once it is. A page drawn by the
// browser alone starts at once. On a prerendered page the server sent, the page's inline start (src/bootstrap.ts) has
// done the holding and the waiting before this runs (docs/decisions/029).
if (document.getElementById('root')?.hasAttribute(PRERENDERED_ATTRIBUTE)) {
  holdInteractions();
  await firstContentfulPaint();
}

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
