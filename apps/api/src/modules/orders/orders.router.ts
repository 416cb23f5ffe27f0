// /api/orders (decisions.md §4).
import { Router } from 'express';
import { OrderBodySchema, OrdersAnswerSchema, PlaceOrderAnswerSchema } from '@telecom/domain';
import { send } from '../../lib/answer.js';
import { requestLanguage } from '../../lib/request-language.js';
import { optionalSessionOf, sessionOf, type AuthMiddleware } from '../../middleware/authenticate.js';
import { bodyOf, validateBody } from '../../middleware/validate.js';
import type { OrdersService } from './orders.service.js';

export function ordersRouter(orders: OrdersService, { requireAuth, optionalAuth }: AuthMiddleware): Router {
  const router = Router();

  // Validated with the schema of this month (OrderBodySchema's shape), so that a card that has expired is refused
  // on its field.
  router.post(
    '/orders',
    optionalAuth,
    (req, res, next) => validateBody(orders.requestSchema())(req, res, next),
    async (req, res) => {
      const order = await orders.place(bodyOf(res, OrderBodySchema), optionalSessionOf(res), requestLanguage(req));
      res.location(`/api/orders/${order.id}`);
      send(res, 201, PlaceOrderAnswerSchema, { order });
    },
  );

  router.get('/orders', requireAuth, async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    send(res, 200, OrdersAnswerSchema, { orders: await orders.listForUser(sessionOf(res)) });
  });

  return router;
}
