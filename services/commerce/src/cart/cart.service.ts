import { randomBytes } from 'node:crypto';
import {
  BadRequestException,
  ConflictException,
  Injectable,
  Logger,
  NotFoundException,
  OnModuleDestroy,
  OnModuleInit,
} from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { SessionClaims } from '@sohnne/service-kit';
import type { Model } from 'mongoose';
import { CatalogClient } from '../catalog-client/catalog-client.service';
import type { CatalogProduct } from '../catalog-client/catalog.types';
import { Cart, CartDocument } from './cart.schema';
import { findVariant, mergeLines, PricedCart, priceCart, StoredLine } from './cart.pricing';
import type { AddItemDto } from './dto/add-item.dto';

/** Who is asking: the verified session (if any) and the visitor cart id from the cookie (if any). */
export interface CartRequester {
  user?: SessionClaims;
  cookieCartId?: string;
}

export interface CartResult {
  cart: CartDocument | null;
  priced: PricedCart;
}

/** Distinct lines per cart; keeps a cart (and its catalog lookup) bounded. */
export const MAX_LINES = 50;
export const VISITOR_CART_DAYS = 60;
const CLEANUP_INTERVAL_MS = 6 * 60 * 60 * 1000;
const UPDATE_ATTEMPTS = 5;

interface Prefetched {
  asked: Set<string>;
  products: Map<string, CatalogProduct>;
}

const newCartId = () => randomBytes(16).toString('base64url');
const newLineId = () => randomBytes(9).toString('base64url');
const plainLines = (cart: CartDocument | null): StoredLine[] =>
  (cart?.lines ?? []).map(({ id, product_id, variant_id, quantity }) => ({
    id,
    product_id,
    variant_id,
    quantity,
  }));
const isDuplicateKey = (error: unknown) => (error as { code?: number })?.code === 11000;

