import type { PageRoute } from '@sohnne/platform';

export const swatchesRoute: PageRoute = {
  path: '/swatches',
  title: 'Order Swatches',
  page: () => import('./SwatchesPage'),
  load: () => ({
    head: {
      description: 'Order fabric and leather swatches in three steps: pick your swatches, enter your details, and wait for the package.',
      canonical: '/swatches',
    },
  }),
};
