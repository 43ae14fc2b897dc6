/**
 * The pages whose text is HTML from the content service, one entry each: the slug is both the path and the
 * service's page, the breadcrumb (when the page has one) names the page after Home.
 */
interface HtmlPageDef {
  slug: string;
  title: string;
  description: string;
  breadcrumb?: string;
}

export const HTML_PAGES: HtmlPageDef[] = [
  {
    slug: 'about-us',
    title: 'About Us',
    description: 'Who we are: the story, mission and quality promise behind Sohnne.',
  },
  {
    slug: 'accessibility',
    title: 'Accessibility Statement',
    breadcrumb: 'Accessibility',
    description:
      'How Sohnne makes its shop usable by everyone, and how to tell us when something does not work.',
  },
  {
    slug: 'delivery',
    title: 'Shipping & Delivery',
    description: 'When your order ships, who delivers it and how delivery windows work.',
  },
  {
    slug: 'environment',
    title: 'Our Environment Commitment',
    description: 'Furniture made to last: our materials, packaging and shipping choices.',
  },
  {
    slug: 'privacy-policy',
    title: 'Privacy Policy',
    breadcrumb: 'Privacy Policy',
    description: 'What personal information Sohnne collects, why, and your choices.',
  },
  {
    slug: 'promo-terms',
    title: 'Promotion Terms',
    breadcrumb: 'Promotion Terms',
    description: 'The terms that apply to Sohnne promotions and discount codes.',
  },
  {
    slug: 'referral',
    title: 'Refer a Friend',
    breadcrumb: 'Refer a Friend',
    description: 'Refer a friend to Sohnne: how it works and the terms.',
  },
  {
    slug: 'referral-terms',
    title: 'Referral Terms',
    breadcrumb: 'Referral Terms',
    description: 'The terms of the Sohnne Refer-a-Friend program.',
  },
  {
    slug: 'sohnne-club-terms',
    title: 'Sohnne Club Terms',
    breadcrumb: 'Sohnne Club Terms',
    description: 'The terms of the Sohnne Club rewards program.',
  },
  {
    slug: 'terms-of-use',
    title: 'Terms of Use',
    breadcrumb: 'Terms of Use',
    description: 'The terms that apply when you use the Sohnne website.',
  },
  {
    slug: 'warranty',
    title: 'Warranty',
    breadcrumb: 'Warranty',
    description: 'What the Sohnne warranty covers and how to make a claim.',
  },
  {
    slug: 'shipping-return',
    title: 'Return & Exchanges',
    breadcrumb: 'Return & Exchanges',
    description: 'Cancelling, returning and exchanging a Sohnne order, and how refunds work.',
  },
  {
    slug: 'shipping-info',
    title: 'Shipping Information',
    breadcrumb: 'Shipping Information',
    description:
      'Everything about Sohnne delivery: fees, windows, holds, refused deliveries and damage claims.',
  },
  {
    slug: 'why-buy-from-us',
    title: 'Why Buy From Us',
    description:
      'Four reasons to buy from Sohnne: faithful designs, safe materials, fair prices and full customization.',
  },
];

/** The definition for a path ('/warranty'), if it is one of the HTML pages. */
export function htmlPageAt(pathname: string): HtmlPageDef | undefined {
  const slug = pathname.replace(/^\/+|\/+$/g, '');
  return HTML_PAGES.find((page) => page.slug === slug);
}
