// /api/admin/settings (docs/contracts.md §4), admin only.
import { Router } from 'express';
import { SettingsAnswerSchema, SettingsBodySchema } from '@telecom/domain';
import { send } from '../../lib/answer.js';
import type { AuthMiddleware } from '../auth/authenticate.js';
import { bodyOf, validateBody } from '../../middleware/validate.js';
import type { SettingsService } from './settings.service.js';

export function settingsRouter(settings: SettingsService, { requireAdmin }: AuthMiddleware): Router {
  const router = Router();
  router.use('/admin', requireAdmin);

  router.get('/admin/settings', async (_req, res) => {
    send(res, 200, SettingsAnswerSchema, { settings: await settings.settings() });
  });

  router.put('/admin/settings', validateBody(SettingsBodySchema), async (_req, res) => {
    send(res, 200, SettingsAnswerSchema, { settings: await settings.saveSettings(bodyOf(res, SettingsBodySchema)) });
  });

  return router;
}
