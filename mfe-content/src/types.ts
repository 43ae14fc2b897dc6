/** Content service payloads (see the API contract in the team brief). */
export interface Media {
  url: string;
  alternativeText?: string | null;
  width?: number | null;
  height?: number | null;
}

export interface HomeContent {
  hero: {
    title: string;
    subtitle: string;
    image: Media;
    cta: { label: string; href: string };
  };
  carousel: { title: string };
}

export interface ContentPage {
  slug: string;
  title: string;
  html: string;
}
