// OpenTelemetry traces (docs/contracts.md §18, docs/decisions/071): when OTEL_EXPORTER_OTLP_ENDPOINT is set, every
// request this instance answers is a server span, sent in batches over OTLP/HTTP (JSON) to the collector's
// `/v1/traces`. A caller's W3C `traceparent` makes the span a child of the caller's, so that a trace runs through a
// proxy or another service into this one. Each app has its own tracer provider, as it has its own metrics registry:
// nothing is registered globally, so tests can build many apps in one process.
import type { Request, RequestHandler } from 'express';
import {
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  defaultTextMapGetter,
  type Attributes,
  type Tracer,
} from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace';
import { answeredRoute } from './metrics.js';

export interface Tracing {
  /** Makes each request a span; goes first, with the request log. */
  traceRequests: RequestHandler;
  /** Sends the spans that have ended and not yet been sent (the tests; shutdown does it too). */
  flush(): Promise<void>;
  /** Sends what is left and stops (the server's shutdown). */
  shutdown(): Promise<void>;
}

/** The collector's address for traces: the signal's path under the endpoint, as OpenTelemetry's settings define it. */
export function tracesUrl(endpoint: string): string {
  return `${endpoint.replace(/\/+$/, '')}/v1/traces`;
}

export function createTracing({ endpoint, serviceName }: { endpoint: string; serviceName: string }): Tracing {
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ 'service.name': serviceName }),
    spanProcessors: [new BatchSpanProcessor({ exporter: new OTLPTraceExporter({ url: tracesUrl(endpoint) }) })],
  });
  const tracer = provider.getTracer('telecom-api');
  const propagator = new W3CTraceContextPropagator();
  return {
    traceRequests: requestSpans(tracer, propagator),
    flush: () => provider.forceFlush(),
    shutdown: () => provider.shutdown(),
  };
}

function requestSpans(tracer: Tracer, propagator: W3CTraceContextPropagator): RequestHandler {
  return (req, res, next) => {
    const parent = propagator.extract(ROOT_CONTEXT, req.headers, defaultTextMapGetter);
    // Named by the route once it is known; the path goes in without its query string (tokens, e-mail addresses).
    const span = tracer.startSpan(req.method, { kind: SpanKind.SERVER, attributes: requestAttributes(req) }, parent);
    // The log lines of this request name the trace (lib's request log), so that an error leads to its trace.
    req.log.traceId = span.spanContext().traceId;
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      const route = answeredRoute(req);
      span.updateName(`${req.method} ${route}`);
      span.setAttribute('http.route', route);
      if (res.headersSent) span.setAttribute('http.response.status_code', res.statusCode);
      // A server span is an error for a 5xx only: a 4xx is the caller's mistake, answered as it should be.
      if (!res.writableFinished || res.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
    };
    res.once('finish', end);
    // A connection closed before the answer was complete.
    res.once('close', end);
    next();
  };
}

function requestAttributes(req: Request): Attributes {
  return {
    'http.request.method': req.method,
    'url.path': req.path,
    'url.scheme': req.protocol,
    'client.address': req.ip ?? '',
    ...(req.get('user-agent') ? { 'user_agent.original': req.get('user-agent') } : {}),
  };
}
