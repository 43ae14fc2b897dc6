import { DynamicModule, Injectable, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { ThrottlerModule, ThrottlerOptions, ThrottlerStorage } from '@nestjs/throttler';
// The record type is not re-exported from the package index.
import type { ThrottlerStorageRecord } from '@nestjs/throttler/dist/throttler-storage-record.interface';
import type { Collection, Connection } from 'mongoose';
import type { BaseEnv } from './config';
import { SERVICE_ENV } from './tokens';

/** One counted attempt; `expires_at` is when the sweep may remove it. */
interface ThrottleHit {
  key: string;
  at: Date;
  expires_at: Date;
}

/** A key blocked until `until`; kept a window longer, as hits from before it must not count after it. */
interface ThrottleBlock {
  key: string;
  until: Date;
  expires_at: Date;
}

export const THROTTLE_HITS_COLLECTION = 'throttle_hits';
export const THROTTLE_BLOCKS_COLLECTION = 'throttle_blocks';
/** The embedded database has no TTL index: expired hits and blocks are removed this often. */
export const THROTTLE_SWEEP_INTERVAL_MS = 60_000;

const seconds = (ms: number) => Math.max(0, Math.ceil(ms / 1000));

/**
 * @nestjs/throttler's storage on the service's own database, so every replica counts the same attempts and
 * a restart forgets none. Only inserts and counts are used (the one thing MongoDB and the embedded FerretDB
 * both do atomically): each attempt is inserted, then the attempts in the window are counted. Every
 * attempt sees at least the attempts committed before its own, so at most `limit` pass per window however
 * many replicas judge them; under a race an attempt may be refused that a single process would have let
 * through, never the reverse.
 *
 * Semantics follow the in-memory ThrottlerStorageService: a sliding window of `ttl` per hit; with
 * `blockDuration` > 0 the attempt past `limit` blocks the key for `blockDuration`, blocked attempts are not
 * counted, and the count starts again when the block ends; with `blockDuration` <= 0 attempts past the
 * limit are refused until the oldest counted one leaves the window. Times in the record are in seconds.
 */
@Injectable()
export class DatabaseThrottlerStorage
  implements ThrottlerStorage, OnModuleInit, OnApplicationShutdown
{
  private sweepTimer?: NodeJS.Timeout;

  constructor(@InjectConnection() private readonly connection: Connection) {}

  private get hits(): Collection<ThrottleHit> {
    return this.connection.collection<ThrottleHit>(THROTTLE_HITS_COLLECTION);
  }

  private get blocks(): Collection<ThrottleBlock> {
    return this.connection.collection<ThrottleBlock>(THROTTLE_BLOCKS_COLLECTION);
  }

  async onModuleInit(): Promise<void> {
    // Indexes are built once the connection is up; the first attempts are counted either way.
    void Promise.all([
      this.hits.createIndex({ key: 1, at: 1 }),
      this.blocks.createIndex({ key: 1, until: -1 }),
    ]).catch(() => undefined);
    this.sweepTimer = setInterval(
      () => void this.sweep().catch(() => undefined),
      THROTTLE_SWEEP_INTERVAL_MS,
    );
    this.sweepTimer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.sweepTimer);
  }

  /** Removes hits and blocks no window can count any more (every replica may run it: deletes are idempotent). */
  async sweep(now = new Date()): Promise<void> {
    await Promise.all([
      this.hits.deleteMany({ expires_at: { $lte: now } }),
      this.blocks.deleteMany({ expires_at: { $lte: now } }),
    ]);
  }

  async increment(
    key: string,
    ttl: number,
    limit: number,
    blockDuration: number,
    throttlerName: string,
  ): Promise<ThrottlerStorageRecord> {
    const id = `${throttlerName}:${key}`;
    const now = Date.now();
    const lastBlock = await this.blocks.find({ key: id }).sort({ until: -1 }).limit(1).next();
    const blockedUntil = lastBlock?.until.getTime() ?? 0;
    const blocked = blockedUntil > now;
    // After a block the count starts afresh, as the in-memory storage resets it.
    const inWindow = {
      key: id,
      at: { $gt: new Date(blocked ? now - ttl : Math.max(now - ttl, blockedUntil)) },
    };
    const counted = () => this.hits.countDocuments(inWindow);
    const timeToExpire = async () => {
      const oldest = await this.hits.find(inWindow).sort({ at: 1 }).limit(1).next();
      return seconds((oldest ? oldest.at.getTime() : now) + ttl - now);
    };

    if (blocked) {
      return {
        totalHits: await counted(),
        timeToExpire: await timeToExpire(),
        isBlocked: true,
        timeToBlockExpire: seconds(blockedUntil - now),
      };
    }

    const hit = await this.hits.insertOne({
      key: id,
      at: new Date(now),
      expires_at: new Date(now + ttl),
    });
    const totalHits = await counted();
    if (totalHits <= limit) {
      return {
        totalHits,
        timeToExpire: await timeToExpire(),
        isBlocked: false,
        timeToBlockExpire: 0,
      };
    }
    if (blockDuration > 0) {
      const until = now + blockDuration;
      await this.blocks.insertOne({
        key: id,
        until: new Date(until),
        expires_at: new Date(until + ttl),
      });
      return {
        totalHits,
        timeToExpire: await timeToExpire(),
        isBlocked: true,
        timeToBlockExpire: seconds(blockDuration),
      };
    }
    // Without a block a refused attempt is not counted: the key frees up as its oldest hit leaves the window.
    await this.hits.deleteOne({ _id: hit.insertedId });
    const expiresIn = await timeToExpire();
    return { totalHits, timeToExpire: expiresIn, isBlocked: true, timeToBlockExpire: expiresIn };
  }
}

/**
 * ThrottlerModule for a service, on DatabaseThrottlerStorage (shared by its replicas, kept across restarts),
 * its limits read from the service's validated configuration.
 */
export function throttlerOnDatabase<Env extends BaseEnv>(
  throttlers: (env: Env) => ThrottlerOptions[],
): DynamicModule {
  return ThrottlerModule.forRootAsync({
    inject: [SERVICE_ENV, DatabaseThrottlerStorage],
    useFactory: (env: Env, storage: DatabaseThrottlerStorage) => ({
      throttlers: throttlers(env),
      storage,
    }),
  });
}
