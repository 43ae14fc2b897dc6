import { Injectable } from '@nestjs/common';
import { PRODUCTS, toProductCardDto, variantPrices } from '../products';
import { CatalogStore } from '../store';
import type { LookDto } from './dto/look.dto';
import { LOOKS } from './looks-part';
import { productPath } from '@sohnne/site-paths';

@Injectable()
export class LooksService {
  constructor(private readonly store: CatalogStore) {}

  /** The looks with their hotspots' products resolved; a hotspot whose product is gone is left out. */
  async list(): Promise<LookDto[]> {
    const snapshot = await this.store.snapshot();
    const { productBySlug } = snapshot.part(PRODUCTS);
    return snapshot.part(LOOKS).looks.map((look) => ({
      slug: look.slug,
      name: look.name,
      image: {
        url: look.image.url,
        alternativeText: look.image.alternativeText,
        width: look.image.width,
        height: look.image.height,
      },
      hotspots: look.hotspots.flatMap(({ product_slug, x, y }) => {
        const product = productBySlug.get(product_slug);
        if (!product) return [];
        const card = toProductCardDto(product);
        const { price, is_discount } = variantPrices(product);
        return [
          {
            x,
            y,
            productName: card.name,
            productPrice: card.pay_price,
            productListPrice: price,
            productIsDiscount: is_discount,
            pay_price: card.pay_price,
            was_price: card.was_price,
            productImage: card.image,
            productLink: productPath(card.slug),
            productId: card.id,
          },
        ];
      }),
    }));
  }
}
