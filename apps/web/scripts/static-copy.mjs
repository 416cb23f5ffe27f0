// The yardstick of `npm run perf` (issue 24, docs/decisions/023): a static copy of a page, the HTML that Chromium
// shows once the page has rendered, with every script and modulepreload taken out, served beside the real server so
// that Lighthouse measures what the page would score if it were plain HTML and CSS. The copy keeps the page's
// stylesheets, images, media and structured data (JSON-LD is data, not code) and the real page's response headers;
// every other request goes to the real server.
import { createServer, request as httpRequest } from 'node:http';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

/** The rendered HTML of `url`: loaded in Chromium until the network is quiet and `ready` (a selector) shows. */
export async function renderedHtml(url, { executablePath, ready = 'main h1' }) {
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-dev-shm-usage'] });
  try {
    const page = await browser.newPage({ locale: 'en-US' });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.locator(ready).first().waitFor();
    return await page.content();
  } finally {
    await browser.close();
  }
}

/** `html` without anything that runs: scripts (JSON-LD data stays) and modulepreload links. */
export function withoutScripts(html) {
  return html
    .replace(/<script\b([^>]*)>[\s\S]*?<\/script>/gi, (tag, attributes) =>
      /\btype="application\/ld\+json"/i.test(attributes) ? tag : '',
    )
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, '');
}

/** Response headers that describe one particular body, not the page. */
const BODY_HEADERS = new Set(['content-length', 'content-encoding', 'etag', 'last-modified', 'transfer-encoding']);
const HOP_HEADERS = new Set(['connection', 'keep-alive', 'date']);

/**
 * A server on 127.0.0.1:`port` that answers GET / with `html` (gzipped when the browser takes it, as the real server
 * compresses its pages) under the real page's headers, and passes every other request on to `upstream`.
 */
export async function serveStaticCopy({ html, upstream, port }) {
  const real = await fetch(`${upstream}/`, { headers: { Accept: 'text/html' } });
  await real.arrayBuffer();
  const headers = Object.fromEntries(
    [...real.headers].filter(([name]) => !BODY_HEADERS.has(name) && !HOP_HEADERS.has(name)),
  );
  const plain = Buffer.from(html);
  const gzipped = gzipSync(plain);
  const upstreamUrl = new URL(upstream);

  const server = createServer((req, res) => {
    if (req.url === '/' && (req.method === 'GET' || req.method === 'HEAD')) {
      const gzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
      const body = gzip ? gzipped : plain;
      res.writeHead(200, {
        ...headers,
        'content-type': 'text/html; charset=utf-8',
        'content-length': body.length,
        ...(gzip ? { 'content-encoding': 'gzip' } : {}),
      });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    const forward = httpRequest(
      {
        hostname: upstreamUrl.hostname,
        port: upstreamUrl.port,
        path: req.url,
        method: req.method,
        headers: { ...req.headers, host: upstreamUrl.host },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(forward);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
