// The contract summary as PDF (docs/contracts.md §13): `GET /api/contract-summary.pdf?product=…` for the wizard's
// choices, public and cacheable (the same query gives the same document until the prices or the settings change), and
// `GET /api/orders/{id}/contract-summary.pdf` for an order: its account, an admin, or whoever sends its token (the
// access token, or the `t` of a signed link in the order's mails) as X-Order-Token — the rule of the order's invoice.
import { Router } from 'express';
import { languageFromQuery } from '@telecom/domain';
import { AppError } from '../../errors/app-error.js';
import { requestLanguage } from '../../lib/request-language.js';
import { sendFile } from '../../lib/send-file.js';
import { routesOn } from '../../middleware/api-routes.js';
import { optionalSessionOf, type AuthMiddleware } from '../auth/authenticate.js';
import type { OrdersService } from '../orders/orders.service.js';
import type { ContractSummaryService } from './contract-summary.service.js';

/** How long a browser or proxy may keep a summary made before ordering. */
const OFFER_MAX_AGE_SECONDS = 300;

export function contractSummaryRouter(
  summaries: ContractSummaryService,
  orders: Pick<OrdersService, 'orderFor' | 'adminOrder'>,
  guards: Pick<AuthMiddleware, 'optionalAuth'>,
): Router {
  const router = Router();
  const serve = routesOn(router, guards);

  serve('GET /api/contract-summary.pdf', async (req, res) => {
    const query = res.locals.query;
    const { name, pdf } = await summaries.offerPdf(query, query.lang ?? requestLanguage(req));
    res.set('Cache-Control', `public, max-age=${OFFER_MAX_AGE_SECONDS}`);
    if (!query.lang) res.vary('Accept-Language');
    sendFile(res, 'application/pdf', name, pdf);
  });

  serve('GET /api/orders/{id}/contract-summary.pdf', async (req, res) => {
    const { id } = res.locals.path;
    const session = optionalSessionOf(res);
    const order =
      session?.user.role === 'admin'
        ? (
            await orders.adminOrder(id).catch(() => {
              throw new AppError(404, 'ORDER_NOT_FOUND');
            })
          ).order
        : await orders.orderFor(id, session, req.get('X-Order-Token'));
    const asked = languageFromQuery(res.locals.query.lang);
    const { name, pdf } = await summaries.orderPdf(order, asked ?? (await summaries.orderLanguage(order.id)));
    res.set('Cache-Control', 'no-store');
    sendFile(res, 'application/pdf', name, pdf);
  });

  return router;
}
