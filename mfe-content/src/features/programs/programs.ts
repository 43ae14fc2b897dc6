import type { CarouselName } from './programsApi';

/** The affiliate and ambassador programs: one page shape, each with its own words and carousel. */
export interface Program {
  path: string;
  title: string;
  hero: string;
  carousel: CarouselName;
  carouselTitle: string;
  whoCanJoin: string[];
  howItWorks: { title: string; text: string }[];
  howToJoin: string[];
  perks: string[];
}

const PROGRAMS: Program[] = [
  {
    path: '/affiliate-program',
    title: 'Affiliate Program',
    hero: 'Love mid-century design? Share it with your audience and earn commission on every sale you refer to Sohnne.',
    carousel: 'affiliates',
    carouselTitle: 'Meet the Affiliates',
    whoCanJoin: [
      'Interior designers, stylists and architects',
      'Bloggers, creators and publishers who write about homes and design',
      'Anyone with an audience that loves good furniture',
    ],
    howItWorks: [
      {
        title: 'Apply',
        text: 'Tell us about yourself and where you share your work. We review every application.',
      },
      {
        title: 'Share',
        text: 'Get your personal links and share the pieces you love with your audience.',
      },
      { title: 'Earn', text: 'Earn commission on every order placed through your links.' },
    ],
    howToJoin: [
      'Click Apply Now and fill in the short application form.',
      'Once approved, sign in to your affiliate dashboard to get your links and banners.',
      'Share, track your clicks and sales, and get paid every month.',
    ],
    perks: [
      'Up to USD 3,500 of furniture for your own home or studio',
      'A minimum 30-day tracking window on every click',
      'No cap on the commission you can earn',
      'Early access to new designs and exclusive codes for your audience',
    ],
  },
  {
    path: '/ambassador-program',
    title: 'Ambassador Program',
    hero: 'Become a Sohnne ambassador: live with the designs you love, share them with your community and earn furniture for your home.',
    carousel: 'ambassadors',
    carouselTitle: 'Meet the Ambassadors',
    whoCanJoin: [
      'Sohnne customers who love their pieces',
      'Creators who share their homes on social media',
      'Design lovers with a community of their own',
    ],
    howItWorks: [
      { title: 'Apply', text: 'Tell us about your home and where you share it.' },
      {
        title: 'Create',
        text: 'Style your Sohnne pieces and share your photos and videos with your followers.',
      },
      {
        title: 'Earn',
        text: 'Earn furniture credits and commission on every order your community places.',
      },
    ],
    howToJoin: [
      'Click Apply Now and tell us about yourself.',
      'Once approved, receive your personal code and links.',
      'Share your space and your code, and watch your rewards grow.',
    ],
    perks: [
      'Up to USD 3,500 of furniture for your own home',
      'A minimum 30-day tracking window on every click',
      'No cap on the commission you can earn',
      'Features on our channels and early access to new designs',
    ],
  },
];

export const programAt = (pathname: string) =>
  PROGRAMS.find((program) => program.path === pathname.replace(/\/+$/, ''));
