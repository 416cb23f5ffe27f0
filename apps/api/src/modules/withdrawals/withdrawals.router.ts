// The withdrawal function's calls (docs/contracts.md §13 "Withdrawal"): step 1 without an account (the signed link to
// step 2 is mailed; the answer is the same whether or not the order and address match, and it is limited per client
// and per address as the password reset is), step 2's figures and the withdrawal. Step 2 answers the order's account
// (bearer token) or whoever sends the mailed link's token as X-Withdrawal-Token; 404 to anyone else.
import { Router, type Response } from 'express';
import { translateMessage, WithdrawalLinkBodySchema, WITHDRAWAL_TOKEN_HEADER } from '@telecom/domain';
import type { BackgroundTasks } from '../../lib/background-tasks.js';
import { requestLanguage } from '../../lib/request-language.js';
import { optionalSessionOf, type AuthMiddleware } from '../auth/authenticate.js';
import { accepted, clientKey, limitBy, type RateLimiting } from '../../middleware/rate-limit.js';
import { bodyOf } from '../../middleware/validate.js';
import { routesOn } from '../../middleware/api-routes.js';
import type { WithdrawalsService } from './withdrawals.service.js';

/** The validated body's e-mail address, as a key of the per-address limit. */
const addressKey = (res: Response) => `email:${bodyOf(res, WithdrawalLinkBodySchema).email}`;

export function withdrawalsRouter(
  withdrawals: WithdrawalsService,
  guards: AuthMiddleware,
  limits: RateLimiting,
  background: BackgroundTasks,
): Router {
  const router = Router();
  const serve = routesOn(router, guards);

  serve(
    'POST /api/withdrawals/link',
    limitBy(limits, 'withdrawalLinksPerClient', (req) => clientKey(req), accepted),
    limitBy(limits, 'withdrawalLinksPerAddress', (_req, res) => addressKey(res), accepted),
    (req, res) => {
      const { orderId, email } = bodyOf(res, WithdrawalLinkBodySchema);
      // Answered before the lookup and the mail: nothing in the answer or its timing tells whether the order matches.
      res.status(202).json({
        message: translateMessage('mail.withdrawal.link.accepted', requestLanguage(req)),
      });
      background.run(() => withdrawals.requestLink(orderId, email), 'the withdrawal link mail');
    },
  );

  serve('GET /api/orders/{id}/withdrawal', async (req, res) => {
    const answer = await withdrawals.quote(
      res.locals.path.id,
      optionalSessionOf(res),
      req.get(WITHDRAWAL_TOKEN_HEADER),
    );
    res.set('Cache-Control', 'no-store');
    res.status(200).json(answer);
  });

  serve('POST /api/orders/{id}/withdraw', async (req, res) => {
    const answer = await withdrawals.withdraw(
      res.locals.path.id,
      optionalSessionOf(res),
      req.get(WITHDRAWAL_TOKEN_HEADER),
    );
    res.set('Cache-Control', 'no-store');
    res.status(200).json(answer);
  });

  return router;
}
