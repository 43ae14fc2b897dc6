import {
  ConflictException,
  Injectable,
  NotFoundException,
  ServiceUnavailableException,
} from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { isValidObjectId, Model, Types } from 'mongoose';
import { CatalogClient, CatalogUnavailableError } from '@sohnne/catalog-client';
import { WishlistItem, WishlistItemDocument } from './wishlist-item.schema';
import { toSnapshot, toWishlistItemView, WishlistItemView } from './wishlist.mapper';

/** The catalog's lookup answers at most 100 ids at once. */
const MAX_WISHLIST_ITEMS = 100;
const PRODUCT_NOT_FOUND = 'Product not found';
const WISHLIST_ITEM_NOT_FOUND = 'Wishlist item not found';
const CATALOG_UNAVAILABLE = 'Products are unavailable right now. Please try again.';

@Injectable()
export class WishlistService {
  constructor(
    @InjectModel(WishlistItem.name) private readonly items: Model<WishlistItem>,
    private readonly catalog: CatalogClient,
  ) {}

  private find(userId: string): Promise<WishlistItemDocument[]> {
    return this.items
      .find({ user_id: new Types.ObjectId(userId) })
      .sort({ created_at: -1, _id: -1 })
      .exec();
  }

  /**
   * Newest first, priced by the catalog now; when the catalog cannot answer, by the snapshot taken when
   * the item was added. A product the catalog no longer has is shown unavailable.
   */
  async list(userId: string): Promise<WishlistItemView[]> {
    const items = await this.find(userId);
    const current = await this.catalog
      .productsByIds(items.map((item) => item.product_id))
      .catch((error: unknown) => {
        if (error instanceof CatalogUnavailableError) return null;
        throw error;
      });
    return items.map((item) => {
      if (!current) return toWishlistItemView(item, undefined, true);
      const product = current.get(item.product_id);
      return toWishlistItemView(item, product && toSnapshot(product), product !== undefined);
    });
  }

  async entries(userId: string): Promise<{ wishlist_id: string; product_id: string }[]> {
    const items = await this.items
      .find({ user_id: new Types.ObjectId(userId) }, { product_id: 1 })
      .sort({ created_at: -1, _id: -1 })
      .exec();
    return items.map((item) => ({ wishlist_id: item.id, product_id: item.product_id }));
  }

  /** Adds a product (once: adding it again returns the existing entry), snapshotting its summary. */
  async add(userId: string, productId: string): Promise<WishlistItemView> {
    const user_id = new Types.ObjectId(userId);
    let products;
    try {
      products = await this.catalog.productsByIds([productId]);
    } catch (error) {
      if (error instanceof CatalogUnavailableError)
        throw new ServiceUnavailableException(CATALOG_UNAVAILABLE);
      throw error;
    }
    const product = products.get(productId);
    if (!product) throw new NotFoundException(PRODUCT_NOT_FOUND);
    const existing = await this.items.exists({ user_id, product_id: productId }).exec();
    if (!existing && (await this.items.countDocuments({ user_id }).exec()) >= MAX_WISHLIST_ITEMS)
      throw new ConflictException(`A wishlist holds at most ${MAX_WISHLIST_ITEMS} products`);
    const snapshot = toSnapshot(product);
    const item = await this.items
      .findOneAndUpdate(
        { user_id, product_id: productId },
        { $set: snapshot, $setOnInsert: { user_id, product_id: productId } },
        { upsert: true, returnDocument: 'after' },
      )
      .exec();
    return toWishlistItemView(item, snapshot, true);
  }

  /** Removes the customer's own entry; another customer's id is as unknown as a missing one. */
  async remove(userId: string, wishlistId: string): Promise<void> {
    const result = isValidObjectId(wishlistId)
      ? await this.items.deleteOne({ _id: wishlistId, user_id: new Types.ObjectId(userId) }).exec()
      : { deletedCount: 0 };
    if (result.deletedCount === 0) throw new NotFoundException(WISHLIST_ITEM_NOT_FOUND);
  }
}
