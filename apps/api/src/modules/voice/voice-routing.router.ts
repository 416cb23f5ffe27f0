// /api/voip/numbers/{number}/routing (docs/contracts.md §15, docs/decisions/051): how long the account's number rings
// and where an unanswered call goes, by opening hours. A number that is not the account's is 404, before the body is
// read; a bad body 400 with a translated message per field.
import { Router } from 'express';
import { ZodError } from 'zod';
import { createNumberRoutingSchema } from '@telecom/domain';
import { AppError } from '../../errors/app-error.js';
import { routesOn } from '../../middleware/api-routes.js';
import { sessionOf, type AuthMiddleware } from '../auth/authenticate.js';
import type { VoiceRoutingService } from './voice-routing.service.js';

export function voiceRoutingRouter(routing: VoiceRoutingService, guards: AuthMiddleware): Router {
  const router = Router();
  const serve = routesOn(router, guards);

  serve('GET /api/voip/numbers/{number}/routing', async (req, res) => {
    res.set('Cache-Control', 'no-store');
    res.status(200).json(await routing.routing(sessionOf(res).user.id, res.locals.path.number));
  });
  // The body is checked against the number's own rules, after the number is found to be the caller's.
  serve('PUT /api/voip/numbers/{number}/routing', { validate: false }, async (req, res) => {
    const userId = sessionOf(res).user.id;
    const number = res.locals.path.number;
    await routing.assertOwnNumber(userId, number);
    let body;
    try {
      // A forward may not go to the number itself.
      body = createNumberRoutingSchema(number).parse(req.body ?? {});
    } catch (error) {
      // As validateBody: zod's length check on a value that only looks like an array is bad input, not a 500.
      if (error instanceof ZodError) throw error;
      throw new AppError(400, 'BAD_REQUEST');
    }
    res.set('Cache-Control', 'no-store');
    res.status(200).json(await routing.setRouting(userId, number, body));
  });

  return router;
}
