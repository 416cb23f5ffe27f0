// /api/api-keys (docs/contracts.md §18, docs/decisions/069): the account's API keys. Making and revoking a key take a
// signed-in session (a key cannot make keys, nor revoke others); listing them is reading, which a key with the read
// scope may do. The secret is in the answer of POST alone; no answer is stored by a cache.
import { Router } from 'express';
import { ApiKeyCreateBodySchema } from '@telecom/domain';
import { bodyOf } from '../../middleware/validate.js';
import { routesOn } from '../../middleware/api-routes.js';
import type { ApiKeysService } from './api-keys.service.js';
import type { AuthService } from './auth.service.js';
import { sessionOf, type AuthMiddleware } from './authenticate.js';

export function apiKeysRouter(apiKeys: ApiKeysService, auth: AuthService, guards: AuthMiddleware): Router {
  const router = Router();
  const serve = routesOn(router, guards);
  router.use('/api-keys', (_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });

  serve('GET /api/api-keys', async (_req, res) => {
    res.status(200).json({ keys: await apiKeys.list(sessionOf(res).user.id) });
  });

  serve('POST /api/api-keys', async (_req, res) => {
    const { user } = sessionOf(res);
    res.status(201).json(await apiKeys.create(user, auth.isAdmin(user), bodyOf(res, ApiKeyCreateBodySchema)));
  });

  serve('DELETE /api/api-keys/{id}', async (req, res) => {
    await apiKeys.revoke(sessionOf(res).user, res.locals.path.id);
    res.status(204).end();
  });

  return router;
}
