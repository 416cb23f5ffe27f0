// /api/voip/numbers/{number}/greeting (docs/contracts.md §16): what a caller hears before leaving a message. The text
// as JSON; the recording as the WAV file itself (Content-Type audio/wav, at most GREETING_MAX_BYTES). A number that is
// not the account's is 404 before the body is read.
import express, { Router } from 'express';
import { GREETING_MAX_BYTES, VoicemailGreetingBodySchema } from '@telecom/domain';
import { AppError } from '../../errors/app-error.js';
import { sessionOf, type AuthMiddleware } from '../auth/authenticate.js';
import { bodyOf } from '../../middleware/validate.js';
import { routesOn } from '../../middleware/api-routes.js';
import type { GreetingService } from './greeting.service.js';

/** The types a WAV file is sent as. */
const WAV_TYPES = ['audio/wav', 'audio/x-wav', 'audio/wave', 'audio/vnd.wave'];

/**
 * The upload of a recording: its body is the WAV file, so the app mounts this before its JSON-only body handling
 * (as the payment webhook's form).
 */
export function greetingUploadRouter(greetings: GreetingService, guards: AuthMiddleware): Router {
  const router = Router();
  const serve = routesOn(router, guards);
  serve(
    'PUT /api/voip/numbers/{number}/greeting/recording',
    // Whose number it is before the file is read.
    async (req, res, next) => {
      await greetings.greeting(sessionOf(res).user.id, res.locals.path.number);
      if (!req.is(WAV_TYPES)) throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE');
      next();
    },
    express.raw({ type: WAV_TYPES, limit: GREETING_MAX_BYTES }),
    async (req, res) => {
      const audio = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      res.set('Cache-Control', 'no-store');
      res.status(200).json(await greetings.setRecording(sessionOf(res).user.id, res.locals.path.number, audio));
    },
  );
  return router;
}

export function greetingRouter(greetings: GreetingService, guards: AuthMiddleware): Router {
  const router = Router();
  const serve = routesOn(router, guards);

  serve('GET /api/voip/numbers/{number}/greeting', async (req, res) => {
    res.set('Cache-Control', 'no-store');
    res.status(200).json(await greetings.greeting(sessionOf(res).user.id, res.locals.path.number));
  });
  serve('PUT /api/voip/numbers/{number}/greeting', async (req, res) => {
    const { text } = bodyOf(res, VoicemailGreetingBodySchema);
    res.set('Cache-Control', 'no-store');
    res.status(200).json(await greetings.setText(sessionOf(res).user.id, res.locals.path.number, text));
  });

  serve('GET /api/voip/numbers/{number}/greeting/recording', async (req, res) => {
    const audio = await greetings.recording(sessionOf(res).user.id, res.locals.path.number);
    res.set({ 'Content-Type': 'audio/wav', 'Content-Length': String(audio.length), 'Cache-Control': 'no-store' });
    res.status(200).send(audio);
  });
  serve('DELETE /api/voip/numbers/{number}/greeting/recording', async (req, res) => {
    res.set('Cache-Control', 'no-store');
    res.status(200).json(await greetings.deleteRecording(sessionOf(res).user.id, res.locals.path.number));
  });

  return router;
}
