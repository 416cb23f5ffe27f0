// /api/calls and /api/voip/numbers/{number}/sip (docs/contracts.md §15): the signed-in account's calls, and the SIP
// account of one of its numbers, whose password it sets (shown once), and the browser phone's short-lived credential
// of one. A number that is not the account's is 404.
import { Router } from 'express';
import { routesOn } from '../../middleware/api-routes.js';
import { sessionOf, type AuthMiddleware } from '../auth/authenticate.js';
import type { VoiceService } from './voice.service.js';

export function voiceRouter(voice: VoiceService, guards: AuthMiddleware): Router {
  const router = Router();
  const serve = routesOn(router, guards);

  serve('GET /api/calls', async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    res.status(200).json({ calls: await voice.listCalls(sessionOf(res).user.id) });
  });
  serve('GET /api/voip/numbers/{number}/sip', async (req, res) => {
    res.set('Cache-Control', 'no-store');
    res.status(200).json(await voice.sipAccount(sessionOf(res).user.id, res.locals.path.number));
  });
  serve('POST /api/voip/numbers/{number}/sip/password', async (req, res) => {
    res.set('Cache-Control', 'no-store');
    res.status(200).json(await voice.setSipPassword(sessionOf(res).user.id, res.locals.path.number));
  });

  serve('POST /api/voip/numbers/{number}/sip/web-session', async (req, res) => {
    res.set('Cache-Control', 'no-store');
    res.status(200).json(await voice.webPhoneSession(sessionOf(res).user.id, res.locals.path.number));
  });

  return router;
}
