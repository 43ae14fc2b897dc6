import { Db, MongoClient } from 'mongodb';

interface SeedModule {
  dbName: string;
  seed(db: Db): Promise<void>;
}

/* eslint-disable-next-line @typescript-eslint/no-require-imports */
export const contentSeed = require('../../../infra/seed/content') as SeedModule;

/** Works on the content test database (MONGODB_URI is set by startTestService). */
export async function withContentDb<T>(work: (db: Db) => Promise<T>): Promise<T> {
  const client = await MongoClient.connect(process.env.MONGODB_URI!);
  try {
    return await work(client.db(contentSeed.dbName));
  } finally {
    await client.close();
  }
}
