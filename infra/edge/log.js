'use strict';
// The JSON logs of the edge and the page server: pino, with the fields the services' (nestjs-pino) lines
// have: `name`, numeric `level`, `req.id` on every line written while a request is handled, and
// `trace_id`/`span_id` when tracing runs (the pino instrumentation of @sohnne/telemetry adds them).
const { AsyncLocalStorage } = require('node:async_hooks');
const { randomUUID } = require('node:crypto');
const pino = require('pino');

/** The id of the request being handled, for every line logged meanwhile (nestjs-pino keeps it alike). */
const currentRequest = new AsyncLocalStorage();

/** A logger named as the process (`edge`, `page-server`); `destination` only for a test. */
function createLogger(name, { level = 'info', destination } = {}) {
  return pino(
    {
      name,
      level,
      mixin: () => {
        const id = currentRequest.getStore();
        return id ? { req: { id } } : {};
      },
    },
    destination,
  );
}

/** The caller's request id (the edge is the first hop: any sane one is kept), else a new one. */
function requestIdOf(req) {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && incoming.length > 0 && incoming.length <= 128
    ? incoming
    : randomUUID();
}

/** Runs `handle` as the handling of the request `id`: the lines it logs, now or later, carry `req.id`. */
const withRequestId = (id, handle) => currentRequest.run(id, handle);

module.exports = { createLogger, requestIdOf, withRequestId };
