import type { Response } from 'express';

/** Answers `body` as a download named `name`. */
export function sendFile(res: Response, type: string, name: string, body: string | Buffer): void {
  res.set('Content-Type', type).set('Content-Disposition', `attachment; filename="${name}"`).send(body);
}
