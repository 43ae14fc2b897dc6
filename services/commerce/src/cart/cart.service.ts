import { randomBytes } from 'node:crypto';
import {
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
  OnModuleDestroy,
  OnModuleInit,
} from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { isDuplicateKey, SERVICE_ENV, type SessionClaims } from '@sohnne/service-kit';
import type { Model, QueryFilter } from 'mongoose';
import type { CommerceEnv } from '../config';
import { Leases, type HeldLease } from '../leases/leases.service';
import { ProductLookup, type CatalogProduct } from '../catalog-client';
import {
  Cart,
  cartAddress,
  cartLines,
  isLegacyCartId,
  packLine,
  StoredCart,
  userCartId,
} from './cart.schema';
import { findVariant, mergeLines, PricedCart, priceCart, StoredLine } from './cart.pricing';
import type { AddItemDto } from './dto/add-item.dto';

/** Who is asking: the verified session (if any) and the visitor cart id from the cookie (if any). */
export interface CartRequester {
  user?: SessionClaims;
  cookieCartId?: string;
}

export interface CartResult {
  cart: StoredCart | null;
  priced: PricedCart;
  /** The catalogue's products the cart was priced with (one lookup per request). */
  products: Map<string, CatalogProduct>;
}

/** Distinct lines per cart; keeps a cart (and its catalog lookup) bounded. */
export const MAX_LINES = 50;
export const VISITOR_CART_DAYS = 60;
export const CART_BUSY = 'Your cart is busy with another change. Please try again.';
const CLEANUP_INTERVAL_MS = 6 * 60 * 60 * 1000;
const CART_CHANGED = 'The cart changed at the same time. Please try again.';

/** The catalogue's answer for some product ids, kept for the rest of the request. */
interface Prefetched {
  /** Every id looked up, found or not: a product the catalogue did not have is not asked for again. */
  lookedUpIds: Set<string>;
  products: Map<string, CatalogProduct>;
}

/** 18 bytes (24 characters): never the length of a legacy cart id (see isLegacyCartId). */
const newCartId = () => randomBytes(18).toString('base64url');
const newLineId = () => randomBytes(9).toString('base64url');
const plainLines = (cart: StoredCart | null): StoredLine[] => (cart ? cartLines(cart) : []);
/** The line an add makes: the variant asked for (or the product's first); 400 when the catalogue has neither. */
function addedLine({ products }: Prefetched, item: AddItemDto): StoredLine {
  const product = products.get(item.productId);
  const variant = product && findVariant(product, item.variantId);
  if (!variant) throw new BadRequestException('Unknown product');
  return {
    id: newLineId(),
    product_id: item.productId,
    variant_id: variant.id,
    quantity: item.quantity,
  };
}

/**
 * What an earlier (random-id) user cart's user_id becomes while it is moved to the user's derived id: the
 * unique user_id index lets the derived cart take the user's id, and the move is still found after a crash.
 */
const movingUserId = (userId: string) => `moving:${userId}`;

/** Whose cart: the lease key of every write to it (a user's by session, a visitor's by the cookie's cart id). */
const cartOwnerKey = ({ user, cookieCartId }: CartRequester) =>
  user ? `user:${user.sub}` : `visitor:${cookieCartId}`;

