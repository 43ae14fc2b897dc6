export interface PageFigure {
  src: string;
  alt: string;
  caption: string;
  width: number;
  height: number;
}

/**
 * The pictures an HTML page shows after its text (seed images, `infra/seed/generate-media.js`), by slug: apart
 * from the route list, so the first chunk of every page does not carry them.
 */
export const PAGE_FIGURES: Partial<Record<string, PageFigure[]>> = {
  // The spec's environment page has messaging and images.
  environment: [
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
};
