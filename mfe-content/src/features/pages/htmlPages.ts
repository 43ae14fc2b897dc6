/**
 * The pages whose text is HTML from the content service, one entry each: the slug is both the path and the
 * service's page, the breadcrumb (when the page has one) names the page after Home.
 */
interface HtmlPageDef {
  slug: string;
  title: string;
  description: string;
  breadcrumb?: string;
  /** Pictures shown after the text (seed images, `infra/seed/generate-media.js`). */
  figures?: PageFigure[];
}

export interface PageFigure {
  src: string;
  alt: string;
  caption: string;
  width: number;
  height: number;
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
    // The spec's environment page has messaging and images.
    figures: [
      {
        src: '/media/environment/materials.svg',
        alt: 'Trees beside stacked boards of sawn timber and a wooden chair made from them',
        caption: 'Hardwoods from documented sources',
        width: 800,
        height: 600,
      },
      {
        src: '/media/environment/packaging.svg',
        alt: 'A recycled-fibre carton with moulded-pulp corners under a recycling arrow',
        caption: 'Recycled cartons, pulp instead of polystyrene',
        width: 800,
        height: 600,
      },
      {
        src: '/media/environment/shipping.svg',
        alt: 'A container ship loaded full with containers',
        caption: 'Full containers, short journeys',
        width: 800,
        height: 600,
      },
    ],
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
