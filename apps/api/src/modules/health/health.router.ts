import { Router } from 'express';

/** `GET /api/health`: answers while the process is up (decisions.md §4). */
export function healthRouter(): Router {
  const router = Router();
  router.get('/health', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' });
  });
  return router;
}
