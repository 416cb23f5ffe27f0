// /api/subscriptions/{id}/assistant and /api/assistant (docs/contracts.md §16): an AI assistant's knowledge, "Test
// your assistant" by text, and the call log. Only the owner: another account's assistant is 404.
import { Router } from 'express';
import { AssistantKnowledgeSchema, AssistantTestBodySchema } from '@telecom/domain';
import { sessionOf, type AuthMiddleware } from '../auth/authenticate.js';
import { bodyOf } from '../../middleware/validate.js';
import { routesOn } from '../../middleware/api-routes.js';
import type { AssistantService } from './assistant.service.js';

export function assistantRouter(assistant: AssistantService, guards: AuthMiddleware): Router {
  const router = Router();
  const serve = routesOn(router, guards);
  serve('GET /api/subscriptions/{id}/assistant', async (req, res) => {
    res.set('Cache-Control', 'no-store');
    const knowledge = await assistant.knowledge(sessionOf(res).user.id, res.locals.path.id);
    res.status(200).json({ knowledge });
  });
  serve('PUT /api/subscriptions/{id}/assistant', async (req, res) => {
    res.set('Cache-Control', 'no-store');
    const id = res.locals.path.id;
    const knowledge = await assistant.saveKnowledge(sessionOf(res).user.id, id, bodyOf(res, AssistantKnowledgeSchema));
    res.status(200).json({ knowledge });
  });
  serve('POST /api/assistant/{subscriptionId}/test', async (req, res) => {
    res.set('Cache-Control', 'no-store');
    const id = res.locals.path.subscriptionId;
    const answer = await assistant.test(sessionOf(res).user.id, id, bodyOf(res, AssistantTestBodySchema));
    res.status(200).json(answer);
  });
  serve('GET /api/assistant/calls', async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    res.status(200).json(await assistant.calls(sessionOf(res).user.id));
  });
  return router;
}
