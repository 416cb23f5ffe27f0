// /api/orders (decisions.md §4).
import { Router } from 'express';
import { OrderRequestSchema } from '@telecom/domain';
import { requestLanguage } from '../../lib/request-language.js';
import { optionalSessionOf, sessionOf, type AuthMiddleware } from '../../middleware/authenticate.js';
import { bodyOf, validateBody } from '../../middleware/validate.js';
import type { OrdersService } from './orders.service.js';

export function ordersRouter(orders: OrdersService, { requireAuth, optionalAuth }: AuthMiddleware): Router {
  const router = Router();

  // Validated with the schema of this month, so that a card that has expired is refused on its field.
  router.post('/orders', optionalAuth, (req, res, next) => validateBody(orders.requestSchema())(req, res, next), async (req, res) => {
    const order = await orders.place(bodyOf(res, OrderRequestSchema), optionalSessionOf(res), requestLanguage(req));
    res.status(201).location(`/api/orders/${order.id}`).json({ order });
  });

  router.get('/orders', requireAuth, async (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ orders: await orders.listForUser(sessionOf(res)) });
  });

  return router;
}
