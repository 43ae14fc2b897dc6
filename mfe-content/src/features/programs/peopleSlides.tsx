import styled from 'styled-components';
import { captionedFigures, swiperProgressBar } from '@sohnne/ui';
import type { CarouselEntry } from '../../types';

/** The carousel's timing and layout (the spec's constants). */
export const AUTOPLAY_DELAY = 3000;
export const SPEED = 1250;
export const SLIDES = { base: 1, tablet: 2, desktop: 4 } as const;

export const Slides = styled.div`
  ${swiperProgressBar}
  ${captionedFigures}
  figcaption {
    font-weight: 500;
    color: ${({ theme }) => theme.color.walnut};
  }
`;

/** One member: the photo and the handle. */
export function Person({ entry }: { entry: CarouselEntry }) {
  return (
    <figure>
      <img
        src={entry.photo.url}
        alt={entry.name}
        width={entry.photo.width}
        height={entry.photo.height}
        loading="lazy"
      />
      <figcaption>{entry.handle}</figcaption>
    </figure>
  );
}
