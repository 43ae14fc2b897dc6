import { randomBytes } from 'node:crypto';
import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { Coupon } from '../coupons/coupon.schema';
import { RewardEntry } from './reward-entry.schema';
import { SIGN_UP_POINTS, voucherFor, VOUCHERS } from './vouchers';

const isDuplicateKey = (error: unknown) => (error as { code?: number })?.code === 11000;

@Injectable()
export class RewardsService {
  /** Redemptions per user run one after the other, so a balance is never spent twice. */
  private readonly queues = new Map<string, Promise<unknown>>();

  constructor(
    @InjectModel(RewardEntry.name) private readonly entries: Model<RewardEntry>,
    @InjectModel(Coupon.name) private readonly coupons: Model<Coupon>,
  ) {}

  /** Adds a ledger line once per key (a repeated grant is a no-op). */
  async grant(userId: string, key: string, points: number, reason: string) {
    try {
      await this.entries.create({ user_id: userId, key, points, reason });
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
  }

  /** Sign-up happens in the account service: the 250 points are granted on the first ledger access. */
  ensureSignUpBonus(userId: string) {
    return this.grant(userId, `signup:${userId}`, SIGN_UP_POINTS, 'Sign up');
  }

  async balance(userId: string): Promise<number> {
    const [row] = await this.entries.aggregate<{ total: number }>([
      { $match: { user_id: userId } },
      { $group: { _id: null, total: { $sum: '$points' } } },
    ]);
    return row?.total ?? 0;
  }

  async summary(userId: string) {
    await this.ensureSignUpBonus(userId);
    const ledger = await this.entries.find({ user_id: userId }).sort({ created_at: -1 }).lean();
    const balance = ledger.reduce((sum, entry) => sum + entry.points, 0);
    return {
      balance,
      ledger: ledger.map(({ points, reason, created_at }) => ({ points, reason, created_at })),
      vouchers: VOUCHERS.map((voucher) => ({ ...voucher, affordable: voucher.points <= balance })),
    };
  }

  /** Spends points on a voucher: a personal, one-use coupon code for checkout. */
  async redeem(userId: string, points: number) {
    const voucher = voucherFor(points);
    if (!voucher) throw new BadRequestException('Unknown voucher');
    const run = (this.queues.get(userId) ?? Promise.resolve()).then(async () => {
      await this.ensureSignUpBonus(userId);
      if ((await this.balance(userId)) < voucher.points)
        throw new BadRequestException('Not enough points for this voucher');
      const code = `REWARD-${randomBytes(5).toString('hex').toUpperCase()}`;
      await this.coupons.create({
        code,
        kind: 'fixed',
        value: voucher.amount_off,
        min_spend: voucher.min_spend,
        owner_user_id: userId,
        first_purchase_only: false,
      });
      await this.grant(userId, `redeem:${code}`, -voucher.points, `Voucher ${code}`);
      return { code, amount_off: voucher.amount_off, min_spend: voucher.min_spend };
    });
    this.queues.set(userId, run.catch(() => undefined));
    return run;
  }
}
