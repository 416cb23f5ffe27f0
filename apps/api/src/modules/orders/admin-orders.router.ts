// /api/admin/orders (docs/contracts.md §7 "Back-office orders"), admin only: the list with its stat cards, one order with
// its payment, invoice and services, and the refund of a paid order.
import { Router } from 'express';
import { orderListQuery } from '@telecom/domain';
import { routesOn } from '../../middleware/api-routes.js';
import type { AuthMiddleware } from '../auth/authenticate.js';
import type { OrdersService } from './orders.service.js';

export function adminOrdersRouter(orders: OrdersService, guards: AuthMiddleware): Router {
  const router = Router();
  const { requireAdmin } = guards;
  const serve = routesOn(router, guards);
  router.use('/admin', requireAdmin);

  // Strict: a status, kind, month, sort or dir outside the allowed values answers 400 with `fields`.
  serve('GET /api/admin/orders', async (req, res) => {
    res.status(200).json(await orders.listOrders(orderListQuery(res.locals.query)));
  });
  serve('GET /api/admin/orders/{id}', async (req, res) => {
    res.status(200).json(await orders.adminOrder(res.locals.path.id));
  });
  serve('POST /api/admin/orders/{id}/refund', async (req, res) => {
    res.status(200).json(await orders.refund(res.locals.path.id));
  });

  return router;
}
