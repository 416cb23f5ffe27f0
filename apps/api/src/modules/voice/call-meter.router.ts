// /api/voip/numbers/{number}/usage and /api/admin/customers/{id}/calls (docs/contracts.md §15): this month's calling
// meter of one of the signed-in account's numbers, and a customer's calls with their meters for the back office.
import { Router } from 'express';
import { routesOn } from '../../middleware/api-routes.js';
import { sessionOf, type AuthMiddleware } from '../auth/authenticate.js';
import type { CallMeterService } from './call-meter.service.js';

export function callMeterRouter(meter: CallMeterService, guards: AuthMiddleware): Router {
  const router = Router();
  const serve = routesOn(router, guards);

  // A path that names no E.164 number names none of the account's numbers: 404, as for another's.
  serve('GET /api/voip/numbers/{number}/usage', async (req, res) => {
    res.set('Cache-Control', 'no-store');
    const { number } = res.locals.path;
    res.status(200).json(await meter.numberUsage(sessionOf(res).user.id, number));
  });
  serve('GET /api/admin/customers/{id}/calls', async (req, res) => {
    res.set('Cache-Control', 'no-store');
    res.status(200).json(await meter.customerCalls(res.locals.path.id));
  });

  return router;
}
