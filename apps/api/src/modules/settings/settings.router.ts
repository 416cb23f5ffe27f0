// /api/admin/settings (docs/contracts.md §4), admin only.
import { Router } from 'express';
import { SettingsBodySchema } from '@telecom/domain';
import type { AuthMiddleware } from '../auth/authenticate.js';
import { bodyOf } from '../../middleware/validate.js';
import { routesOn } from '../../middleware/api-routes.js';
import type { SettingsService } from './settings.service.js';

export function settingsRouter(settings: SettingsService, guards: AuthMiddleware): Router {
  const router = Router();
  const { requireAdmin } = guards;
  const serve = routesOn(router, guards);
  router.use('/admin', requireAdmin);

  serve('GET /api/admin/settings', async (_req, res) => {
    res.status(200).json({ settings: await settings.settings() });
  });

  serve('PUT /api/admin/settings', async (_req, res) => {
    res.status(200).json({ settings: await settings.saveSettings(bodyOf(res, SettingsBodySchema)) });
  });

  return router;
}
