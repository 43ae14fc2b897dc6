/** The parts of the catalog service's Product JSON that commerce reads (see the team's API contract). */
export interface CatalogImage {
  url: string;
  alternativeText: string;
  width: number;
  height: number;
}

export interface CatalogVariant {
  id: string;
  type: string;
  value: string;
  /** What the shopper pays: the catalogue's one price rule decided it (commerce never does). */
  pay_price: number;
  /** The price pay_price replaces when on sale, else null. */
  was_price: number | null;
  price: number;
  discount_price: number | null;
  is_discount: boolean;
  gallery: CatalogImage[];
}

export interface CatalogProduct {
  id: string;
  slug: string;
  name: string;
  image: CatalogImage | null;
  variants: CatalogVariant[];
}
