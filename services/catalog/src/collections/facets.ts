import type { ProductRecord } from '../products/product.schema';
import type { ListingFilters, ListKey } from './listing-query';

type FilterKey = ListKey | 'price' | 'express_shipping';

export interface FacetOption {
  value: string;
  label: string;
  /** Products of the collection this option gives, together with the other active filters. */
  count: number;
  selected: boolean;
}

export interface ListingFacets {
  category: FacetOption[];
  material: FacetOption[];
  color: FacetOption[];
  /** Lowest and highest price among the products the other filters give (null when none). */
  price: { min: number | null; max: number | null };
  /** Products the other filters give that ship express. */
  express_shipping: { count: number };
}

export type FilterableProduct = Pick<
  ProductRecord,
  'category' | 'materials' | 'material_labels' | 'colors' | 'sale_price' | 'express_shipping'
>;

const valuesOf = (product: FilterableProduct, key: ListKey): string[] =>
  key === 'category' ? [product.category] : key === 'material' ? product.materials : product.colors;

/** Whether a product passes every active filter but `except`: options of one facet are ORed, facets ANDed. */
export function matches(
  product: FilterableProduct,
  filters: ListingFilters,
  except?: FilterKey,
): boolean {
  for (const key of ['category', 'material', 'color'] as const) {
    if (
      key !== except &&
      filters[key].length > 0 &&
      !valuesOf(product, key).some((value) => filters[key].includes(value))
    )
      return false;
  }
  if (except !== 'price') {
    if (filters.price.min !== null && product.sale_price < filters.price.min) return false;
    if (filters.price.max !== null && product.sale_price > filters.price.max) return false;
  }
  return except === 'express_shipping' || !filters.express_shipping || product.express_shipping;
}

/**
 * Facets for a collection's products: every option found in the collection (selected ones always), each
 * counted against the other active filters, so a shopper sees what ticking it would give.
 */
export function computeFacets(
  products: readonly FilterableProduct[],
  filters: ListingFilters,
  labelFor: (key: ListKey, value: string, product: FilterableProduct) => string,
): ListingFacets {
  const facet = (key: ListKey): FacetOption[] => {
    const options = new Map<string, FacetOption>();
    for (const product of products) {
      const passes = matches(product, filters, key);
      valuesOf(product, key).forEach((value) => {
        const option = options.get(value) ?? {
          value,
          label: labelFor(key, value, product),
          count: 0,
          selected: filters[key].includes(value),
        };
        if (passes) option.count += 1;
        options.set(value, option);
      });
    }
    for (const value of filters[key]) {
      if (!options.has(value))
        options.set(value, { value, label: value, count: 0, selected: true });
    }
    return [...options.values()].sort((a, b) => a.label.localeCompare(b.label));
  };
  const priced = products
    .filter((product) => matches(product, filters, 'price'))
    .map((product) => product.sale_price);
  return {
    category: facet('category'),
    material: facet('material'),
    color: facet('color'),
    price: priced.length
      ? { min: Math.min(...priced), max: Math.max(...priced) }
      : { min: null, max: null },
    express_shipping: {
      count: products.filter(
        (product) => product.express_shipping && matches(product, filters, 'express_shipping'),
      ).length,
    },
  };
}

/** The label of a material value from the product that carries it. */
export function materialLabel(product: FilterableProduct, value: string): string {
  return product.material_labels[product.materials.indexOf(value)] ?? value;
}
