import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadSettings } from '../../config/settings.js';
import { errorHandler } from '../../middleware/error-handler.js';
import { requestLog } from '../../middleware/request-log.js';
import { createLogger } from '../../lib/logger.js';
import { createTestApp } from '../../test/test-app.js';
import { createTracing, tracesUrl } from './tracing.js';

/** One span as OTLP/JSON carries it (the parts the tests read). */
interface ExportedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  status?: { code?: number };
  attributes: Array<{ key: string; value: Record<string, unknown> }>;
}

/** A stand-in for an OpenTelemetry collector: takes OTLP/HTTP JSON at /v1/traces and keeps the spans and their service. */
let collector: Server;
let endpoint: string;
const received: Array<{ service: unknown; span: ExportedSpan }> = [];
const paths: string[] = [];

beforeAll(async () => {
  collector = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      paths.push(`${req.method} ${req.url} ${req.headers['content-type']}`);
      const payload = JSON.parse(body) as {
        resourceSpans: Array<{
          resource: { attributes: Array<{ key: string; value: { stringValue?: string } }> };
          scopeSpans: Array<{ spans: ExportedSpan[] }>;
        }>;
      };
      for (const resourceSpans of payload.resourceSpans) {
        const service = resourceSpans.resource.attributes.find((a) => a.key === 'service.name')?.value.stringValue;
        for (const scope of resourceSpans.scopeSpans) for (const span of scope.spans) received.push({ service, span });
      }
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(collector.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => collector.close(() => resolve())));

beforeEach(() => {
  received.length = 0;
  paths.length = 0;
});

const attribute = (span: ExportedSpan, key: string) => {
  const value = span.attributes.find((a) => a.key === key)?.value;
  return value?.stringValue ?? (value?.intValue === undefined ? undefined : Number(value.intValue));
};

const CALLER_TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';
const CALLER_SPAN = '00f067aa0ba902b7';

describe('OpenTelemetry traces', () => {
  it('are off without OTEL_EXPORTER_OTLP_ENDPOINT, and the endpoint must be an http(s) address', () => {
    expect(loadSettings({}).tracing).toBeUndefined();
    expect(loadSettings({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' }).tracing).toEqual({
      endpoint: 'http://collector:4318',
      serviceName: 'telecom-api',
    });
    expect(() => loadSettings({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' })).toThrow(
      /OTEL_EXPORTER_OTLP_ENDPOINT/,
    );
    expect(tracesUrl('http://collector:4318/')).toBe('http://collector:4318/v1/traces');
  });

  it("make each request a server span, sent to the collector, in the caller's trace", async () => {
    const t = await createTestApp({
      env: { OTEL_EXPORTER_OTLP_ENDPOINT: endpoint, OTEL_SERVICE_NAME: 'telecom-test' },
    });
    const answered = await request(t.app).get('/api/health').set('traceparent', `00-${CALLER_TRACE}-${CALLER_SPAN}-01`);
    expect(answered.status).toBe(200);
    expect((await request(t.app).get('/api/orders/12345?token=secret')).status).toBe(404);
    await t.services.tracing!.flush();

    expect(paths[0]).toBe('POST /v1/traces application/json');
    const spans = received.map(({ span }) => span);
    expect(received.every(({ service }) => service === 'telecom-test')).toBe(true);
    const health = spans.find((span) => span.name === 'GET /api/health')!;
    expect(health).toMatchObject({ traceId: CALLER_TRACE, parentSpanId: CALLER_SPAN, kind: 2 });
    expect(attribute(health, 'http.route')).toBe('/api/health');
    expect(attribute(health, 'http.response.status_code')).toBe(200);
    expect(attribute(health, 'http.request.method')).toBe('GET');

    // A call for no such order is the caller's mistake, not the span's error; its path goes without the query string.
    const refused = spans.find((span) => span.name === 'GET /api/orders/:id')!;
    expect(refused.traceId).not.toBe(CALLER_TRACE);
    expect(attribute(refused, 'http.response.status_code')).toBe(404);
    expect(attribute(refused, 'url.path')).toBe('/api/orders/12345');
    expect(JSON.stringify(refused)).not.toContain('secret');
    expect(refused.status?.code ?? 0).not.toBe(2);
  });

  it('mark a 5xx as an error, and the error log names the request id and the trace', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const logger = createLogger(
      'info',
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(JSON.parse(chunk.toString('utf8')) as Record<string, unknown>);
          done();
        },
      }),
    );
    const tracing = createTracing({ endpoint, serviceName: 'telecom-test' });
    const app = express();
    app.use(requestLog(logger));
    app.use(tracing.traceRequests);
    app.get('/boom', () => {
      throw new Error('the database went away');
    });
    app.use(errorHandler);

    const res = await request(app).get('/boom').set('X-Request-Id', 'support-ticket-42');
    expect(res.status).toBe(500);
    await tracing.flush();
    const span = received.map(({ span }) => span).find((candidate) => attribute(candidate, 'url.path') === '/boom')!;
    expect(span.status?.code).toBe(2);

    const failure = lines.find((line) => line.msg === 'unhandled error')!;
    expect(failure).toMatchObject({ reqId: 'support-ticket-42', traceId: span.traceId });
    const completed = lines.find((line) => line.msg === 'request completed')!;
    expect(completed).toMatchObject({ reqId: 'support-ticket-42', traceId: span.traceId, res: { status: 500 } });
    await tracing.shutdown();
  });
});