@Injectable()
export class CartService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(CartService.name);
  private readonly queues = new Map<string, Promise<void>>();
  private cleanupTimer?: NodeJS.Timeout;

  constructor(
    @InjectModel(Cart.name) private readonly carts: Model<Cart>,
    private readonly catalog: CatalogClient,
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

  async view(who: CartRequester): Promise<CartResult> {
    return this.serialized(who, async () => {
      const cart = await this.resolve(who);
      return { cart, priced: await this.price(plainLines(cart)) };
    });
  }

  async addItem(who: CartRequester, item: AddItemDto): Promise<CartResult> {
    return this.serialized(who, () => this.add(who, item));
  }

  async updateItem(who: CartRequester, lineId: string, quantity: number): Promise<CartResult> {
    return this.serialized(who, () =>
      this.changeLine(who, lineId, (lines) =>
        lines.map((line) => (line.id === lineId ? { ...line, quantity } : line)),
      ),
    );
  }

  async removeItem(who: CartRequester, lineId: string): Promise<CartResult> {
    return this.serialized(who, () =>
      this.changeLine(who, lineId, (lines) => lines.filter((line) => line.id !== lineId)),
    );
  }

  private async add(who: CartRequester, item: AddItemDto): Promise<CartResult> {
    let cart = await this.resolve(who);
    const current = plainLines(cart);
    // Everything is checked against the catalog before anything is written.
    const prefetched = await this.prefetch([
      ...current.map((line) => line.product_id),
      item.productId,
    ]);
    const product = prefetched.products.get(item.productId);
    const variant = product && findVariant(product, item.variantId);
    if (!variant) throw new BadRequestException('Unknown product');
    const added: StoredLine = {
      id: newLineId(),
      product_id: item.productId,
      variant_id: variant.id,
      quantity: item.quantity,
    };
    const addTo = (lines: StoredLine[]) => {
      const merged = mergeLines(lines, [added]);
      if (merged.length > MAX_LINES) {
        throw new BadRequestException(`A cart holds at most ${MAX_LINES} different items`);
      }
      return merged;
    };
    cart = cart ? await this.updateLines(cart, addTo) : await this.create(who.user?.sub, addTo([]));
    return { cart, priced: await this.price(plainLines(cart), prefetched) };
  }

  /**
   * The cart this requester may use, or null when there is none yet (carts are created on the first add).
   * A logged-in user gets their own cart; a visitor cart named by the cookie is merged into it (or, when the
   * user has none, becomes it), so the cart survives logging in. A visitor only ever gets a cart that
   * belongs to no user: the cookie of a user's cart is worth nothing without that user's session.
   */
  async resolve({ user, cookieCartId }: CartRequester): Promise<CartDocument | null> {
    const visitorCart = { cart_id: cookieCartId, user_id: { $exists: false } };
    if (!user) return cookieCartId ? this.carts.findOne(visitorCart) : null;

    let cart = await this.carts.findOne({ user_id: user.sub });
    if (!cookieCartId) return cart;
    if (!cart) {
      try {
        cart = await this.carts.findOneAndUpdate(
          visitorCart,
          { $set: { user_id: user.sub } },
          { new: true },
        );
        if (cart) return cart;
      } catch (error) {
        // A parallel request gave the user a cart first: merge into that one below.
        if (!isDuplicateKey(error)) throw error;
      }
      cart = await this.carts.findOne({ user_id: user.sub });
      if (!cart) return null;
    }
    const visitor = await this.carts.findOneAndDelete(visitorCart);
    if (visitor?.lines.length)
      cart = await this.updateLines(cart, (lines) => mergeLines(lines, plainLines(visitor)));
    return cart;
  }

  /**
   * Runs one shopper's cart requests one after the other in this process. The embedded FerretDB does not
   * apply conditional updates atomically, so the version check in updateLines alone does not stop lost
   * updates there; on MongoDB it also covers several instances of this service.
   */
  private async serialized<T>(
    { user, cookieCartId }: CartRequester,
    task: () => Promise<T>,
  ): Promise<T> {
    const key = user ? `user:${user.sub}` : cookieCartId ? `cart:${cookieCartId}` : undefined;
    if (!key) return task();
    const run = (this.queues.get(key) ?? Promise.resolve()).then(task);
    const settled = run.then(
      () => undefined,
      () => undefined,
    );
    this.queues.set(key, settled);
    try {
      return await run;
    } finally {
      if (this.queues.get(key) === settled) this.queues.delete(key);
    }
  }

  private async changeLine(
    who: CartRequester,
    lineId: string,
    change: (lines: StoredLine[]) => StoredLine[],
  ): Promise<CartResult> {
    const cart = await this.resolve(who);
    const current = plainLines(cart);
    if (!cart || !current.some((line) => line.id === lineId))
      throw new NotFoundException('Cart line not found');
    const prefetched = await this.prefetch(current.map((line) => line.product_id));
    const updated = await this.updateLines(cart, (lines) => {
      if (!lines.some((line) => line.id === lineId))
        throw new NotFoundException('Cart line not found');
      return change(lines);
    });
    return { cart: updated, priced: await this.price(plainLines(updated), prefetched) };
  }

  private async create(userId: string | undefined, lines: StoredLine[]): Promise<CartDocument> {
    try {
      return await this.carts.create({
        cart_id: newCartId(),
        ...(userId ? { user_id: userId } : {}),
        lines,
      });
    } catch (error) {
      if (!userId || !isDuplicateKey(error)) throw error;
      // A parallel request created this user's cart a moment ago: add to it instead.
      const existing = await this.carts.findOne({ user_id: userId });
      if (!existing) throw error;
      return this.updateLines(existing, (current) => mergeLines(current, lines));
    }
  }

  /** Read-modify-write guarded by the document version, so parallel changes to one cart are never lost. */
  private async updateLines(
    cart: CartDocument,
    change: (lines: StoredLine[]) => StoredLine[],
  ): Promise<CartDocument> {
    let current: CartDocument | null = cart;
    for (let attempt = 0; attempt < UPDATE_ATTEMPTS && current; attempt++) {
      const lines = change(plainLines(current));
      const updated = await this.carts.findOneAndUpdate(
        { _id: current._id, __v: current.__v },
        { $set: { lines }, $inc: { __v: 1 } },
        { new: true },
      );
      if (updated) return updated;
      current = await this.carts.findById(cart._id);
    }
    throw new ConflictException('The cart changed at the same time. Please try again.');
  }

  private async prefetch(ids: string[]): Promise<Prefetched> {
    return { asked: new Set(ids), products: await this.catalog.lookup(ids) };
  }

  /** Prices lines with the catalog; only products not looked up in this request yet are fetched. */
  private async price(lines: StoredLine[], prefetched?: Prefetched): Promise<PricedCart> {
    const products = new Map(prefetched?.products);
    const missing = lines.map((line) => line.product_id).filter((id) => !prefetched?.asked.has(id));
    for (const [id, product] of await this.catalog.lookup(missing)) products.set(id, product);
    return priceCart(lines, products);
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
