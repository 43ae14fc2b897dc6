import { trace } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { ExpressInstrumentation } from '@opentelemetry/instrumentation-express';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { MongoDBInstrumentation } from '@opentelemetry/instrumentation-mongodb';
import { NestInstrumentation } from '@opentelemetry/instrumentation-nestjs-core';
import { PinoInstrumentation } from '@opentelemetry/instrumentation-pino';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { NodeSDK } from '@opentelemetry/sdk-node';
import type { SpanProcessor } from '@opentelemetry/sdk-trace';

/*
 * Tracing for every Node process of the shop (the services and the edge). Its own package
 * ('@sohnne/telemetry'), loaded before anything else so the instrumentations can wrap http,
 * express, Nest, the MongoDB driver, pino and fetch (undici) as they are first required.
 */

export interface TelemetryOptions {
  serviceName: string;
  /** Where spans go instead of the OTLP exporter (a test's in-memory exporter). */
  spanProcessors?: SpanProcessor[];
  env?: NodeJS.ProcessEnv;
}

/** Operations endpoints polled every few seconds: not worth a trace each. */
const UNTRACED_PATHS = new Set(['/health', '/metrics']);

/**
 * Starts tracing when OTEL_EXPORTER_OTLP_ENDPOINT is set (or span processors are given), exporting OTLP
 * over http; otherwise does nothing and costs nothing. Incoming and outgoing calls carry the W3C
 * traceparent header, so one shopper's request is one trace across the edge and the services, and pino
 * writes the trace id into every log line of a traced request.
 */
export function startTelemetry({ serviceName, spanProcessors, env = process.env }: TelemetryOptions): NodeSDK | null {
  if (!env.OTEL_EXPORTER_OTLP_ENDPOINT && !spanProcessors) return null;
  const sdk = new NodeSDK({
    serviceName,
    ...(spanProcessors ? { spanProcessors } : { traceExporter: new OTLPTraceExporter() }),
    instrumentations: [
      new HttpInstrumentation({ ignoreIncomingRequestHook: (request) => UNTRACED_PATHS.has((request.url ?? '').split('?')[0]) }),
      new ExpressInstrumentation(),
      new NestInstrumentation(),
      new MongoDBInstrumentation(),
      new PinoInstrumentation(),
      new UndiciInstrumentation(),
    ],
  });
  sdk.start();
  // Spans still buffered are sent before the process ends.
  process.once('beforeExit', () => void sdk.shutdown().catch(() => undefined));
  return sdk;
}

/** The current trace's id, for log lines not written by pino (the edge's). */
export function currentTraceId(): string | undefined {
  return trace.getActiveSpan()?.spanContext().traceId;
}
