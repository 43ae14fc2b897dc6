import { Db, MongoClient } from 'mongodb';

interface SeedModule {
  dbName: string;
  seed(db: Db): Promise<void>;
}

/* eslint-disable-next-line @typescript-eslint/no-require-imports */
export const catalogSeed = require('../../../infra/seed/catalog') as SeedModule;

/** Runs the catalog seed against the test database (MONGODB_URI is set by startTestService). */
export async function withCatalogDb<T>(work: (db: Db) => Promise<T>): Promise<T> {
  const client = await MongoClient.connect(process.env.MONGODB_URI!);
  try {
    return await work(client.db(catalogSeed.dbName));
  } finally {
    await client.close();
  }
}
