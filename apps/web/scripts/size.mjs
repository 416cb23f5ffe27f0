// The JavaScript that `/` loads, gzipped, from the production build (issue 5: at most 170 kB). Reads
// dist/index.html for the entry and its modulepreloads, follows the Vite manifest for their static imports, and
// adds the home route's chunk with its static imports. Exits 1 over the budget.
//
//   npm run build && npm run size
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 170;
const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');

const files = new Set();
for (const match of html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="\/?([^"]+\.js)"/g))
  files.add(match[1]);

const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));
const visited = new Set();
/** Adds a chunk and, recursively, the chunks it imports statically (dynamic imports load later). */
function addWithImports(chunk) {
  if (!chunk || visited.has(chunk.file)) return;
  visited.add(chunk.file);
  files.add(chunk.file);
  for (const key of chunk.imports ?? []) addWithImports(manifest[key]);
}
addWithImports(Object.values(manifest).find((chunk) => chunk.isEntry));
for (const file of [...files]) addWithImports(byFile.get(file));
// The home route is lazy but always loaded on `/`.
const home = Object.entries(manifest).find(([key]) => key.endsWith('src/app/routes/home.tsx'))?.[1];
if (!home) throw new Error('The home route chunk is missing from the manifest');
addWithImports(home);

let total = 0;
const rows = [...files].sort().map((file) => {
  const size = gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
  total += size;
  return `${(size / 1024).toFixed(1).padStart(7)} kB  ${file}`;
});
console.log(rows.join('\n'));
console.log(`${(total / 1024).toFixed(1).padStart(7)} kB  JavaScript loaded by / (gzipped; budget ${BUDGET_KB} kB)`);
if (total > BUDGET_KB * 1024) {
  console.error(`Over budget by ${((total - BUDGET_KB * 1024) / 1024).toFixed(1)} kB`);
  process.exit(1);
}
