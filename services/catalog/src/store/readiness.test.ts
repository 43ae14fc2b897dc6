import type { Request, Response } from 'express';
import type { CatalogStore, StartProgress } from './catalog-store.service';
import { CatalogueReadiness } from './readiness';

const answer = (progress: StartProgress | null) => {
  const store = { startProgress: () => progress } as unknown as CatalogStore;
  const sent: { status?: number; body?: unknown; next: boolean } = { next: false };
  const response = {
    status(code: number) {
      sent.status = code;
      return this;
    },
    json(body: unknown) {
      sent.body = body;
      return this;
    },
  } as unknown as Response;
  new CatalogueReadiness(store).use({} as Request, response, () => (sent.next = true));
  return sent;
};

describe('CatalogueReadiness', () => {
  it('answers 503 with how far the start is while the catalogue is read', () => {
    const progress: StartProgress = {
      source: 'database',
      productsRead: 12_000,
      productsTotal: 50_000,
      partsBuilt: [],
      partsTotal: 6,
      seconds: 4.2,
    };
    expect(answer(progress)).toEqual({
      status: 503,
      body: { status: 'starting', catalogue: progress },
      next: false,
    });
  });

  it("leaves the answer to the service's health check once the catalogue is whole", () => {
    expect(answer(null)).toEqual({ next: true });
  });
});
