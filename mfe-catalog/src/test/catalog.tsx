import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MfeProviders } from '@sohnne/platform/src/mfe';
import { createFakePlatform, renderPage, type FakePlatform } from '@sohnne/web-testing';
import type { Product, ProductCardSummary } from '../types';
import { Root } from '../Root';
import { makeStore } from '../store';

// What the catalog's tests share: a product as the catalog service answers it, and a fragment mounted alone.

export const PRODUCT_IMAGE = {
  url: '/media/p.svg',
  alternativeText: 'Chair',
  width: 800,
  height: 1000,
};

export interface ProductFixture extends Partial<Product> {
  /** The sale price; null (the default) is a product not on sale. */
  salePrice?: number | null;
}

/** Product n (`chair-n`, one colour variant at the product's prices), with any field given replaced. */
export function productFixture(
  n: number,
  { price = 900, salePrice = null, ...fields }: ProductFixture = {},
): Product {
  const prices = {
    price,
    discount_price: salePrice,
    is_discount: salePrice !== null,
    pay_price: salePrice ?? price,
    was_price: salePrice === null ? null : price,
  };
  return {
    id: `p${n}`,
    slug: `chair-${n}`,
    name: `Chair ${n}`,
    designer: 'Arne Jacobsen',
    description: '',
    badge_text: null,
    featured: false,
    category: 'lounge-chairs',
    collection_slugs: ['lounge-chairs'],
    express_shipping: false,
    designer_ref: null,
    image: PRODUCT_IMAGE,
    image_list: [PRODUCT_IMAGE],
    ...prices,
    variant_id: `v${n}`,
    variants: [{ id: `v${n}`, type: 'Color', value: 'Black', ...prices, gallery: [] }],
    ...fields,
  };
}

/** Product n as a card (the listing, search results, a designer's designs): the card's fields of productFixture. */
export function cardFixture(n: number, fixture: ProductFixture = {}): ProductCardSummary {
  const { id, slug, name, designer, badge_text, image, pay_price, was_price, variant_id } =
    productFixture(n, fixture);
  return { id, slug, name, designer, badge_text, image, pay_price, was_price, variant_id };
}

/** Renders a fragment (or any part of the MFE) inside the MFE's providers, as the host would mount it. */
export function renderInCatalog(ui: ReactElement, platform: FakePlatform = createFakePlatform()) {
  render(
    <MfeProviders name="catalog" version="test" platform={platform} store={makeStore()}>
      {ui}
    </MfeProviders>,
  );
  return platform;
}

/** Renders the MFE at a path, as the shell mounts it. */
export async function renderAt(path: string, platform: FakePlatform = createFakePlatform()) {
  window.history.pushState({}, '', path);
  await renderPage(<Root platform={platform} store={makeStore()} />);
  return platform;
}

/**
 * What a form sends: its named fields' and selects' values, a box or radio only when chosen, in document
 * order (jsdom's FormData is Node's).
 */
export const sentFields = (form: HTMLFormElement): [string, string][] =>
  [...form.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input, select')]
    .filter(
      (field) =>
        field.name &&
        !field.disabled &&
        (!(field instanceof HTMLInputElement) ||
          !/^(checkbox|radio)$/.test(field.type) ||
          field.checked),
    )
    .map((field) => [field.name, field.value]);

/** Each form submission `press` caused, as whether the page kept the browser from posting it itself. */
export async function submissions(press: () => Promise<void>): Promise<boolean[]> {
  const prevented: boolean[] = [];
  const watch = (event: Event) => prevented.push(event.defaultPrevented);
  document.addEventListener('submit', watch);
  try {
    await press();
  } finally {
    document.removeEventListener('submit', watch);
  }
  return prevented;
}