@Injectable()
export class CartService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(CartService.name);
  private cleanupTimer?: NodeJS.Timeout;

  constructor(
    @InjectModel(Cart.name) private readonly carts: Model<Cart>,
    private readonly catalog: ProductLookup,
    private readonly leases: Leases,
    @Inject(SERVICE_ENV)
    private readonly env: Pick<CommerceEnv, 'CART_LEASE_MS' | 'CART_LEASE_WAIT_MS'>,
  ) {}

  onModuleInit() {
    void this.removeStaleVisitorCarts();
    this.cleanupTimer = setInterval(
      () => void this.removeStaleVisitorCarts(),
      CLEANUP_INTERVAL_MS,
    ).unref();
  }

  onModuleDestroy() {
    clearInterval(this.cleanupTimer);
  }

  /** The cart as it is; a signed-in shopper's visitor cart is merged in first (a write, so under the lease). */
  async view(who: CartRequester): Promise<CartResult> {
    const cart =
      who.user && who.cookieCartId
        ? await this.underLease(who, (lease) => this.resolve(who, lease))
        : await this.resolve(who);
    return { cart, ...(await this.price(plainLines(cart))) };
  }

  async addItem(who: CartRequester, item: AddItemDto): Promise<CartResult> {
    const addTo = (lines: StoredLine[], line: StoredLine) => {
      const merged = mergeLines(lines, [line]);
      if (merged.length > MAX_LINES) {
        throw new BadRequestException(`A cart holds at most ${MAX_LINES} different items`);
      }
      return merged;
    };
    // A visitor's first add makes a new cart no other request can name yet: nothing to take turns on.
    if (!who.user && !who.cookieCartId) {
      const prefetched = await this.prefetch([item.productId]);
      const cart = await this.createVisitorCart(addTo([], addedLine(prefetched, item)));
      return { cart, ...(await this.price(plainLines(cart), prefetched)) };
    }
    // The cart is read once, under the lease; the product is checked with the catalogue before any write.
    let prefetched: Prefetched | undefined;
    const cart = await this.underLease(who, async (lease) => {
      const current = await this.resolve(who, lease);
      prefetched = await this.prefetch([
        ...plainLines(current).map((line) => line.product_id),
        item.productId,
      ]);
      const line = addedLine(prefetched, item);
      if (current) return this.updateLines(current, (lines) => addTo(lines, line), lease);
      return who.user
        ? this.intoUserCart(who.user.sub, addTo([], line), lease)
        : this.createVisitorCart(addTo([], line));
    });
    return { cart, ...(await this.price(plainLines(cart), prefetched)) };
  }

  async updateItem(who: CartRequester, lineId: string, quantity: number): Promise<CartResult> {
    return this.changeLine(who, lineId, (lines) =>
      lines.map((line) => (line.id === lineId ? { ...line, quantity } : line)),
    );
  }

  async removeItem(who: CartRequester, lineId: string): Promise<CartResult> {
    return this.changeLine(who, lineId, (lines) => lines.filter((line) => line.id !== lineId));
  }

  /**
   * Takes an order's bought lines out of its cart (lines added meanwhile stay). Idempotent: a repeated
   * call (a retried or repaired checkout) finds them gone.
   */
  async removeBoughtLines(
    order: { cart_id: string; user_id?: string },
    lineIds: string[],
    { protectionPlan }: { protectionPlan: boolean },
  ): Promise<void> {
    const bought = new Set(lineIds);
    const owner: CartRequester = order.user_id
      ? { user: { sub: order.user_id, sid: '' } }
      : { cookieCartId: order.cart_id };
    await this.underLease(owner, async (lease) => {
      // A user's cart by the user: an order of a cart made before derived ids finds it moved.
      const cart = order.user_id
        ? await this.userCart(order.user_id, lease)
        : await this.findCart(cartAddress(order.cart_id));
      if (!cart) return;
      // false, not unset: a legacy cart's plan kept beside it is then no longer read.
      const planBought = protectionPlan && cart.protection_plan !== false;
      if (planBought || plainLines(cart).some((line) => bought.has(line.id)))
        await this.updateLines(
          cart,
          (lines) => lines.filter((line) => !bought.has(line.id)),
          lease,
          planBought ? { protection_plan: false } : {},
        );
    });
  }

  /**
   * Chooses or drops the protection plan on the requester's cart (a write, so under the lease). False
   * when there is no cart with lines to put it on.
   */
  async setProtectionPlan(who: CartRequester, chosen: boolean): Promise<boolean> {
    if (!who.user && !who.cookieCartId) return false;
    return this.underLease(who, async (lease) => {
      const cart = await this.resolve(who, lease);
      if (!cart || plainLines(cart).length === 0) return false;
      if (cart.protection_plan !== chosen) {
        this.leases.assertHeld(lease, this.env.CART_LEASE_MS, CART_BUSY);
        await this.carts.updateOne(cartAddress(cart.cart_id), {
          $set: { protection_plan: chosen },
        });
      }
      return true;
    });
  }

  /**
   * The cart this requester may use, or null when there is none yet (carts are created on the first add).
   * A logged-in user gets their own cart; a visitor cart named by the cookie is merged into it (or, when the
   * user has none, becomes it), so the cart survives logging in. A visitor only ever gets a cart that
   * belongs to no user: the cookie of a user's cart is worth nothing without that user's session.
   * Without a lease it changes nothing (the merge waits for a write under the lease); it only stores an
   * empty cart for a user who has none at all (see userCart).
   */
  private async resolve(who: CartRequester, lease?: HeldLease): Promise<StoredCart | null> {
    const { user, cookieCartId } = who;
    if (!user) return cookieCartId ? this.visitorCart(cookieCartId) : null;

    const cart = await this.userCart(user.sub, lease);
    if (!cookieCartId || !lease) return cart;
    const visitor = await this.visitorCart(cookieCartId);
    if (!visitor) return cart;
    this.leases.assertHeld(lease, this.env.CART_LEASE_MS, CART_BUSY);
    // Merged (or copied) before the visitor cart is deleted: a crash in between leaves the lines twice,
    // never lost.
    const adopted = !cart
      ? await this.intoUserCart(user.sub, plainLines(visitor), lease, visitor.protection_plan)
      : plainLines(visitor).length
        ? await this.updateLines(cart, (lines) => mergeLines(lines, plainLines(visitor)), lease)
        : cart;
    await this.carts.deleteOne(cartAddress(visitor.cart_id));
    return adopted;
  }

  /**
   * The user's cart, read by its derived id (`userCartId`). A user without it may still have a cart from
   * before derived ids, found by user_id (which decodes every cart, so once per user): under the lease it
   * is moved to the derived id, without the lease only read. A read that finds no cart at all stores an
   * empty one at the derived id (an insert: the unique `_id` settles a race), so the next read is by `_id`.
   */
  private async userCart(userId: string, lease?: HeldLease): Promise<StoredCart | null> {
    const cart = await this.findCart({ _id: userCartId(userId) });
    if (cart) return cart;
    const earlier = await this.findCart({ user_id: { $in: [userId, movingUserId(userId)] } });
    if (earlier && lease) return this.moveToUserCart(userId, earlier, lease);
    if (earlier || lease) return earlier;
    return (await this.createUserCart(userId, [])) ?? this.findCart({ _id: userCartId(userId) });
  }

  /**
   * An earlier user cart moved to the derived id, each step safe to repeat: its user_id is set aside
   * (the unique index), its contents put into the user's cart, then it is deleted.
   */
  private async moveToUserCart(
    userId: string,
    earlier: StoredCart,
    lease: HeldLease,
  ): Promise<StoredCart> {
    // A cart from before `_id` addressing whose plan flag was never set may have its plan kept beside
    // it by its id (ProtectionPlanService): it stays where it is, found by user_id.
    if (earlier.protection_plan === undefined && isLegacyCartId(earlier.cart_id)) return earlier;
    this.leases.assertHeld(lease, this.env.CART_LEASE_MS, CART_BUSY);
    if (earlier.user_id === userId)
      await this.carts.updateOne(cartAddress(earlier.cart_id), {
        $set: { user_id: movingUserId(userId) },
      });
    const moved = await this.intoUserCart(
      userId,
      plainLines(earlier),
      lease,
      earlier.protection_plan,
    );
    await this.carts.deleteOne(cartAddress(earlier.cart_id));
    return moved;
  }

  /** The user's cart made with these lines, or these lines merged into it when it exists already. */
  private async intoUserCart(
    userId: string,
    lines: StoredLine[],
    lease: HeldLease,
    protectionPlan?: boolean,
  ): Promise<StoredCart> {
    const created = await this.createUserCart(userId, lines, protectionPlan);
    if (created) return created;
    const cart = await this.findCart({ _id: userCartId(userId) });
    // Taken by a cart of the user's under another id (made by an older replica): a retry moves it.
    if (!cart) throw new ConflictException(CART_CHANGED);
    return lines.length ? this.updateLines(cart, (own) => mergeLines(own, lines), lease) : cart;
  }

  /** A new cart at the user's derived id, or null when the user has one (the unique `_id` or user_id). */
  private async createUserCart(
    userId: string,
    lines: StoredLine[],
    protectionPlan?: boolean,
  ): Promise<StoredCart | null> {
    const cartId = userCartId(userId);
    try {
      return await this.insertCart({
        _id: cartId,
        cart_id: cartId,
        user_id: userId,
        packed_lines: lines.map(packLine),
        ...(protectionPlan !== undefined ? { protection_plan: protectionPlan } : {}),
      });
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      return null;
    }
  }

  /**
   * The visitor cart the cookie names; a cart that belongs to a user is none. Read by `_id` alone and
   * checked here: the embedded database answers only a filter of `_id` alone without a scan.
   */
  private async visitorCart(cartId: string): Promise<StoredCart | null> {
    const cart = await this.findCart(cartAddress(cartId));
    return cart && cart.user_id === undefined ? cart : null;
  }

  /**
   * Every cart write runs under the shopper's lease in the database, so writes from every replica to one
   * cart happen one after the other (the embedded FerretDB's conditional update is no guard by itself).
   */
  private underLease<T>(who: CartRequester, task: (lease: HeldLease) => Promise<T>): Promise<T> {
    return this.leases.withLease(
      `cart:${cartOwnerKey(who)}`,
      {
        ttlMs: this.env.CART_LEASE_MS,
        waitMs: this.env.CART_LEASE_WAIT_MS,
        busyMessage: CART_BUSY,
      },
      task,
    );
  }

  private async changeLine(
    who: CartRequester,
    lineId: string,
    change: (lines: StoredLine[]) => StoredLine[],
  ): Promise<CartResult> {
    const before = await this.resolve(who);
    if (!before || !plainLines(before).some((line) => line.id === lineId))
      throw new NotFoundException('Cart line not found');
    const prefetched = await this.prefetch(plainLines(before).map((line) => line.product_id));
    const updated = await this.underLease(who, async (lease) => {
      const cart = await this.resolve(who, lease);
      if (!cart) throw new NotFoundException('Cart line not found');
      return this.updateLines(
        cart,
        (lines) => {
          if (!lines.some((line) => line.id === lineId))
            throw new NotFoundException('Cart line not found');
          return change(lines);
        },
        lease,
      );
    });
    return { cart: updated, ...(await this.price(plainLines(updated), prefetched)) };
  }

  /** A new visitor cart, at a random id no other request can name yet. */
  private async createVisitorCart(lines: StoredLine[]): Promise<StoredCart> {
    const cartId = newCartId();
    return this.insertCart({ _id: cartId, cart_id: cartId, packed_lines: lines.map(packLine) });
  }

  /**
   * Read-modify-write under the cart's lease, the guard on every database (the embedded one applies no
   * filter atomically). Addressed by `_id` alone, which it finds without a scan. `__v` counts the
   * changes: a checkout claims the cart's contents by it (cart_claim).
   */
  private async updateLines(
    cart: StoredCart,
    change: (lines: StoredLine[]) => StoredLine[],
    lease: HeldLease,
    also: Pick<Cart, 'protection_plan'> = {},
  ): Promise<StoredCart> {
    const lines = change(plainLines(cart));
    this.leases.assertHeld(lease, this.env.CART_LEASE_MS, CART_BUSY);
    // The cart after the write is the one read plus this change (the lease kept every other writer
    // out), so the database does not send it back.
    const packed = lines.map(packLine);
    const { matchedCount } = await this.carts.updateOne(cartAddress(cart.cart_id), {
      $set: { packed_lines: packed, ...also },
      $inc: { __v: 1 },
      // A cart written before packed lines drops its sub-document lines now.
      ...(cart.lines ? { $unset: { lines: 1 } } : {}),
    });
    // Deleted meanwhile (merged into a user's cart at sign-in, or expired): a retry finds the cart now.
    if (matchedCount === 0) throw new ConflictException(CART_CHANGED);
    const { lines: _subDocuments, ...rest } = cart;
    return {
      ...rest,
      packed_lines: packed,
      ...also,
      __v: (cart.__v ?? 0) + 1,
      updated_at: new Date(),
    };
  }

  /** A cart read as plain data. */
  private findCart(filter: QueryFilter<Cart>): Promise<StoredCart | null> {
    return this.carts.findOne(filter).lean<StoredCart>().exec();
  }

  private async insertCart(cart: Omit<StoredCart, 'updated_at'>): Promise<StoredCart> {
    return (await this.carts.create(cart)).toObject<StoredCart>();
  }

  private async prefetch(ids: string[]): Promise<Prefetched> {
    return { lookedUpIds: new Set(ids), products: await this.catalog.byIds(ids) };
  }

  /** Prices lines with the catalog; only products not looked up in this request yet are fetched. */
  private async price(
    lines: StoredLine[],
    prefetched?: Prefetched,
  ): Promise<Pick<CartResult, 'priced' | 'products'>> {
    const products = new Map(prefetched?.products);
    const missing = lines
      .map((line) => line.product_id)
      .filter((id) => !prefetched?.lookedUpIds.has(id));
    for (const [id, product] of await this.catalog.byIds(missing)) products.set(id, product);
    return { priced: priceCart(lines, products), products };
  }

  private async removeStaleVisitorCarts() {
    const before = new Date(Date.now() - VISITOR_CART_DAYS * 24 * 60 * 60 * 1000);
    try {
      await this.carts.deleteMany({ user_id: { $exists: false }, updated_at: { $lt: before } });
    } catch (error) {
      this.logger.warn(`Removing stale visitor carts failed: ${(error as Error).message}`);
    }
  }
}
