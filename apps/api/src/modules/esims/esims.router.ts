// /api/esims (docs/contracts.md §8): the account's eSIMs; one eSIM, its QR code and its usage for the account's bearer or
// the order's X-Order-Token; the simulated platform's events. Anyone else gets 404 ESIM_NOT_FOUND, as for none.
import { Router, type Request, type Response } from 'express';
import { EsimSimulateBodySchema } from '@telecom/domain';
import { optionalSessionOf, sessionOf, type AuthMiddleware } from '../auth/authenticate.js';
import { bodyOf } from '../../middleware/validate.js';
import { routesOn } from '../../middleware/api-routes.js';
import type { EsimsService } from './esims.service.js';

/** Who asks: the signed-in account (if any) and the order's token (if sent). */
const askerOf = (req: Request, res: Response) => [optionalSessionOf(res), req.get('X-Order-Token')] as const;

export function esimsRouter(esims: EsimsService, guards: AuthMiddleware): Router {
  const router = Router();
  const serve = routesOn(router, guards);
  const noStore = (_req: Request, res: Response, next: () => void) => {
    res.set('Cache-Control', 'no-store');
    next();
  };

  serve('GET /api/esims', noStore, async (_req, res) => {
    res.status(200).json({ esims: await esims.listForUser(sessionOf(res)) });
  });

  serve('GET /api/esims/{id}', noStore, async (req, res) => {
    res.status(200).json({ esim: await esims.esimFor(res.locals.path.id, ...askerOf(req, res)) });
  });

  serve('GET /api/esims/{id}/qr.svg', noStore, async (req, res) => {
    const svg = await esims.qrSvgFor(res.locals.path.id, ...askerOf(req, res));
    res.type('image/svg+xml').send(svg);
  });

  serve('GET /api/esims/{id}/usage', noStore, async (req, res) => {
    res.status(200).json(await esims.usageFor(res.locals.path.id, ...askerOf(req, res)));
  });

  // Only with the built-in simulated platform: a real platform hears of installation and usage from the network.
  if (esims.canSimulate)
    serve('POST /api/esims/{id}/simulate', async (req, res) => {
      const esim = await esims.simulate(res.locals.path.id, bodyOf(res, EsimSimulateBodySchema), ...askerOf(req, res));
      res.set('Cache-Control', 'no-store');
      res.status(200).json({ esim });
    });

  return router;
}
