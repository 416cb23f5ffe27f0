import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.js';

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/app-1.css">
  </head>
  <body><div id="root"></div></body>
</html>
`;

const texts = (namespace: string) =>
  Object.fromEntries(
    ['en', 'nl', 'es'].map((language) => [
      language,
      [`assets/common-${language}.js`, `assets/${namespace}-${language}.js`],
    ]),
  );

const PRELOADS = {
  pages: [
    {
      path: '/login',
      scripts: ['assets/schemas-1.js', 'assets/login-1.js'],
      styles: ['assets/login-1.css'],
      texts: texts('account'),
    },
    {
      path: '/admin/customers/:id',
      scripts: ['assets/admin-layout-1.js', 'assets/customer-detail-1.js'],
      styles: ['assets/not-built-1.css'],
      texts: texts('admin'),
    },
    { path: '*', scripts: [], styles: [], texts: texts('common') },
  ],
};

describe('the HTML of a page', async () => {
  const webDist = mkdtempSync(path.join(tmpdir(), 'telecom-pages-'));
  mkdirSync(path.join(webDist, '.vite'), { recursive: true });
  writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(webDist, '.vite/page-preloads.json'), JSON.stringify(PRELOADS));
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'assets/app-1.css'), 'body{margin:0}\n');
  writeFileSync(path.join(webDist, 'assets/login-1.css'), '.login{color:#123}\n');
  afterAll(() => rmSync(webDist, { recursive: true, force: true }));
  const { app } = await createTestApp({ webDist });
  const page = (url: string) => request(app).get(url).set('Accept', 'text/html');
  const links = (html: string) =>
    [...html.matchAll(/<link rel="(\w+)" crossorigin href="([^"]+)">/g)].map(([, rel, href]) => `${rel} ${href}`);

  it("names the page's styles, code and texts in the browser's language", async () => {
    const res = await page('/login').set('Accept-Language', 'nl-NL,nl;q=0.9,en;q=0.8');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toMatch(/Accept-Language/);
    expect(res.headers.vary).toMatch(/Cookie/);
    expect(res.text).toContain('<html lang="nl">');
    // The styles are in the document itself: its first paint waits for no other file.
    expect(res.text).toContain(
      '<style data-href="/assets/app-1.css">body{margin:0}</style><link rel="stylesheet" type="text/x-inlined" href="/assets/app-1.css" disabled>',
    );
    expect(res.text).toContain(
      '<style data-href="/assets/login-1.css">.login{color:#123}</style><link rel="stylesheet" type="text/x-inlined" href="/assets/login-1.css" disabled>',
    );
    expect(res.text.indexOf('/assets/app-1.css')).toBeLessThan(res.text.indexOf('/assets/login-1.css'));
    expect(links(res.text)).toEqual([
      'modulepreload /assets/schemas-1.js',
      'modulepreload /assets/login-1.js',
      'modulepreload /assets/common-nl.js',
      'modulepreload /assets/account-nl.js',
    ]);
    // The code and texts wait, inert, for the app to start (after a prerendered page's first paint).
    expect(res.text).toMatch(
      /<template id="page-preloads">(<link rel="modulepreload" crossorigin href="[^"]+">){4}<\/template>/,
    );
    expect(res.text).toMatch(/<\/head>\s*<body>/);
  });

  it('takes ?lang= first, then the language cookie, then the browser', async () => {
    const cookie = await page('/login').set('Cookie', 'language=es').set('Accept-Language', 'nl');
    expect(cookie.text).toContain('<html lang="es">');
    expect(links(cookie.text)).toContain('modulepreload /assets/account-es.js');
    const query = await page('/login?lang=en').set('Cookie', 'language=es');
    expect(query.text).toContain('<html lang="en">');
    expect(links(query.text)).toContain('modulepreload /assets/account-en.js');
    const unknown = await page('/login').set('Cookie', 'language=fr').set('Accept-Language', 'de-DE');
    expect(unknown.text).toContain('<html lang="en">');
  });

  it('matches pages with parameters and a trailing slash', async () => {
    const res = await page('/admin/customers/12/');
    expect(links(res.text)).toEqual([
      // A stylesheet the build does not hold stays a link (the browser then reports it missing).
      'stylesheet /assets/not-built-1.css',
      'modulepreload /assets/admin-layout-1.js',
      'modulepreload /assets/customer-detail-1.js',
      'modulepreload /assets/common-en.js',
      'modulepreload /assets/admin-en.js',
    ]);
  });

  it('names nothing extra for an unknown path, which the app answers with its not-found page', async () => {
    const res = await page('/no-such-page');
    expect(res.status).toBe(200);
    expect(links(res.text)).toEqual([]);
    expect(res.text).toContain('<div id="root">');
  });

  it('answers a revalidation with 304 while the page is the same, per language', async () => {
    const first = await page('/login').set('Accept-Language', 'nl');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await page('/login').set('Accept-Language', 'nl').set('If-None-Match', etag);
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    const otherLanguage = await page('/login').set('Accept-Language', 'es').set('If-None-Match', etag);
    expect(otherLanguage.status).toBe(200);
    expect(otherLanguage.text).toContain('<html lang="es">');
  });

  it('does not serve the preload list itself', async () => {
    const res = await request(app).get('/.vite/page-preloads.json').set('Accept', 'application/json');
    expect(res.status).toBe(404);
  });
});
