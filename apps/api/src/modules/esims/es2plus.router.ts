// `POST /api/esim/es2plus/notifications` (docs/contracts.md §12): the SM-DP+'s ES2+ HandleDownloadProgressInfo. The
// SM-DP+ calls it over mutual TLS in production (the proxy in front checks its client certificate, docs/deploying.md);
// here the notification's functionRequesterIdentifier (ES2PLUS_SMDP_IDENTIFIER) and ICCID (one of our orders) are
// checked. An accepted notification answers 204 No Content (a function without output data, SGP.22 §6.1.1); a refused
// one 200 with the ES2+ header `Failed` and its status code data, never a 5xx for bad input.
import { Router } from 'express';
import { type Es2plusStatusCodeData } from '@telecom/domain';
import { routesOn } from '../../middleware/api-routes.js';
import { ES2PLUS_PROTOCOL } from './es2plus-client.js';
import type { EsimNotification } from './esim-provider.js';
import type { EsimsService } from './esims.service.js';

/**
 * SGP.22's subject and reason codes (§5.2.6) of each refusal: 8.1 Function / 1.2 Not allowed (authorisation);
 * 8.1 Function / 2.1 Invalid; 8.2.1 Profile ICCID / 3.9 Unknown.
 */
const STATUS_CODES: Record<Extract<EsimNotification, { accepted: false }>['refusal'], Es2plusStatusCodeData> = {
  'not-allowed': { subjectCode: '8.1', reasonCode: '1.2' },
  invalid: { subjectCode: '8.1', reasonCode: '2.1' },
  'unknown-profile': { subjectCode: '8.2.1', reasonCode: '3.9' },
};

export function es2plusRouter(esims: EsimsService): Router {
  const router = Router();
  const serve = routesOn(router);
  // The provider checks the body and refuses a bad one in ES2+'s own answer.
  serve('POST /api/esim/es2plus/notifications', { validate: false }, async (req, res) => {
    const notification = await esims.receiveNotification(req.body);
    res.set('X-Admin-Protocol', ES2PLUS_PROTOCOL);
    if (notification.accepted) {
      res.status(204).end();
      return;
    }
    res.status(200).json({
      header: {
        functionExecutionStatus: {
          status: 'Failed',
          statusCodeData: { ...STATUS_CODES[notification.refusal], message: notification.message },
        },
      },
    });
  });
  return router;
}
