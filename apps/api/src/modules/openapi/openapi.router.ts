import { Router } from 'express';
import { openApiDocument } from './openapi.js';

export function openApiRouter(): Router {
  const router = Router();
  // Built once, when the app is made (the same text for every instance of the app in this process).
  const { json } = openApiDocument();
  router.get('/openapi.json', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=300').type('application/json').send(json);
  });
  return router;
}
