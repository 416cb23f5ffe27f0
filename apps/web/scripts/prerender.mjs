// The last step of the web app's build (docs/decisions/022-prerendered-pages.md): renders every public page
// (src/app/public-pages.ts) and the not-found page in English, Dutch and Spanish with the SSR build of
// src/entry-server.tsx, into dist/index.html's frame, and writes
//   dist/.pages/{en,nl,es}/<path>.html   one document per page and language (index.html for /, 404.html)
//   dist/.pages/pages.json               what the API reads: the pages with their files, the not-found file and
//                                        every path the router knows (anything else answers 404)
// The folder starts with a dot so that the static file server never serves it: the API picks the file per visitor.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'rolldown';

const webDir = fileURLToPath(new URL('..', import.meta.url));
const dist = path.join(webDir, 'dist');
const out = path.join(dist, '.pages');
const server = await import(pathToFileURL(path.join(webDir, 'dist-ssr/entry-server.js')).href);

const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
if (!template.includes('<div id="root"></div>')) throw new Error('dist/index.html has no empty <div id="root">');

// The page's only script: src/bootstrap.ts, bundled and written inline in place of the entry's <script src> and its
// modulepreloads (docs/decisions/029), so that nothing is fetched for the app before the first paint. Its SHA-256
// goes into pages.json: the server allows that script, and no other inline one, in its Content-Security-Policy.
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
const entry = template.match(ENTRY_SCRIPT)?.[1];
if (!entry) throw new Error('dist/index.html has no entry <script type="module" crossorigin src>');
const modules = [entry, ...[...template.matchAll(MODULE_PRELOAD)].map((match) => match[1])];
const bundled = await build({
  input: path.join(webDir, 'src/bootstrap.ts'),
  write: false,
  output: { format: 'esm', minify: true },
});
if (bundled.output.length !== 1)
  throw new Error('src/bootstrap.ts must bundle into one file, with no chunk of its own');
const bootstrap = bundled.output[0].code.trim().replace('__APP_MODULES__', JSON.stringify(modules));
if (bootstrap.includes('__APP_MODULES__') || /<\/script/i.test(bootstrap))
  throw new Error('src/bootstrap.ts did not bundle into an inline script');
const scriptHash = `'sha256-${createHash('sha256').update(bootstrap).digest('base64')}'`;
const frame = template
  .replace(MODULE_PRELOAD, '')
  .replace(ENTRY_SCRIPT, () => `<script type="module">${bootstrap}</script>`);

/** dist/index.html with the language, the page's head tags (its own <title> replaces the frame's) and its markup. */
function documentOf(language, { head, body }) {
  return frame
    .replace(/<html lang="[^"]*">/, `<html lang="${language}">`)
    .replace(/\s*<title>[^<]*<\/title>/, '')
    .replace(/\n?\s*<\/head>/, `\n    ${head}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root" data-prerendered>${body}</div>`);
}

rmSync(out, { recursive: true, force: true });
const started = Date.now();
let count = 0;
for (const language of server.SUPPORTED_LANGUAGES) {
  const write = (file, page) => {
    const target = path.join(out, language, file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, documentOf(language, page));
    count += 1;
  };
  for (const page of server.PUBLIC_PAGES) write(page.file, await server.renderPage(page, language));
  write(server.NOT_FOUND_FILE, await server.renderNotFound(language));
}

const manifest = {
  origin: server.SITE_ORIGIN,
  languages: server.SUPPORTED_LANGUAGES,
  pages: server.PUBLIC_PAGES.map(({ path: pagePath, file }) => ({ path: pagePath, file })),
  notFound: server.NOT_FOUND_FILE,
  knownPaths: server.KNOWN_PATHS,
  scriptHashes: [scriptHash],
};
writeFileSync(path.join(out, 'pages.json'), `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`prerender: ${count} documents in ${((Date.now() - started) / 1000).toFixed(1)} s (dist/.pages)`);
