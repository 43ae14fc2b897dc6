/*
 * What a service's request log may keep of a request: never a secret. The session and CSRF tokens travel
 * in headers that are redacted; a Referer is the page the shopper came from and keeps only its origin and
 * path (a reset page's address carries its token); query values named like secrets are replaced.
 */

import type { IncomingMessage } from 'node:http';
import type { Options } from 'pino-http';
import { requestId } from './request-id';

/** Header paths pino redacts on every request and answer line. */
const REDACTED_HEADERS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-csrf-token"]',
  'res.headers["set-cookie"]',
];

const SECRET_PARAMETER = /token|password|secret|card|cvc|code|key/i;
const REDACTED = '[Redacted]';

/** The request log of a service (nestjs-pino's pino-http options): one line per answer, nothing secret in it. */
export function requestLogOptions(name: string, level: string): Options {
  return {
    name,
    level,
    genReqId: requestId,
    redact: REDACTED_HEADERS,
    serializers: { req: requestForLog },
    autoLogging: {
      ignore: (req: IncomingMessage) => /^\/(health|metrics)/.test(req.url ?? ''),
    },
  };
}

/** A page address as a log may keep it: origin and path, without query or fragment. */
function refererForLog(referer: string): string {
  try {
    const url = new URL(referer);
    return `${url.origin}${url.pathname}`;
  } catch {
    return REDACTED;
  }
}

/** A request target (`/api/x?a=1`) with the values of secret-looking query parameters replaced. */
function urlForLog(target: string): string {
  const at = target.indexOf('?');
  if (at < 0) return target;
  const query = new URLSearchParams(target.slice(at + 1));
  for (const name of new Set(query.keys()))
    if (SECRET_PARAMETER.test(name)) query.set(name, REDACTED);
  return `${target.slice(0, at)}?${query.toString()}`;
}

interface LoggedRequest {
  url?: string;
  query?: Record<string, unknown>;
  headers?: Record<string, unknown>;
}

/** pino-http's `req` serializer: the standard fields, with the address and Referer cut as above. */
function requestForLog<T extends LoggedRequest>(req: T): T {
  const headers = req.headers && { ...req.headers };
  if (headers && typeof headers.referer === 'string')
    headers.referer = refererForLog(headers.referer);
  const query =
    req.query &&
    Object.fromEntries(
      Object.entries(req.query).map(([name, value]) => [
        name,
        SECRET_PARAMETER.test(name) ? REDACTED : value,
      ]),
    );
  return { ...req, url: req.url && urlForLog(req.url), query, headers };
}
