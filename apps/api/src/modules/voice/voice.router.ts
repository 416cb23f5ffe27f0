// /api/calls and /api/voip/numbers/{number}/sip (docs/contracts.md §15): the signed-in account's calls, and the SIP
// account of one of its numbers, whose password it sets (shown once), and the browser phone's short-lived credential
// of one. A number that is not the account's is 404.
import { Router } from 'express';
import { VoipNumberPathSchema } from '@telecom/domain';
import { AppError } from '../../errors/app-error.js';
import { routesOn } from '../../middleware/api-routes.js';
import { sessionOf, type AuthMiddleware } from '../auth/authenticate.js';
import type { VoiceService } from './voice.service.js';

/** A path that names no E.164 number names none of the account's numbers: 404, as for another's. */
function numberOf(params: unknown): string {
  const path = VoipNumberPathSchema.safeParse(params);
  if (!path.success) throw new AppError(404, 'NOT_FOUND');
  return path.data.number;
}

export function voiceRouter(voice: VoiceService, guards: AuthMiddleware): Router {
  const router = Router();
  const serve = routesOn(router, guards);

  serve('GET /api/calls', async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    res.status(200).json({ calls: await voice.listCalls(sessionOf(res).user.id) });
  });
  serve('GET /api/voip/numbers/{number}/sip', async (req, res) => {
    res.set('Cache-Control', 'no-store');
    res.status(200).json(await voice.sipAccount(sessionOf(res).user.id, numberOf(req.params)));
  });
  serve('POST /api/voip/numbers/{number}/sip/password', async (req, res) => {
    res.set('Cache-Control', 'no-store');
    res.status(200).json(await voice.setSipPassword(sessionOf(res).user.id, numberOf(req.params)));
  });

  serve('POST /api/voip/numbers/{number}/sip/web-session', async (req, res) => {
    res.set('Cache-Control', 'no-store');
    res.status(200).json(await voice.webPhoneSession(sessionOf(res).user.id, numberOf(req.params)));
  });

  return router;
}
