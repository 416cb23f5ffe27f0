// The inline start of a prerendered page (docs/decisions/029): scripts/prerender.mjs bundles this file and writes it
// into each page's HTML as its only script, in place of the entry's <script src> and modulepreloads. It holds clicks
// and submits from the start, and asks for the app's code only once the page has painted, so that no script is
// fetched before the first paint. Whatever it imports is written into every page: only lib/prerendered.ts.
import { PRERENDERED_ATTRIBUTE, firstContentfulPaint, holdInteractions } from './lib/prerendered';

/** The built entry, then the modules it imports first: put in by scripts/prerender.mjs. */
declare const __APP_MODULES__: string[];

if (document.getElementById('root')?.hasAttribute(PRERENDERED_ATTRIBUTE)) {
  holdInteractions();
  await firstContentfulPaint();
}
const [entry, ...imports] = __APP_MODULES__;
for (const href of imports) {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = href;
  document.head.append(link);
}
await import(/* @vite-ignore */ entry!);
