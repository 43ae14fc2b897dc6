import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { FilterQuery, Model } from 'mongoose';
import type { ListProductsQueryDto } from './dto/list-products-query.dto';
import type { ProductDto, ProductPageDto } from './dto/product.dto';
import { pageMeta, toProductDto } from './product.mapper';
import { Product, ProductRecord } from './product.schema';

/** Only products with a (default) variant can be priced and sold. */
const SELLABLE: FilterQuery<Product> = { 'variants.0': { $exists: true } };

@Injectable()
export class ProductsService {
  constructor(@InjectModel(Product.name) private readonly products: Model<Product>) {}

  async list({ collection, featured, page, perPage }: ListProductsQueryDto): Promise<ProductPageDto> {
    const filter: FilterQuery<Product> = { ...SELLABLE };
    if (collection) filter.collection_slugs = collection;
    if (featured !== undefined) filter.featured = featured;
    const [total, docs] = await Promise.all([
      this.products.countDocuments(filter),
      this.products
        .find(filter)
        .sort({ name: 1, _id: 1 })
        .skip((page - 1) * perPage)
        .limit(perPage)
        .lean<ProductRecord[]>(),
    ]);
    return { data: docs.map(toProductDto), meta: pageMeta(page, perPage, total) };
  }

  async bySlug(slug: string): Promise<ProductDto> {
    const doc = await this.products.findOne({ ...SELLABLE, slug }).lean<ProductRecord>();
    if (!doc) throw new NotFoundException('Product not found');
    return toProductDto(doc);
  }

  /** The products with these ids, in the order asked; unknown ids are left out. */
  async lookup(ids: string[]): Promise<ProductDto[]> {
    const wanted = [...new Set(ids)];
    const docs = await this.products.find({ ...SELLABLE, _id: { $in: wanted } }).lean<ProductRecord[]>();
    const byId = new Map(docs.map((doc) => [doc._id.toString(), doc]));
    return wanted.flatMap((id) => {
      const doc = byId.get(id);
      return doc ? [toProductDto(doc)] : [];
    });
  }
}
