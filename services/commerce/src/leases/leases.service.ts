import { isDuplicateKey } from '@sohnne/service-kit';
import { Injectable, Logger, ServiceUnavailableException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model, Types } from 'mongoose';
import { Lease } from './lease.schema';

export interface HeldLease {
  id: Types.ObjectId;
  key: string;
  expiresAt: number;
}

export interface LeaseTerms {
  /** How long the lease is held at most: a holder that died is broken after this. */
  ttlMs: number;
  /** How long to wait for a busy lease before answering 503. */
  waitMs: number;
  /** The 503 message when the wait runs out. */
  busyMessage: string;
}

/** A holder writes only while at least this much of its lease is left (its writes then end before expiry). */
const SAFETY_MARGIN_FRACTION = 0.25;
const FIRST_BACKOFF_MS = 2;
const MAX_BACKOFF_MS = 40;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Mutual exclusion across every replica with the one atomic primitive both MongoDB and the embedded
 * FerretDB give: a unique index on insert. Taken by insert, given back by deleting its own id, and a lease
 * past its expiry (its holder died) is broken by deleting that holder's id, which no later holder shares.
 */
@Injectable()
export class Leases {
  private readonly logger = new Logger(Leases.name);

  constructor(@InjectModel(Lease.name) private readonly leases: Model<Lease>) {}

  /** The lease, or null when another live holder has it. */
  async tryTake(key: string, ttlMs: number): Promise<HeldLease | null> {
    for (let attempt = 0; attempt < 2; attempt++) {
      const expiresAt = Date.now() + ttlMs;
      try {
        const lease = await this.leases.create({ key, expires_at: new Date(expiresAt) });
        return { id: lease._id, key, expiresAt };
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
      }
      const holder = await this.leases.findOne({ key }).lean();
      if (holder && holder.expires_at.getTime() > Date.now()) return null;
      if (holder) {
        this.logger.warn(`Breaking the stale lease ${key}`);
        await this.leases.deleteOne({ _id: holder._id });
      }
    }
    return null;
  }

  async release(lease: HeldLease): Promise<void> {
    try {
      await this.leases.deleteOne({ _id: lease.id });
    } catch (error) {
      // The database went away: the lease lapses by itself at its expiry.
      this.logger.warn(`Releasing the lease ${lease.key} failed: ${(error as Error).message}`);
    }
  }

  /** Runs the task while holding the lease, waiting for it (with backoff) up to terms.waitMs. */
  async withLease<T>(
    key: string,
    terms: LeaseTerms,
    task: (lease: HeldLease) => Promise<T>,
  ): Promise<T> {
    const deadline = Date.now() + terms.waitMs;
    let backoff = FIRST_BACKOFF_MS;
    for (;;) {
      const lease = await this.tryTake(key, terms.ttlMs);
      if (lease) {
        try {
          return await task(lease);
        } finally {
          // Given back while the answer goes out, not before: the task's writes are done, and a next
          // holder that still finds it waits a few ms (a holder that dies first: it lapses at expiry).
          void this.release(lease);
        }
      }
      if (Date.now() >= deadline) throw new ServiceUnavailableException(terms.busyMessage);
      await sleep(backoff / 2 + Math.random() * backoff);
      backoff = Math.min(backoff * 2, MAX_BACKOFF_MS);
    }
  }

  /** Refuses (503) to write under a lease that is about to lapse: another holder may take it soon. */
  assertHeld(lease: HeldLease, ttlMs: number, busyMessage: string): void {
    if (Date.now() > lease.expiresAt - ttlMs * SAFETY_MARGIN_FRACTION)
      throw new ServiceUnavailableException(busyMessage);
  }
}
