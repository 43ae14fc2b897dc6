import { isDuplicateKey } from '@sohnne/service-kit';
import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import {
  COUPON_MESSAGES,
  couponDiscount,
  couponProblem,
  isRevocation,
  revocationOf,
} from './coupon.rules';
import { Coupon, CouponUse } from './coupon.schema';

/** Who uses a coupon: a customer by user id, a guest by e-mail (one use per customer either way). */
export interface CouponCustomer {
  userId?: string;
  email?: string;
}

/** The customer as a coupon's rules see them; whether they ordered before is the orders module's answer. */
export interface CouponShopper extends CouponCustomer {
  hasOrderedBefore: () => Promise<boolean>;
}

/** A coupon made elsewhere (a rewards voucher bought with points). */
export interface IssuedCoupon {
  code: string;
  value: number;
  min_spend: number;
  owner_user_id: string;
}

export interface AppliedCoupon {
  code: string;
  discount: number;
}

const customerKey = ({ userId, email }: CouponCustomer) =>
  userId ? `user:${userId}` : email ? `email:${email.trim().toLowerCase()}` : undefined;

@Injectable()
export class CouponsService {
  constructor(
    @InjectModel(Coupon.name) private readonly coupons: Model<Coupon>,
    @InjectModel(CouponUse.name) private readonly uses: Model<CouponUse>,
  ) {}

  /** The discount a code gives on a subtotal for this customer; a 400 with the reason otherwise. */
  async evaluate(code: string, subtotal: number, customer: CouponShopper): Promise<AppliedCoupon> {
    const coupon = await this.coupons.findOne({ code: code.trim().toUpperCase() }).lean();
    if (!coupon) throw new BadRequestException(COUPON_MESSAGES.unknown);
    const key = customerKey(customer);
    const use = key ? await this.uses.findOne({ code: coupon.code, customer: key }).lean() : null;
    const hasOrderedBefore = coupon.first_purchase_only ? await customer.hasOrderedBefore() : false;
    const problem = couponProblem(coupon, {
      subtotal,
      now: new Date(),
      userId: customer.userId,
      usedBefore: use !== null,
      revoked: use !== null && isRevocation(use.invoice_id),
      hasOrderedBefore,
    });
    if (problem) throw new BadRequestException(problem);
    return { code: coupon.code, discount: couponDiscount(coupon, subtotal) };
  }

  /** Claims the one use of a code for a customer; false when it was used already (a parallel order). */
  async claimUse(code: string, customer: CouponCustomer, invoiceId: string): Promise<boolean> {
    try {
      await this.uses.create({ code, customer: customerKey(customer), invoice_id: invoiceId });
      return true;
    } catch (error) {
      if (isDuplicateKey(error)) return false;
      throw error;
    }
  }

  /**
   * Takes a rewards voucher back (its order canceled): its one use is claimed as a revocation, so it wins
   * or loses against a checkout claiming it at the same time; false when a checkout used it first.
   */
  revoke(code: string, ownerUserId: string, invoiceId: string): Promise<boolean> {
    return this.claimUse(code, { userId: ownerUserId }, revocationOf(invoiceId));
  }

  /** For each of these codes that was used or revoked: whether it was revoked. */
  async usesOf(codes: string[]): Promise<Map<string, { revoked: boolean }>> {
    const found = await this.uses.find({ code: { $in: codes } }, { code: 1, invoice_id: 1 }).lean();
    return new Map(found.map((use) => [use.code, { revoked: isRevocation(use.invoice_id) }]));
  }

  /** Makes a coupon once (a repeated issue of the same code is a no-op). */
  async issue(coupon: IssuedCoupon): Promise<void> {
    try {
      await this.coupons.create({ ...coupon, kind: 'fixed', first_purchase_only: false });
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
  }

  /** Which of these codes exist. */
  async existing(codes: string[]): Promise<Set<string>> {
    const found = await this.coupons.find({ code: { $in: codes } }, { code: 1 }).lean();
    return new Set(found.map((c) => c.code));
  }

  /** Gives the use back (declined payment, canceled order). */
  async releaseUse(invoiceId: string) {
    await this.uses.deleteMany({ invoice_id: invoiceId });
  }
}
