import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import express, { type RequestHandler, type Router } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { DEFAULT_COMPANY_SETTINGS, publicCompanyDetails, type PublicCompanyDetails } from '@telecom/domain';
import { AppError } from '../errors/app-error.js';
import { createPageHtml, readPrerenderedPages } from './page-html.js';
import { robotsTxt, sitemapXml } from './sitemap.js';

/** Where Vite writes the built web app, seen from this file (src/ in development, dist/ when built). */
export const DEFAULT_WEB_DIST = path.resolve(import.meta.dirname, '../../../web/dist');

const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';

/**
 * Refuses what no file or page answers before serve-static reads the path: a path that is not valid percent-encoding
 * (400), and one with a `..` segment, a backslash or a NUL once decoded (404), so that nothing outside the build's
 * folders is ever looked up (docs/contracts.md §6). Both go to the error handler, which answers in the API's error shape.
 */
const refuseMalformedPath: RequestHandler = (req, _res, next) => {
  let decoded: string;
  try {
    decoded = decodeURIComponent(req.path);
  } catch {
    throw new AppError(400, 'BAD_REQUEST');
  }
  if (decoded.includes('\\') || decoded.includes('\0') || decoded.split('/').includes('..'))
    throw new AppError(404, 'NOT_FOUND');
  next();
};

/** Only files are under /assets: any other method is a 404 in the error shape (serve-static would answer a bare 405). */
const assetsReadOnly: RequestHandler = (req, _res, next) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') throw new AppError(404, 'NOT_FOUND');
  next();
};

/**
 * Serves the built single-page app: hashed assets under /assets are cached for a year and sent as the build's brotli or
 * gzip copy when the browser takes one, everything else is revalidated (and compressed per request by the app), and
 * any other GET that asks for HTML receives index.html, naming the files of its page (page-html.ts), so that the
 * client router can answer.
 * Returns undefined when the web app has not been built (the API then runs alone, as under `npm run dev`).
 */
export function webAppRouter(
  webDist: string = DEFAULT_WEB_DIST,
  {
    publicUrl,
    companyDetails = async () => publicCompanyDetails(DEFAULT_COMPANY_SETTINGS),
  }: {
    publicUrl: string;
    /** The company's details as the settings give them now, written into every page (docs/decisions/045). */
    companyDetails?: () => Promise<PublicCompanyDetails>;
  } = { publicUrl: 'http://localhost:3000' },
): Router | undefined {
  const indexHtml = path.join(webDist, 'index.html');
  if (!existsSync(indexHtml)) return undefined;

  const router = express.Router();
  router.use(refuseMalformedPath);
  router.use(
    '/assets',
    assetsReadOnly,
    expressStaticGzip(path.join(webDist, 'assets'), {
      enableBrotli: true,
      orderPreference: ['br', 'gz'],
      index: false,
      serveStatic: {
        index: false,
        fallthrough: false,
        setHeaders: (res) => res.setHeader('Cache-Control', HASHED_ASSET_CACHE),
      },
    }),
  );
  const prerendered = readPrerenderedPages(webDist);
  if (prerendered) {
    const sitemap = sitemapXml(prerendered, publicUrl);
    router.get('/sitemap.xml', (_req, res) => {
      res.setHeader('Cache-Control', 'no-cache');
      res.type('application/xml').send(sitemap);
    });
    const rulesFile = path.join(webDist, 'robots.txt');
    const robots = robotsTxt(
      existsSync(rulesFile) ? readFileSync(rulesFile, 'utf8') : 'User-agent: *\nAllow: /\n',
      publicUrl,
    );
    router.get('/robots.txt', (_req, res) => {
      res.setHeader('Cache-Control', 'no-cache');
      res.type('text/plain').send(robots);
    });
  }
  router.use(
    express.static(webDist, {
      index: false,
      setHeaders: (res) => res.setHeader('Cache-Control', 'no-cache'),
    }),
  );
  const pageHtml = createPageHtml(webDist, publicUrl);
  const spaFallback: RequestHandler = async (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.accepts('html')) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.vary('Accept-Language').vary('Cookie');
    const page = pageHtml(req, await companyDetails());
    res.setHeader('ETag', page.etag);
    res.status(page.status).type('html').send(page.html);
  };
  router.use(spaFallback);
  return router;
}
