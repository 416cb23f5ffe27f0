import { randomUUID } from 'node:crypto';
import express, { type Express } from 'express';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import type { Settings } from './config/settings.js';
import type { Db } from './db/connection.js';
import { apiNotFound, errorHandler } from './errors/error-handler.js';
import { webAppRouter } from './http/web-app.js';
import type { Logger } from './lib/logger.js';
import { jsonBody } from './middleware/json-body.js';
import { healthRouter } from './modules/health/health.router.js';

export interface AppDeps {
  settings: Settings;
  db: Db;
  logger: Logger;
  /** The built web app to serve; undefined serves the default build when it exists, null serves none. */
  webDist?: string | null;
}

const REQUEST_ID = /^[\w.-]{1,64}$/;

/** Builds the Express app. It never listens: server.ts does, and tests drive it with supertest. */
export function createApp({ logger, webDist }: AppDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');

  app.use(
    pinoHttp({
      logger,
      genReqId: (req, res) => {
        const given = req.headers['x-request-id'];
        const id = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
        res.setHeader('X-Request-Id', id);
        return id;
      },
      // One short line per request: no headers (tokens, cookies) and no query string (reset tokens, e-mail addresses).
      serializers: {
        req: (req: { id: unknown; method: string; url: string }) => ({ id: req.id, method: req.method, path: req.url.split('?')[0] }),
        res: (res: { statusCode: number }) => ({ status: res.statusCode }),
      },
      customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
    }),
  );
  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          'script-src': ["'self'"],
          'img-src': ["'self'", 'data:'],
          'connect-src': ["'self'"],
          'upgrade-insecure-requests': null,
        },
      },
    }),
  );

  const api = express.Router();
  api.use(jsonBody);
  api.use(healthRouter());
  api.use(apiNotFound);
  app.use('/api', api);

  const web = webDist === null ? undefined : webAppRouter(webDist);
  if (web) app.use(web);

  app.use(apiNotFound);
  app.use(errorHandler);
  return app;
}
