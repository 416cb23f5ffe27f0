import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type RequestHandler, type Router } from 'express';

/** Where Vite writes the built web app, seen from this file (src/ in development, dist/ when built). */
export const DEFAULT_WEB_DIST = path.resolve(import.meta.dirname, '../../../web/dist');

const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';

/**
 * Serves the built single-page app: hashed assets under /assets are cached for a year, everything else is
 * revalidated, and any other GET that asks for HTML receives index.html so that the client router can answer.
 * Returns undefined when the web app has not been built (the API then runs alone, as under `npm run dev`).
 */
export function webAppRouter(webDist: string = DEFAULT_WEB_DIST): Router | undefined {
  const indexHtml = path.join(webDist, 'index.html');
  if (!existsSync(indexHtml)) return undefined;

  const router = express.Router();
  router.use(
    '/assets',
    express.static(path.join(webDist, 'assets'), {
      index: false,
      fallthrough: false,
      immutable: true,
      maxAge: '1y',
      setHeaders: (res) => res.setHeader('Cache-Control', HASHED_ASSET_CACHE),
    }),
  );
  router.use(
    express.static(webDist, {
      index: false,
      setHeaders: (res) => res.setHeader('Cache-Control', 'no-cache'),
    }),
  );
  const spaFallback: RequestHandler = (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.accepts('html')) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexHtml);
  };
  router.use(spaFallback);
  return router;
}
