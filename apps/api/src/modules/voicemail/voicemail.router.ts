// /api/voicemails and /api/calendar (docs/contracts.md §16): the account's voicemail inbox, its appointment requests
// and the business's calendar. Only the owner sees a message: another account's is 404. The ICS feed needs no login:
// its secret address is the key.
import { Router } from 'express';
import { AppointmentDecisionBodySchema, VoicemailPatchBodySchema, VoicemailTestBodySchema } from '@telecom/domain';
import { AppError } from '../../errors/app-error.js';
import { sessionOf, type AuthMiddleware } from '../auth/authenticate.js';
import { bodyOf } from '../../middleware/validate.js';
import { routesOn } from '../../middleware/api-routes.js';
import type { CalendarService } from './calendar.service.js';
import type { VoicemailService } from './voicemail.service.js';

export function voicemailRouter(
  voicemail: VoicemailService,
  calendar: CalendarService,
  guards: AuthMiddleware,
): Router {
  const router = Router();
  const serve = routesOn(router, guards);
  serve('GET /api/voicemails', async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    res.status(200).json(await voicemail.list(sessionOf(res).user.id));
  });
  serve('POST /api/voicemails/test', async (_req, res) => {
    const { number } = bodyOf(res, VoicemailTestBodySchema);
    await voicemail.leaveTestMessage(sessionOf(res).user.id, number);
    res.status(202).end();
  });
  serve('GET /api/voicemails/{id}/audio', async (req, res) => {
    const audio = await voicemail.audio(sessionOf(res).user.id, res.locals.path.id);
    res.set({ 'Content-Type': 'audio/wav', 'Accept-Ranges': 'bytes', 'Cache-Control': 'private, max-age=3600' });
    // A Range (the audio element's, to seek): one range of bytes is answered with 206 and that part. A recording never
    // changes, so If-Range has nothing to compare. No Range, a malformed one or several at once (no multipart answer is
    // made; RFC 9110 lets a server ignore Range) get the whole recording.
    const ranges = req.range(audio.length, { combine: true });
    if (ranges === -1)
      throw new AppError(416, 'RANGE_NOT_SATISFIABLE', { headers: { 'Content-Range': `bytes */${audio.length}` } });
    const [range] =
      ranges !== undefined && ranges !== -2 && ranges.type === 'bytes' && ranges.length === 1 ? ranges : [];
    if (!range) {
      res.set('Content-Length', String(audio.length)).status(200).send(audio);
      return;
    }
    res.set({
      'Content-Range': `bytes ${range.start}-${range.end}/${audio.length}`,
      'Content-Length': String(range.end - range.start + 1),
    });
    res.status(206).send(audio.subarray(range.start, range.end + 1));
  });
  serve('PATCH /api/voicemails/{id}', async (req, res) => {
    const { status } = bodyOf(res, VoicemailPatchBodySchema);
    res.set('Cache-Control', 'no-store');
    res.status(200).json(await voicemail.setStatus(sessionOf(res).user.id, res.locals.path.id, status));
  });
  serve('DELETE /api/voicemails/{id}', async (req, res) => {
    await voicemail.remove(sessionOf(res).user.id, res.locals.path.id);
    res.status(204).end();
  });
  serve('POST /api/voicemails/{id}/appointment', async (req, res) => {
    const { decision } = bodyOf(res, AppointmentDecisionBodySchema);
    res.set('Cache-Control', 'no-store');
    res.status(200).json(await voicemail.decide(sessionOf(res).user.id, res.locals.path.id, decision));
  });

  serve('GET /api/calendar', async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    res.status(200).json(await calendar.calendar(sessionOf(res).user.id));
  });
  serve('POST /api/calendar/feed', async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    res.status(200).json(await calendar.renewFeed(sessionOf(res).user.id));
  });
  serve('GET /api/calendar/{token}.ics', async (req, res) => {
    const ics = await calendar.feed(res.locals.path.token);
    if (ics === null) throw new AppError(404, 'CALENDAR_FEED_NOT_FOUND');
    res.set({ 'Content-Type': 'text/calendar; charset=utf-8', 'Cache-Control': 'private, max-age=300' });
    res.status(200).send(ics);
  });

  return router;
}
