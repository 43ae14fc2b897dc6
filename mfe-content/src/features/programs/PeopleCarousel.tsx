import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { staticSlideRow, useShopperInteracted } from '@sohnne/ui';
import type { CarouselEntry } from '../../types';
import { Person, SLIDES, Slides } from './peopleSlides';

// Swiper (~31 KB gzip) is fetched on the shopper's first interaction; the static row shows until then.
const PeopleSwiper = lazy(() => import('./PeopleSwiper'));

/** Swiper's layout without Swiper: the same widths and the room of its progress bar. */
const StaticRow = styled.div`
  ${staticSlideRow(SLIDES.base, 16)}
  padding-bottom: ${({ theme }) => theme.space(3)};
  ${({ theme }) => theme.media.tablet} {
    ${staticSlideRow(SLIDES.tablet, 24)}
  }
  ${({ theme }) => theme.media.desktop} {
    ${staticSlideRow(SLIDES.desktop, 24)}
  }
`;

/** Photos of the program's members with their handles: autoplay unless reduced motion, a progress bar. */
export function PeopleCarousel({ label, entries }: { label: string; entries: CarouselEntry[] }) {
  const interacted = useShopperInteracted();
  const still = (
    <StaticRow aria-label={label}>
      {entries.map((entry, index) => (
        <div
          key={entry.handle}
          role="group"
          aria-roledescription="slide"
          aria-label={`${index + 1} of ${entries.length}`}
        >
          <Person entry={entry} />
        </div>
      ))}
    </StaticRow>
  );
  return (
    <Slides>
      {interacted ? (
        <Suspense fallback={still}>
          <PeopleSwiper label={label} entries={entries} />
        </Suspense>
      ) : (
        still
      )}
    </Slides>
  );
}
