import { Injectable, type NestMiddleware } from '@nestjs/common';
import type { Request, Response } from 'express';
import { CatalogStore } from './catalog-store.service';

/**
 * The readiness answer (GET /health) while the catalogue is read at start: 503, with how far the read is, so
 * that no replica takes traffic before its catalogue is whole and an operator sees why. Once it is, the
 * service kit's health check answers.
 */
@Injectable()
export class CatalogueReadiness implements NestMiddleware {
  constructor(private readonly store: CatalogStore) {}

  use(_request: Request, response: Response, next: () => void): void {
    const progress = this.store.startProgress();
    if (!progress) return next();
    response.status(503).json({ status: 'starting', catalogue: progress });
  }
}
