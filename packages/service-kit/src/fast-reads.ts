import type { IncomingMessage, OutgoingHttpHeaders, Server, ServerResponse } from 'node:http';
import type { HttpMetrics } from './metrics';
import { requestId } from './request-id';

/** A public GET answer kept in memory: what the full pipeline answered, minus what belongs to one request. */
export interface FastRead {
  body: Buffer;
  etag: string;
  /** The route pattern that produced it, for the request metrics. */
  route: string;
  /** The headers the pipeline set (security headers, Cache-Control, Content-Type), from `publicHeaders`. */
  headers: OutgoingHttpHeaders;
}

/** A service's store of public answers by raw request URL (path and query as sent). */
export interface FastReads {
  lookup(url: string): FastRead | undefined;
}

const PER_REQUEST_HEADERS = new Set([
  'set-cookie',
  'x-request-id',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'etag',
]);

/** The headers of a response being answered, without those that belong to that one request or its body. */
export function publicHeaders(res: ServerResponse): OutgoingHttpHeaders {
  return Object.fromEntries(
    Object.entries(res.getHeaders()).filter(([name]) => !PER_REQUEST_HEADERS.has(name)),
  );
}

/** If-None-Match holds our tag (weak comparison, RFC 9110 §13.1.2) and the client is not forcing a full answer. */
function notModified(req: IncomingMessage, etag: string): boolean {
  const condition = req.headers['if-none-match'];
  if (!condition || /no-cache/.test(req.headers['cache-control'] ?? '')) return false;
  const ours = etag.replace(/^W\//, '');
  return (
    condition.trim() === '*' ||
    condition.split(',').some((tag) => tag.trim().replace(/^W\//, '') === ours)
  );
}

/**
 * Answers GETs the service has already answered straight from the HTTP server, in front of the framework:
 * routing, validation, cookies and the per-request log line are the cost of a read served from memory,
 * so a hit skips them and is only counted in the metrics (and traced). Everything else goes on to the app.
 */
export function installFastReads(server: Server, reads: FastReads, metrics: HttpMetrics): void {
  const app = server.listeners('request') as ((
    req: IncomingMessage,
    res: ServerResponse,
  ) => void)[];
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const hit =
      req.method === 'GET' || req.method === 'HEAD' ? reads.lookup(req.url ?? '') : undefined;
    if (!hit) {
      for (const listener of app) listener.call(server, req, res);
      return;
    }
    const start = performance.now();
    requestId(req, res);
    const status = notModified(req, hit.etag) ? 304 : 200;
    res.writeHead(status, {
      ...hit.headers,
      etag: hit.etag,
      ...(status === 200 && { 'content-length': hit.body.length }),
    });
    res.end(status === 200 && req.method === 'GET' ? hit.body : undefined);
    metrics.observe(
      { method: req.method!, route: hit.route, status: String(status) },
      (performance.now() - start) / 1000,
    );
  });
}
