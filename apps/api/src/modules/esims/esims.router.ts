// /api/esims (docs/contracts.md §8): the account's eSIMs; one eSIM, its QR code and its usage for the account's bearer or
// the order's X-Order-Token; the simulated platform's events. Anyone else gets 404 ESIM_NOT_FOUND, as for none.
import { Router, type Request, type Response } from 'express';
import {
  EsimAnswerSchema,
  EsimsAnswerSchema,
  EsimSimulateBodySchema,
  EsimUsageSchema,
  IdPathSchema,
} from '@telecom/domain';
import { AppError } from '../../errors/app-error.js';
import { send } from '../../lib/answer.js';
import { optionalSessionOf, sessionOf, type AuthMiddleware } from '../auth/authenticate.js';
import { bodyOf, validateBody } from '../../middleware/validate.js';
import type { EsimsService } from './esims.service.js';

/** The path's eSIM id; anything else is an eSIM that does not exist. */
function esimIdOf(req: Request): number {
  const path = IdPathSchema.safeParse(req.params);
  if (!path.success) throw new AppError(404, 'ESIM_NOT_FOUND');
  return path.data.id;
}

/** Who asks: the signed-in account (if any) and the order's token (if sent). */
const askerOf = (req: Request, res: Response) => [optionalSessionOf(res), req.get('X-Order-Token')] as const;

export function esimsRouter(esims: EsimsService, { requireAuth, optionalAuth }: AuthMiddleware): Router {
  const router = Router();
  const noStore = (_req: Request, res: Response, next: () => void) => {
    res.set('Cache-Control', 'no-store');
    next();
  };

  router.get('/esims', requireAuth, noStore, async (_req, res) => {
    send(res, 200, EsimsAnswerSchema, { esims: await esims.listForUser(sessionOf(res)) });
  });

  router.get('/esims/:id', optionalAuth, noStore, async (req, res) => {
    send(res, 200, EsimAnswerSchema, { esim: await esims.esimFor(esimIdOf(req), ...askerOf(req, res)) });
  });

  router.get('/esims/:id/qr.svg', optionalAuth, noStore, async (req, res) => {
    const svg = await esims.qrSvgFor(esimIdOf(req), ...askerOf(req, res));
    res.type('image/svg+xml').send(svg);
  });

  router.get('/esims/:id/usage', optionalAuth, noStore, async (req, res) => {
    send(res, 200, EsimUsageSchema, await esims.usageFor(esimIdOf(req), ...askerOf(req, res)));
  });

  // Only with the built-in simulated platform: a real platform hears of installation and usage from the network.
  if (esims.canSimulate)
    router.post('/esims/:id/simulate', optionalAuth, validateBody(EsimSimulateBodySchema), async (req, res) => {
      const esim = await esims.simulate(esimIdOf(req), bodyOf(res, EsimSimulateBodySchema), ...askerOf(req, res));
      res.set('Cache-Control', 'no-store');
      send(res, 200, EsimAnswerSchema, { esim });
    });

  return router;
}
