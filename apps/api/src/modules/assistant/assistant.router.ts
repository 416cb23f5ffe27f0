// /api/subscriptions/{id}/assistant and /api/assistant (docs/contracts.md §16): an AI assistant's knowledge, "Test
// your assistant" by text, and the call log. Only the owner: another account's assistant is 404.
import { Router } from 'express';
import {
  AssistantKnowledgeSchema,
  AssistantSubscriptionPathSchema,
  AssistantTestBodySchema,
  IdPathSchema,
} from '@telecom/domain';
import { AppError } from '../../errors/app-error.js';
import { sessionOf, type AuthMiddleware } from '../auth/authenticate.js';
import { bodyOf } from '../../middleware/validate.js';
import { routesOn } from '../../middleware/api-routes.js';
import type { AssistantService } from './assistant.service.js';

export function assistantRouter(assistant: AssistantService, guards: AuthMiddleware): Router {
  const router = Router();
  const serve = routesOn(router, guards);
  /** A path that is no subscription id finds no subscription. */
  const idOf = (params: unknown) => {
    const path = IdPathSchema.safeParse(params);
    if (!path.success) throw new AppError(404, 'SUBSCRIPTION_NOT_FOUND');
    return path.data.id;
  };
  const subscriptionIdOf = (params: unknown) => {
    const path = AssistantSubscriptionPathSchema.safeParse(params);
    if (!path.success) throw new AppError(404, 'SUBSCRIPTION_NOT_FOUND');
    return path.data.subscriptionId;
  };

  serve('GET /api/subscriptions/{id}/assistant', async (req, res) => {
    res.set('Cache-Control', 'no-store');
    const knowledge = await assistant.knowledge(sessionOf(res).user.id, idOf(req.params));
    res.status(200).json({ knowledge });
  });
  serve('PUT /api/subscriptions/{id}/assistant', async (req, res) => {
    res.set('Cache-Control', 'no-store');
    const id = idOf(req.params);
    const knowledge = await assistant.saveKnowledge(sessionOf(res).user.id, id, bodyOf(res, AssistantKnowledgeSchema));
    res.status(200).json({ knowledge });
  });
  serve('POST /api/assistant/{subscriptionId}/test', async (req, res) => {
    res.set('Cache-Control', 'no-store');
    const id = subscriptionIdOf(req.params);
    const answer = await assistant.test(sessionOf(res).user.id, id, bodyOf(res, AssistantTestBodySchema));
    res.status(200).json(answer);
  });
  serve('GET /api/assistant/calls', async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    res.status(200).json(await assistant.calls(sessionOf(res).user.id));
  });
  return router;
}
