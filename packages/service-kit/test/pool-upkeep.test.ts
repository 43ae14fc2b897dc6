/* eslint-disable @typescript-eslint/no-require-imports -- the embedded database is plain JS */
import { Module } from '@nestjs/common';
import { getConnectionToken } from '@nestjs/mongoose';
import mongoose, { type Connection } from 'mongoose';
import { randomBytes } from 'node:crypto';
import { serviceConfig } from '../src/config';
import { POOL_UPKEEP_MS, slowPoolUpkeep } from '../src/pool-upkeep';
import { ServiceKitModule } from '../src/service-kit.module';
import { startTestService, TestService } from '../src/testing';

const { startFerretDb } = require('@sohnne/embedded-db');
let db: { uri: string; stop(): Promise<void> };
let service: TestService;

function kitModule() {
  @Module({
    imports: [
      ServiceKitModule.forRoot({
        name: 'upkeep',
        dbName: 'sohnne_upkeep',
        config: serviceConfig({}),
      }),
    ],
  })
  class KitModule {}
  return KitModule;
}

beforeAll(async () => {
  db = await startFerretDb({ quiet: true });
  process.env.MONGODB_URI = db.uri;
  service = await startTestService(kitModule, { SESSION_SECRET: randomBytes(32).toString('hex') });
});

afterAll(async () => {
  await service?.stop();
  await db?.stop();
  delete process.env.MONGODB_URI;
});

interface UpkeptPool {
  options: { minPoolSizeCheckFrequencyMS: number };
  ensureMinPoolSize(): void;
}
function poolsOf(connection: Connection): UpkeptPool[] {
  const client = connection.getClient() as unknown as {
    topology: { s: { servers: Map<string, { pool: UpkeptPool }> } };
  };
  return [...client.topology.s.servers.values()].map((server) => server.pool);
}

/** How many times the pools look after themselves in `ms`. */
async function upkeepsIn(connection: Connection, ms: number): Promise<number> {
  let upkeeps = 0;
  const pools = poolsOf(connection);
  const originals = pools.map((pool) => pool.ensureMinPoolSize);
  pools.forEach((pool, i) => {
    pool.ensureMinPoolSize = function (this: UpkeptPool) {
      upkeeps += 1;
      return originals[i].call(this);
    };
  });
  await new Promise((resolve) => setTimeout(resolve, ms));
  pools.forEach((pool, i) => (pool.ensureMinPoolSize = originals[i]));
  return upkeeps;
}

describe("the driver's pool upkeep", () => {
  it('runs every 2 s in a service, not every 100 ms, and the service still reads and writes', async () => {
    const connection = service.app.get<Connection>(getConnectionToken());
    expect(poolsOf(connection).map((pool) => pool.options.minPoolSizeCheckFrequencyMS)).toEqual([
      POOL_UPKEEP_MS,
    ]);
    expect(await upkeepsIn(connection, 1000)).toBeLessThanOrEqual(1);
    const probes = connection.collection('upkeep_probe');
    await probes.insertOne({ at: new Date() });
    expect(await probes.countDocuments()).toBe(1);
  });

  it('changes a connection the driver made every 100 ms', async () => {
    const connection = await mongoose.createConnection(db.uri).asPromise();
    try {
      expect(await upkeepsIn(connection, 1000)).toBeGreaterThanOrEqual(5);
      expect(slowPoolUpkeep(connection)).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 150)); // the timer already set runs once more
      expect(await upkeepsIn(connection, 1000)).toBeLessThanOrEqual(1);
    } finally {
      await connection.close();
    }
  });
});
