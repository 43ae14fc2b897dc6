import { ArgumentsHost, Catch, HttpStatus } from '@nestjs/common';
import { BaseExceptionFilter } from '@nestjs/core';
import type { Response } from 'express';

export const DATABASE_UNAVAILABLE =
  'The database is unavailable right now. Please try again in a moment.';

const OUTAGE_ERRORS = new Set([
  'MongoServerSelectionError',
  'MongooseServerSelectionError',
  'MongoNetworkError',
  'MongoNetworkTimeoutError',
  'MongoNotConnectedError',
  'MongoTopologyClosedError',
]);

/** A driver error that means 'the database cannot be reached', as opposed to a bad query. */
export function isDatabaseOutage(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (OUTAGE_ERRORS.has(error.name)) return true;
  // mongoose queues calls while disconnected, then fails them with a plain MongooseError
  return error.name === 'MongooseError' && /buffering timed out/.test(error.message);
}

/**
 * Every error still goes through Nest's own handling, but a database outage answers 503 with a clear
 * message (not 500 'Internal server error'); the driver reconnects by itself when the database is back.
 */
@Catch()
export class DatabaseUnavailableFilter extends BaseExceptionFilter {
  override catch(error: unknown, host: ArgumentsHost): void {
    if (!isDatabaseOutage(error) || host.getType() !== 'http') return super.catch(error, host);
    const res = host.switchToHttp().getResponse<Response>();
    if (res.headersSent) return;
    res
      .status(HttpStatus.SERVICE_UNAVAILABLE)
      .set('Retry-After', '5')
      .json({ statusCode: 503, error: 'Service Unavailable', message: DATABASE_UNAVAILABLE });
  }
}
