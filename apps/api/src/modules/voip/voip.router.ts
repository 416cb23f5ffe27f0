// /api/voip (docs/contracts.md §9): the free numbers of an area, and holding one while its chooser orders it. Holds are
// limited per client address (numberHoldsPerClient, counting the holds that made a new token), so that nobody can
// hold the inventory; moving one's own hold to another number is never refused by the limit.
import { Router } from 'express';
import { NumberHoldBodySchema } from '@telecom/domain';
import { clientKey, limitBy, type RateLimiting } from '../../middleware/rate-limit.js';
import { bodyOf } from '../../middleware/validate.js';
import { routesOn } from '../../middleware/api-routes.js';
import type { VoipService } from './voip.service.js';

export function voipRouter(voip: VoipService, limits: RateLimiting): Router {
  const router = Router();
  const serve = routesOn(router);
  router.use('/voip', (_req, res, next) => {
    // Free numbers change by the minute: never stored by a cache.
    res.set('Cache-Control', 'no-store');
    next();
  });

  serve('GET /api/voip/numbers', async (req, res) => {
    const { area } = res.locals.query;
    res.status(200).json(await voip.freeNumbers(area));
  });

  const holdLimit = limitBy(
    limits,
    'numberHoldsPerClient',
    clientKey,
    (res) => res.statusCode === 201 && (res.locals as { newHoldToken?: boolean }).newHoldToken === true,
  );
  serve(
    'POST /api/voip/numbers/hold',
    async (req, res, next) => {
      const { holdToken } = bodyOf(res, NumberHoldBodySchema);
      if (holdToken !== undefined && (await voip.holdsUnder(holdToken))) return next();
      return holdLimit(req, res, next);
    },
    async (_req, res) => {
      const { hold, newToken } = await voip.hold(bodyOf(res, NumberHoldBodySchema));
      res.locals.newHoldToken = newToken;
      res.status(201).json(hold);
    },
  );

  return router;
}
