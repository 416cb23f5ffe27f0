import { Router } from 'express';
import { buildOpenApiDocument } from './openapi.js';

export function openApiRouter(): Router {
  const router = Router();
  const document = JSON.stringify(buildOpenApiDocument());
  router.get('/openapi.json', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=300').type('application/json').send(document);
  });
  return router;
}
