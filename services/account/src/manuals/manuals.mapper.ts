import type { ManualDocument } from './manual.schema';

export interface ManualView {
  slug: string;
  title: string;
  url: string;
  image: { url: string; alternativeText: string; width: number; height: number };
}

export function toManualView(manual: ManualDocument): ManualView {
  const { url, alternativeText, width, height } = manual.image;
  return {
    slug: manual.slug,
    title: manual.title,
    url: manual.url,
    image: { url, alternativeText, width, height },
  };
}
