/* eslint-disable @typescript-eslint/no-require-imports -- the embedded database is plain JS */
import { Controller, Module, Post, UseGuards } from '@nestjs/common';
import { getConnectionToken } from '@nestjs/mongoose';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { Connection } from 'mongoose';
import { randomBytes } from 'node:crypto';
import { serviceConfig } from '../src/config';
import { ServiceKitModule } from '../src/service-kit.module';
import { startTestService, TestClient, TestService } from '../src/testing';
import {
  DatabaseThrottlerStorage,
  THROTTLE_BLOCKS_COLLECTION,
  THROTTLE_HITS_COLLECTION,
  throttlerOnDatabase,
} from '../src/throttler-storage';

const LIMIT = 5;

@Controller('api')
class FormController {
  @Post('form')
  @UseGuards(ThrottlerGuard)
  submit() {
    return { sent: true };
  }
}

function formModule() {
  @Module({
    imports: [
      ServiceKitModule.forRoot({
        name: 'throttled',
        dbName: 'sohnne_throttled',
        config: serviceConfig({}),
      }),
      throttlerOnDatabase(() => [{ limit: LIMIT, ttl: 60_000 }]),
    ],
    controllers: [FormController],
  })
  class FormModule {}
  return FormModule;
}

const { startFerretDb } = require('@sohnne/embedded-db');
let db: { uri: string; stop(): Promise<void> };
let first: TestService;
let second: TestService;

beforeAll(async () => {
  db = await startFerretDb({ quiet: true });
  process.env.MONGODB_URI = db.uri;
  const env = { SESSION_SECRET: randomBytes(32).toString('hex') };
  // Two replicas of one service: same build, same environment, same database.
  first = await startTestService(formModule, env);
  second = await startTestService(formModule, env);
});

afterAll(async () => {
  await first?.stop();
  await second?.stop();
  await db?.stop();
  delete process.env.MONGODB_URI;
});

const storageOf = (service: TestService) => service.app.get(DatabaseThrottlerStorage);
const uniqueKey = () => randomBytes(8).toString('hex');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the throttle shared by the replicas of a service', () => {
  it('lets through the limit, not the limit per replica, of attempts alternating between two replicas', async () => {
    const replicas = [new TestClient(first.url), new TestClient(second.url)];
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4 * LIMIT; attempt++) {
      const response = await replicas[attempt % 2].post('/api/form');
      statuses.push(response.status);
      if (response.status === 429)
        expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(LIMIT);
    expect(statuses.slice(LIMIT).every((status) => status === 429)).toBe(true);
  });

  it('keeps counting across a restart: a replica started afresh on the database is still blocked', async () => {
    const restarted = await startTestService(formModule, {
      SESSION_SECRET: process.env.SESSION_SECRET!,
    });
    try {
      expect((await new TestClient(restarted.url).post('/api/form')).status).toBe(429);
    } finally {
      await restarted.stop();
    }
  });

  it('lets at most the limit through when the attempts race on both replicas at once', async () => {
    const key = uniqueKey();
    const attempts = Array.from({ length: 4 * LIMIT }, (_, i) =>
      storageOf(i % 2 ? first : second).increment(key, 60_000, LIMIT, 60_000, 'race'),
    );
    const records = await Promise.all(attempts);
    // A race may refuse more than a single process would (all can see the others' hits), never let more by.
    expect(records.filter((record) => !record.isBlocked).length).toBeLessThanOrEqual(LIMIT);
    expect(await storageOf(first).increment(key, 60_000, LIMIT, 60_000, 'race')).toMatchObject({
      isBlocked: true,
    });
  });
});

describe('DatabaseThrottlerStorage keeps @nestjs/throttler’s record contract', () => {
  it('counts hits, then blocks past the limit for blockDuration, without counting blocked attempts', async () => {
    const key = uniqueKey();
    const storage = storageOf(first);
    const counted = [];
    for (let i = 0; i < 3; i++)
      counted.push(await storage.increment(key, 60_000, 3, 30_000, 'named'));
    expect(counted.map((record) => record.totalHits)).toEqual([1, 2, 3]);
    expect(counted.every((record) => !record.isBlocked && record.timeToBlockExpire === 0)).toBe(
      true,
    );
    expect(counted[0].timeToExpire).toBe(60);

    const blocked = await storageOf(second).increment(key, 60_000, 3, 30_000, 'named');
    expect(blocked).toMatchObject({ totalHits: 4, isBlocked: true, timeToBlockExpire: 30 });
    const stillBlocked = await storage.increment(key, 60_000, 3, 30_000, 'named');
    expect(stillBlocked).toMatchObject({ totalHits: 4, isBlocked: true });
    expect(stillBlocked.timeToBlockExpire).toBeLessThanOrEqual(30);
    // Another throttler's count on the same key is its own.
    expect(await storage.increment(key, 60_000, 3, 30_000, 'other')).toMatchObject({
      totalHits: 1,
      isBlocked: false,
    });
  });

  it('starts counting afresh when a block ends, as the in-memory storage does', async () => {
    const key = uniqueKey();
    const storage = storageOf(first);
    for (let i = 0; i < 2; i++) await storage.increment(key, 60_000, 1, 500, 'short-block');
    await sleep(600);
    expect(await storageOf(second).increment(key, 60_000, 1, 500, 'short-block')).toMatchObject({
      totalHits: 1,
      isBlocked: false,
    });
  });

  it('without a block duration refuses past the limit until the oldest hit leaves the window', async () => {
    const key = uniqueKey();
    const storage = storageOf(first);
    await storage.increment(key, 500, 1, 0, 'no-block');
    const refused = await storage.increment(key, 500, 1, 0, 'no-block');
    expect(refused.isBlocked).toBe(true);
    expect(refused.timeToBlockExpire).toBe(1);
    await sleep(600);
    expect(await storage.increment(key, 500, 1, 0, 'no-block')).toMatchObject({
      totalHits: 1,
      isBlocked: false,
    });
  });

  it('sweeps hits and blocks no window can count any more', async () => {
    const key = uniqueKey();
    const storage = storageOf(first);
    for (let i = 0; i < 3; i++) await storage.increment(key, 1000, 1, 1000, 'swept');
    const connection = first.app.get<Connection>(getConnectionToken());
    const left = () =>
      Promise.all(
        [THROTTLE_HITS_COLLECTION, THROTTLE_BLOCKS_COLLECTION].map((name) =>
          connection.collection(name).countDocuments({ key: `swept:${key}` }),
        ),
      );
    expect(await left()).toEqual([2, 1]);
    await storage.sweep(new Date(Date.now() + 1500));
    expect(await left()).toEqual([0, 1]);
    await storage.sweep(new Date(Date.now() + 2500));
    expect(await left()).toEqual([0, 0]);
  });
});
