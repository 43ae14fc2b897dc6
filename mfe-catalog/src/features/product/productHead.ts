import type { Head } from '@sohnne/platform';
import type { ProductDetail, ProductVariant } from '@sohnne/contracts';
import { productPath } from '@sohnne/site-paths';

/** The variant a URL asks for (`?variant=`), or the first one. */
export function chosenVariant(
  product: ProductDetail,
  variantId: string | null,
): ProductVariant | undefined {
  return product.variants.find((variant) => variant.id === variantId) ?? product.variants[0];
}

function plainText(text: string, max = 160): string {
  const flat = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
}

/** Title, description, canonical, Open Graph and the Product, Offer and BreadcrumbList JSON-LD of a product page. */
export function productHead(product: ProductDetail, variantId: string | null): Head {
  const variant = chosenVariant(product, variantId);
  const canonical = productPath(product.slug);
  const image = variant?.gallery[0] ?? product.image;
  const description =
    plainText(product.description) || `${product.name}, a mid-century replica from Sohnne.`;
  const offers = product.variants.map((v) => ({
    '@type': 'Offer',
    sku: v.id,
    name: `${v.type}: ${v.value}`,
    price: v.pay_price.toFixed(2),
    priceCurrency: 'USD',
    availability: 'https://schema.org/InStock',
    url: `${canonical}?variant=${encodeURIComponent(v.id)}`,
  }));
  const crumbs = [
    { name: 'Home', path: '/' },
    ...product.breadcrumb,
    { name: product.name, path: canonical },
  ];
  return {
    title: product.name,
    description,
    canonical,
    og: {
      type: 'product',
      title: product.name,
      description,
      url: canonical,
      ...(image ? { image: image.url, 'image:alt': image.alternativeText || product.name } : {}),
    },
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: product.name,
        description,
        sku: product.id,
        url: canonical,
        image: (variant?.gallery.length ? variant.gallery : product.image_list).map(
          (img) => img.url,
        ),
        brand: { '@type': 'Brand', name: 'Sohnne' },
        ...(product.materials.length ? { material: product.materials.join(', ') } : {}),
        offers,
      },
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: crumbs.map((crumb, i) => ({
          '@type': 'ListItem',
          position: i + 1,
          name: crumb.name,
          item: crumb.path,
        })),
      },
    ],
  };
}
