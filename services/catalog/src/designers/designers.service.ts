import { Injectable, NotFoundException } from '@nestjs/common';
import { pageMeta, PRODUCTS, toProductCardDto } from '../products';
import { CatalogStore } from '../store';
import { toDesignerDto, toDesignerListItem } from './designer.mapper';
import { DESIGNERS } from './designers-part';
import type { DesignerDto, DesignerPageDto, DesignersQueryDto } from './dto/designer.dto';

const PROFILE_PRODUCTS = 4;

@Injectable()
export class DesignersService {
  constructor(private readonly store: CatalogStore) {}

  /** Designers by name, one page. */
  async page({ page, perPage }: DesignersQueryDto): Promise<DesignerPageDto> {
    const { designers } = (await this.store.snapshot()).part(DESIGNERS);
    const start = (page - 1) * perPage;
    return {
      data: {
        results: {
          data: designers.slice(start, start + perPage).map(toDesignerListItem),
          ...pageMeta(page, perPage, designers.length),
        },
      },
    };
  }

  async bySlug(slug: string): Promise<DesignerDto> {
    const snapshot = await this.store.snapshot();
    const designer = snapshot.part(DESIGNERS).designerBySlug.get(slug);
    if (!designer) throw new NotFoundException('Designer not found');
    const products = snapshot
      .part(PRODUCTS)
      .products.filter((product) => product.designer_slug === slug);
    return toDesignerDto(
      designer,
      products.slice(0, PROFILE_PRODUCTS).map(toProductCardDto),
      products.length,
    );
  }
}
