// The JavaScript that `/` needs before it is interactive, gzipped, from the production build (issue 5: at most
// 170 kB; issue 24: at most 150 kB, docs/decisions/023; 151 kB since decision 027 traded 0.3 kB of compile hints and
// a euro formatter for a start without long tasks; 141 kB since decision 030 left TanStack Query to the pages that
// run queries; 120 kB, issue 24's bar, since decision 031 moved to the declarative router and left the parts below the
// first screen to later; decision 078 left the signed-in pages' loaders to the first such page). That is every
// script the browser must run before the home page has rendered and answers input, and nothing it fetches later:
//   - the entry of dist/index.html and its modulepreloads (the bundler's runtime, the entry's own chunk),
//   - the app's start (src/start.tsx: React, the router, the shell), which the entry imports once a prerendered page
//     has painted (docs/decisions/026),
//   - the files the server names for / in the page's HTML (dist/.vite/page-preloads.json, read by
//     apps/api/src/http/page-html.ts): the home route's chunk and the common and home texts of the visitor's language,
//   - and, through the Vite manifest, every chunk those import statically.
// Dynamic imports (other pages, the signed-in user's menu, TanStack Query and the session's check with the pages that
// run queries, zod with the forms, other languages' texts) load later and
// are left out. The texts differ per language: the figure is the heaviest language's. Exits 1 over the budget.
//
//   npm run build && npm run size
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 120;
const PAGE = '/';
const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const { pages } = JSON.parse(readFileSync(path.join(dist, '.vite/page-preloads.json'), 'utf8'));
const page = pages.find((candidate) => candidate.path === PAGE);
if (!page) throw new Error(`dist/.vite/page-preloads.json has no entry for ${PAGE}`);

const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));

/** The given files and, recursively, the chunks they import statically (dynamic imports load later). */
function withStaticImports(files) {
  const found = new Set();
  const add = (file) => {
    if (found.has(file)) return;
    found.add(file);
    for (const key of byFile.get(file)?.imports ?? []) add(manifest[key].file);
  };
  for (const file of files) add(file);
  return found;
}

const appFiles = [
  ...html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="\/?([^"]+\.js)"/g),
].map((match) => match[1]);
const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
if (!entry || !appFiles.includes(entry.file)) throw new Error('dist/index.html does not load the manifest entry');
const start = manifest['src/start.tsx'];
if (!start) throw new Error('The Vite manifest has no chunk for src/start.tsx');
appFiles.push(start.file);

const gzipped = new Map();
const sizeOf = (file) => {
  if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length);
  return gzipped.get(file);
};
const kB = (bytes) => `${(bytes / 1024).toFixed(1).padStart(7)} kB`;

const byLanguage = Object.entries(page.texts).map(([language, texts]) => {
  const files = withStaticImports([...appFiles, ...page.scripts, ...texts]);
  return { language, files, total: [...files].reduce((sum, file) => sum + sizeOf(file), 0) };
});
const heaviest = byLanguage.reduce((worst, row) => (row.total > worst.total ? row : worst));

console.log(
  [...heaviest.files]
    .sort()
    .map((file) => `${kB(sizeOf(file))}  ${file}`)
    .join('\n'),
);
console.log(`(texts in ${byLanguage.map((row) => `${row.language}: ${kB(row.total).trim()}`).join(', ')})`);
console.log(
  `${kB(heaviest.total)}  JavaScript ${PAGE} needs before interactive (gzipped, ${heaviest.language}; budget ${BUDGET_KB} kB)`,
);
if (heaviest.total > BUDGET_KB * 1024) {
  console.error(`Over budget by ${((heaviest.total - BUDGET_KB * 1024) / 1024).toFixed(1)} kB`);
  process.exit(1);
}
