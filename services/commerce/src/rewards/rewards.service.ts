import { isDuplicateKey } from '@sohnne/service-kit';
import { randomBytes } from 'node:crypto';
import {
  BadRequestException,
  ConflictException,
  Injectable,
  ServiceUnavailableException,
} from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { CouponsService } from '../coupons/coupons.service';
import { BoughtVoucher, PointsEntry } from './points-entry.schema';
import { RewardEntry } from './reward-entry.schema';
import { SIGN_UP_POINTS, voucherFor, VOUCHERS } from './vouchers';

export const NOT_ENOUGH_POINTS = 'Not enough points for this voucher';
export const POINTS_BUSY = 'Your points are being updated. Please try again.';
const POINTS_SPENT =
  'The points of this order paid for a voucher you have used, so it can no longer be canceled here. Please contact us.';
/** Appends racing for the same seq: each lost race means another entry went in, so this stays small. */
const APPEND_ATTEMPTS = 20;

const signUpKey = (userId: string) => `signup:${userId}`;
const orderKey = (invoiceId: string) => `order:${invoiceId}`;
const cancelKey = (invoiceId: string) => `cancel:${invoiceId}`;
const revokeKey = (code: string) => `revoke:${code}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Append {
  key: string;
  points: number;
  reason: string;
  /** Refuse (400) when the balance would fall below zero. */
  mustCover?: boolean;
  /** Append nothing when an entry with this key is in the ledger. */
  unless?: string;
  voucher?: BoughtVoucher;
}

interface LedgerVoucher {
  code: string;
  points: number;
}

/**
 * The points ledger: every change is one appended entry (see PointsEntry), so the balance is never spent
 * twice by parallel requests on any number of replicas, and nothing is kept in process memory.
 */
@Injectable()
export class RewardsService {
  constructor(
    @InjectModel(PointsEntry.name) private readonly entries: Model<PointsEntry>,
    @InjectModel(RewardEntry.name) private readonly earlier: Model<RewardEntry>,
    private readonly coupons: CouponsService,
  ) {}

  /**
   * An order's points, once; none (false) when the order was canceled first (its cancel entry is in the
   * ledger).
   */
  grantOrder(userId: string, invoiceId: string, points: number): Promise<boolean> {
    return this.append(userId, {
      key: orderKey(invoiceId),
      points,
      reason: `Order ${invoiceId}`,
      unless: cancelKey(invoiceId),
    });
  }

  /**
   * Takes a canceled order's points back (the rule in POINTS.md). When the balance cannot cover them, the
   * customer's unused vouchers are revoked (newest first, their points refunded) until it can; when even
   * that cannot, nothing of the order changes and the cancel is refused (409). Every step is a ledger
   * append or a coupon-use claim, both unique inserts, so it holds at any number of replicas: a checkout
   * claiming a voucher at the same moment either wins (the voucher stays used) or loses (it is revoked).
   * The cancel entry is appended even for an order without points, so a payment settled after the cancel
   * grants none (grantOrder).
   */
  async reverseOrder(userId: string, invoiceId: string): Promise<void> {
    for (let attempt = 0; attempt < APPEND_ATTEMPTS; attempt++) {
      const last = await this.last(userId);
      // Read after the newest entry: anything appended since makes the insert below fail and retry.
      if (await this.entries.exists({ key: cancelKey(invoiceId) })) return;
      const earned = await this.entries.findOne({ key: orderKey(invoiceId) }, { points: 1 }).lean();
      const owed = earned?.points ?? 0;
      if (owed > last.balance) {
        await this.revokeVouchers(userId, invoiceId, owed - last.balance);
        continue;
      }
      const change = {
        key: cancelKey(invoiceId),
        points: -owed,
        reason: `Order ${invoiceId} canceled`,
      };
      if (await this.tryAppend(userId, last, change)) return;
      await sleep(Math.random() * 5 * (attempt + 1));
    }
    throw new ServiceUnavailableException(POINTS_BUSY);
  }

  /** Sign-up happens in the account service: the ledger opens with the 250 points on its first access. */
  async ensureSignUpBonus(userId: string): Promise<void> {
    await this.last(userId);
  }

  async balance(userId: string): Promise<number> {
    return (await this.last(userId)).balance;
  }

  async summary(userId: string) {
    const balance = await this.balance(userId);
    await this.restoreVouchers(userId);
    const [entries, earlier] = await Promise.all([
      this.entries.find({ user_id: userId, seq: { $gt: 0 } }).lean(),
      this.earlier.find({ user_id: userId, key: { $ne: signUpKey(userId) } }).lean(),
    ]);
    const opening = await this.entries.findOne({ user_id: userId, seq: 0 }).lean();
    const ledger = [
      ...(opening
        ? [{ points: SIGN_UP_POINTS, reason: 'Sign up', created_at: opening.created_at }]
        : []),
      ...earlier,
      ...entries,
    ]
      .map(({ points, reason, created_at }) => ({ points, reason, created_at }))
      .sort((a, b) => b.created_at.getTime() - a.created_at.getTime());
    return {
      balance,
      ledger,
      vouchers: VOUCHERS.map((voucher) => ({ ...voucher, affordable: voucher.points <= balance })),
    };
  }

  /**
   * Spends points on a voucher: a personal, one-use coupon code for checkout. The debit entry carries the
   * voucher, so the coupon is made from it; a crash between the two is repaired by restoreVouchers.
   */
  async redeem(userId: string, points: number) {
    const terms = voucherFor(points);
    if (!terms) throw new BadRequestException('Unknown voucher');
    await this.restoreVouchers(userId);
    const voucher: BoughtVoucher = {
      code: `REWARD-${randomBytes(5).toString('hex').toUpperCase()}`,
      amount_off: terms.amount_off,
      min_spend: terms.min_spend,
    };
    await this.append(userId, {
      key: `redeem:${voucher.code}`,
      points: -terms.points,
      reason: `Voucher ${voucher.code}`,
      mustCover: true,
      voucher,
    });
    await this.issueCoupon(userId, voucher);
    return voucher;
  }

  /**
   * Makes the coupon of every voucher the ledger paid for that has none (a crash after the debit), and
   * refunds every revoked voucher whose refund is missing (a crash after the revocation).
   */
  private async restoreVouchers(userId: string) {
    const bought = await this.entries
      .find({ user_id: userId, voucher: { $exists: true } }, { voucher: 1 })
      .lean();
    if (bought.length === 0) return;
    const codes = bought.map((entry) => entry.voucher!.code);
    const issued = await this.coupons.existing(codes);
    for (const { voucher } of bought)
      if (!issued.has(voucher!.code)) await this.issueCoupon(userId, voucher!);
    const uses = await this.coupons.usesOf(codes);
    const revoked = (await this.ledgerVouchers(userId)).filter(
      ({ code }) => uses.get(code)?.revoked,
    );
    for (const voucher of revoked) await this.refundRevoked(userId, voucher);
  }

  /** The vouchers this customer bought, newest first, with the points each cost. */
  private async ledgerVouchers(userId: string): Promise<LedgerVoucher[]> {
    const bought = await this.entries
      .find({ user_id: userId, voucher: { $exists: true } }, { voucher: 1, points: 1 })
      .sort({ seq: -1 })
      .lean();
    return bought.map((entry) => ({ code: entry.voucher!.code, points: -entry.points }));
  }

  /** Revokes unused vouchers worth at least `shortfall` points, or none (409) when they are not worth it. */
  private async revokeVouchers(userId: string, invoiceId: string, shortfall: number) {
    const bought = await this.ledgerVouchers(userId);
    const uses = await this.coupons.usesOf(bought.map((voucher) => voucher.code));
    const unused = bought.filter((voucher) => !uses.has(voucher.code));
    if (unused.reduce((sum, voucher) => sum + voucher.points, 0) < shortfall)
      throw new ConflictException(POINTS_SPENT);
    let covered = 0;
    for (const voucher of unused) {
      if (covered >= shortfall) break;
      // Lost to a checkout using it this moment: the caller reads the ledger again and decides anew.
      if (!(await this.coupons.revoke(voucher.code, userId, invoiceId))) continue;
      await this.refundRevoked(userId, voucher);
      covered += voucher.points;
    }
  }

  /** A revoked voucher's points back, once (its coupon use was claimed as a revocation first). */
  private async refundRevoked(userId: string, voucher: LedgerVoucher) {
    await this.append(userId, {
      key: revokeKey(voucher.code),
      points: voucher.points,
      reason: `Voucher ${voucher.code} canceled with its order`,
    });
  }

  private async issueCoupon(userId: string, voucher: BoughtVoucher) {
    // A parallel repair may have made it a moment ago: issuing is idempotent.
    await this.coupons.issue({
      code: voucher.code,
      value: voucher.amount_off,
      min_spend: voucher.min_spend,
      owner_user_id: userId,
    });
  }

  /** The newest entry, opening the ledger first if it has none. */
  private async last(userId: string) {
    const newest = await this.entries.findOne({ user_id: userId }).sort({ seq: -1 }).lean();
    if (newest) return newest;
    try {
      const opening = SIGN_UP_POINTS + (await this.earlierPoints(userId));
      await this.entries.create({
        user_id: userId,
        seq: 0,
        key: signUpKey(userId),
        points: opening,
        balance: opening,
        reason: 'Sign up',
      });
    } catch (error) {
      // Opened by a parallel request.
      if (!isDuplicateKey(error)) throw error;
    }
    const opened = await this.entries.findOne({ user_id: userId }).sort({ seq: -1 }).lean();
    if (!opened) throw new ServiceUnavailableException(POINTS_BUSY);
    return opened;
  }

  /** The earlier, unsequenced ledger's points (its own sign-up entry stands for the opening bonus). */
  private async earlierPoints(userId: string): Promise<number> {
    const [row] = await this.earlier.aggregate<{ total: number }>([
      { $match: { user_id: userId, key: { $ne: signUpKey(userId) } } },
      { $group: { _id: null, total: { $sum: '$points' } } },
    ]);
    return row?.total ?? 0;
  }

  /**
   * Appends seq = last + 1; a duplicate seq means another writer came first: read again and retry. True
   * when the entry is in the ledger (appended now or before), false when `unless` kept it out.
   */
  private async append(userId: string, change: Append): Promise<boolean> {
    for (let attempt = 0; attempt < APPEND_ATTEMPTS; attempt++) {
      const last = await this.last(userId);
      if (change.unless && (await this.entries.exists({ key: change.unless }))) return false;
      if (change.mustCover && last.balance + change.points < 0)
        throw new BadRequestException(NOT_ENOUGH_POINTS);
      if (await this.tryAppend(userId, last, change)) return true;
      if (await this.entries.exists({ key: change.key })) return true; // applied already (a repeat)
      await sleep(Math.random() * 5 * (attempt + 1));
    }
    throw new ServiceUnavailableException(POINTS_BUSY);
  }

  /** Inserts the entry after `last`; false when another entry took that seq (or this key) first. */
  private async tryAppend(
    userId: string,
    last: { seq: number; balance: number },
    change: Append,
  ): Promise<boolean> {
    try {
      await this.entries.create({
        user_id: userId,
        seq: last.seq + 1,
        key: change.key,
        points: change.points,
        balance: last.balance + change.points,
        reason: change.reason,
        ...(change.voucher ? { voucher: change.voucher } : {}),
      });
      return true;
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      return false;
    }
  }
}
