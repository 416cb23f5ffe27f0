// /api/orders (docs/contracts.md §4, §7): placing an order (with an optional Idempotency-Key), the account's orders, and
// one order read back by its account or its access token (X-Order-Token), and whether the account has had the AI
// assistant's trial (§12).
import { Router, type Request } from 'express';
import { IdempotencyKeySchema, OrderBodySchema, type EsimRecord } from '@telecom/domain';
import { AppError } from '../../errors/app-error.js';
import { sendFile } from '../../lib/send-file.js';
import { requestLanguage } from '../../lib/request-language.js';
import { optionalSessionOf, sessionOf, type AuthMiddleware } from '../auth/authenticate.js';
import { bodyOf, validateBody } from '../../middleware/validate.js';
import { routesOn } from '../../middleware/api-routes.js';
import type { OrdersService } from './orders.service.js';

/** The Idempotency-Key header, if sent: 1–255 visible ASCII characters, else 400 on the field. */
function idempotencyKeyOf(req: Request): string | undefined {
  const key = req.get('Idempotency-Key');
  if (key === undefined) return undefined;
  if (!IdempotencyKeySchema.safeParse(key).success)
    throw new AppError(400, 'VALIDATION_FAILED', { fields: { 'Idempotency-Key': 'validation.invalid' } });
  return key;
}

export function ordersRouter(
  orders: OrdersService,
  guards: AuthMiddleware,
  /** The order's eSIMs (the eSIMs' service, a module above this one: docs/decisions/065). */
  esims: { listForOrder: (orderId: string) => Promise<EsimRecord[]> },
  /** The order's invoice as PDF (the invoices' service): for its account or its token's holder. */
  orderInvoicePdf: (orderId: string) => Promise<{ name: string; pdf: Buffer }>,
): Router {
  const router = Router();
  const serve = routesOn(router, guards);

  // Validated with the schema of this month (OrderBodySchema's shape), so that a card that has expired is refused
  // on its field.
  serve(
    'POST /api/orders',
    { validate: (req, res, next) => validateBody(orders.requestSchema())(req, res, next) },
    async (req, res) => {
      const placed = await orders.place(
        bodyOf(res, OrderBodySchema),
        optionalSessionOf(res),
        requestLanguage(req),
        idempotencyKeyOf(req),
      );
      res.set('Cache-Control', 'no-store');
      res.location(`/api/orders/${placed.order.id}`);
      res.status(201).json(placed);
    },
  );

  serve('GET /api/orders', async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    res.status(200).json({ orders: await orders.listForUser(sessionOf(res)) });
  });

  // Before /orders/:id, which would take 'ai-trial' for an order id.
  serve('GET /api/orders/ai-trial', async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    res.status(200).json({ aiTrialUsed: await orders.aiTrialUsed(sessionOf(res)) });
  });

  serve('GET /api/orders/{id}', async (req, res) => {
    const order = await orders.orderFor(res.locals.path.id, optionalSessionOf(res), req.get('X-Order-Token'));
    res.set('Cache-Control', 'no-store');
    // Its eSIMs: `preparing` until the job has their codes, which the confirmation page waits for.
    res.status(200).json({ order, esims: await esims.listForOrder(order.id) });
  });

  // The order's invoice, for a guest from the order's mail as for the account that placed it (docs/contracts.md §12).
  serve('GET /api/orders/{id}/invoice.pdf', async (req, res) => {
    const order = await orders.orderFor(res.locals.path.id, optionalSessionOf(res), req.get('X-Order-Token'));
    const { name, pdf } = await orderInvoicePdf(order.id);
    res.set('Cache-Control', 'no-store');
    sendFile(res, 'application/pdf', name, pdf);
  });

  return router;
}
