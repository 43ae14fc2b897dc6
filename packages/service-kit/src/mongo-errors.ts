/** A unique index refused the insert or update: another writer came first. */
export const isDuplicateKey = (error: unknown): boolean =>
  (error as { code?: number })?.code === 11000;
