import { PAGE_PRELOADS_TEMPLATE, PRERENDERED_ATTRIBUTE, holdInteractions } from './lib/prerendered';
import './styles/global.css';

/**
 * Resolves once the browser has shown the page's first content, or at the latest after `limit` ms (a browser without
 * paint timing); at once in a hidden tab, which paints nothing until it is shown.
 */
function firstContentfulPaint(limit: number): Promise<void> {
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

// A page rendered at build (docs/decisions/026) shows its content before any of the app's code is fetched: the
// bandwidth of a slow connection goes to the page's HTML and styles first. Once it has painted, the app's code and
// the page's own code and texts (named by the server in an inert <template>) are fetched together, and the app
// hydrates the page; a click or submit on a part not yet hydrated is held and replayed once it is. A page drawn by the
// browser alone starts at once.
if (document.getElementById('root')?.hasAttribute(PRERENDERED_ATTRIBUTE)) {
  holdInteractions();
  await firstContentfulPaint(2000);
}
const preloads = document.getElementById(PAGE_PRELOADS_TEMPLATE);
if (preloads instanceof HTMLTemplateElement) document.head.append(preloads.content.cloneNode(true));
await import('./start');
