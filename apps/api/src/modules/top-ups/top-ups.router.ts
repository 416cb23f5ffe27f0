// eSIM top-ups (docs/contracts.md §14): buying a bundle for an eSIM, its top-ups and its auto top-up, for the eSIM's
// account (bearer) or its order's access token (X-Order-Token); a mail's link token reads only and changes nothing.
// Anyone else gets 404 ESIM_NOT_FOUND, as for none.
import { Router, type Request, type Response } from 'express';
import { AutoTopUpBodySchema, TopUpBodySchema } from '@telecom/domain';
import { requestLanguage } from '../../lib/request-language.js';
import { optionalSessionOf, type AuthMiddleware } from '../auth/authenticate.js';
import { bodyOf } from '../../middleware/validate.js';
import { routesOn } from '../../middleware/api-routes.js';
import type { TopUpsService } from './top-ups.service.js';

const askerOf = (req: Request, res: Response) => [optionalSessionOf(res), req.get('X-Order-Token')] as const;

export function topUpsRouter(topUps: TopUpsService, guards: AuthMiddleware): Router {
  const router = Router();
  const serve = routesOn(router, guards);

  serve('POST /api/esims/{id}/top-up', async (req, res) => {
    const answer = await topUps.start(
      res.locals.path.id,
      bodyOf(res, TopUpBodySchema),
      ...askerOf(req, res),
      requestLanguage(req),
    );
    res.set('Cache-Control', 'no-store');
    res.status(201).json(answer);
  });

  serve('GET /api/esims/{id}/top-ups', async (req, res) => {
    res.set('Cache-Control', 'no-store');
    res.status(200).json(await topUps.listFor(res.locals.path.id, ...askerOf(req, res)));
  });

  serve('PUT /api/esims/{id}/auto-top-up', async (req, res) => {
    const autoTopUp = await topUps.setAutoTopUp(
      res.locals.path.id,
      bodyOf(res, AutoTopUpBodySchema),
      ...askerOf(req, res),
    );
    res.set('Cache-Control', 'no-store');
    res.status(200).json({ autoTopUp });
  });

  return router;
}
