import { Router } from 'express';
import { openApiDocument } from './openapi.js';
import { routesOn } from '../../middleware/api-routes.js';

export function openApiRouter(): Router {
  const router = Router();
  const serve = routesOn(router);
  // Built once, when the app is made (the same text for every instance of the app in this process).
  const { json } = openApiDocument();
  serve('GET /api/openapi.json', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=300').type('application/json').send(json);
  });
  return router;
}
