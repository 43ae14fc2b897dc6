import { context, propagation, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { ExpressInstrumentation } from '@opentelemetry/instrumentation-express';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { MongoDBInstrumentation } from '@opentelemetry/instrumentation-mongodb';
import { NestInstrumentation } from '@opentelemetry/instrumentation-nestjs-core';
import { PinoInstrumentation } from '@opentelemetry/instrumentation-pino';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, TracerProvider, type SpanProcessor } from '@opentelemetry/sdk-trace';

/*
 * Tracing for every Node process of the shop (the services and the edge). Its own package
 * ('@sohnne/telemetry'), loaded before anything else so the instrumentations can wrap http,
 * express, Nest, the MongoDB driver, pino and fetch (undici) as they are first required.
 * Built from the tracer provider and one OTLP-over-http exporter rather than the Node SDK, which would
 * install exporters (gRPC, protobuf, zipkin, prometheus, logs) the shop never uses.
 */

export interface TelemetryOptions {
  serviceName: string;
  /** Where spans go instead of the OTLP exporter (a test's in-memory exporter). */
  spanProcessors?: SpanProcessor[];
  env?: NodeJS.ProcessEnv;
}

/** What a started tracer gives back: a way to send the spans still buffered. */
export interface Telemetry {
  shutdown(): Promise<void>;
}

/** Operations endpoints polled every few seconds: not worth a trace each. */
const UNTRACED_PATHS = new Set(['/health', '/metrics']);

/**
 * Starts tracing when OTEL_EXPORTER_OTLP_ENDPOINT is set (or span processors are given), exporting OTLP
 * over http; otherwise does nothing and costs nothing. Incoming and outgoing calls carry the W3C
 * traceparent header, so one shopper's request is one trace across the edge and the services, and pino
 * writes the trace id into every log line of a traced request.
 */
export function startTelemetry({
  serviceName,
  spanProcessors,
  env = process.env,
}: TelemetryOptions): Telemetry | null {
  if (!env.OTEL_EXPORTER_OTLP_ENDPOINT && !spanProcessors) return null;
  registerInstrumentations({
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (request) =>
          UNTRACED_PATHS.has((request.url ?? '').split('?')[0]),
      }),
      new ExpressInstrumentation(),
      new NestInstrumentation(),
      new MongoDBInstrumentation(),
      new PinoInstrumentation(),
      new UndiciInstrumentation(),
    ],
  });
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ 'service.name': serviceName }),
    spanProcessors: spanProcessors ?? [
      new BatchSpanProcessor({ exporter: new OTLPTraceExporter() }),
    ],
  });
  trace.setGlobalTracerProvider(provider);
  // Spans still buffered are sent before the process ends.
  process.once('beforeExit', () => void provider.shutdown().catch(() => undefined));
  return provider;
}
