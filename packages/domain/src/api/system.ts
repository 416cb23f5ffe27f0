// /api/health, /api/ready and /api/openapi.json: the calls a load balancer, a container and a reader of the
// reference make.

import { z } from 'zod';

/** `GET /api/health`: the process is up. */
export const HealthAnswerSchema = z
  .object({ status: z.literal('ok') })
  .meta({ id: 'Health', example: { status: 'ok' } });
export type HealthAnswer = z.infer<typeof HealthAnswerSchema>;

/** `GET /api/ready` 200: the database answers. */
export const ReadyAnswerSchema = z
  .object({ status: z.literal('ready') })
  .meta({ id: 'Ready', example: { status: 'ready' } });
export type ReadyAnswer = z.infer<typeof ReadyAnswerSchema>;

/** `GET /api/ready` 503: the database does not answer, or the server is shutting down. No details. */
export const NotReadyAnswerSchema = z
  .object({ status: z.enum(['unavailable', 'stopping']) })
  .meta({ id: 'NotReady', example: { status: 'stopping' } });
export type NotReadyAnswer = z.infer<typeof NotReadyAnswerSchema>;

/** `GET /api/openapi.json`: an OpenAPI 3.1 document (described by the OpenAPI specification itself). */
export const OpenApiDocumentSchema = z
  .object({
    openapi: z.string().regex(/^3\.1\.\d+$/),
    info: z.object({ title: z.string(), version: z.string() }).loose(),
    paths: z.record(z.string(), z.unknown()),
  })
  .loose()
  .meta({ id: 'OpenApiDocument', description: 'This document' });
