// /api/payments (docs/contracts.md §7): the simulated provider's hosted payment page and its buttons, and the provider's
// webhook. The webhook takes the body as Mollie sends it (`id=…`, form-encoded) or as JSON, before the API's
// JSON-only body handling: paymentWebhookRouter is mounted ahead of it.
import express, { Router } from 'express';
import { PaymentWebhookBodySchema, SimulatePaymentBodySchema } from '@telecom/domain';
import { requestLanguage } from '../../lib/request-language.js';
import { bodyOf } from '../../middleware/validate.js';
import { routesOn } from '../../middleware/api-routes.js';
import type { PaymentsService } from './payments.service.js';

const WEBHOOK_BODY_LIMIT = '10kb';

/**
 * `POST /api/payments/webhook`: 200 for any id, known or not (a provider retries on anything else, and the answer
 * tells a caller nothing); the status is fetched from the provider, never read from the body.
 */
export function paymentWebhookRouter(payments: PaymentsService): Router {
  const router = Router();
  const serve = routesOn(router);
  serve(
    'POST /api/payments/webhook',
    {
      before: [
        express.urlencoded({ extended: false, limit: WEBHOOK_BODY_LIMIT }),
        express.json({ limit: WEBHOOK_BODY_LIMIT }),
      ],
    },
    async (_req, res) => {
      await payments.notice(bodyOf(res, PaymentWebhookBodySchema).id);
      res.status(200).end();
    },
  );
  return router;
}

export function paymentsRouter(payments: PaymentsService): Router {
  const router = Router();
  const serve = routesOn(router);

  serve('GET /api/payments/{transactionId}', async (req, res) => {
    const { transactionId } = res.locals.path;
    res.set('Cache-Control', 'no-store');
    res.status(200).json({
      payment: await payments.hostedPayment(transactionId, requestLanguage(req)),
    });
  });

  // Only with the built-in simulated provider: a real provider's own page does this.
  if (payments.canSimulate)
    serve('POST /api/payments/{transactionId}/simulate', async (req, res) => {
      const { transactionId } = res.locals.path;
      res
        .status(200)
        .json(await payments.simulate(transactionId, bodyOf(res, SimulatePaymentBodySchema), requestLanguage(req)));
    });

  return router;
}
