import { memo, Suspense } from 'react';
import styled from 'styled-components';
import { HydrateOnVisible, Link } from '@sohnne/platform';
import { FragmentSlot } from '@sohnne/platform/src/fragment-slot';
import { ButtonLink, Container, imageProps, QueryState, Skeleton } from '@sohnne/ui';
import type { HomeContent } from '../../types';
import { useGetHomeQuery } from './homeApi';

const HOME_TITLE = 'Replica Mid-Century Furniture';
/** Used when the content service cannot name the carousel. */
const CAROUSEL_FALLBACK_TITLE = 'Featured Classics';
const HERO_SIZE = { width: 1600, height: 900 };
/** The carousel's height, reserved while the catalog's fragment loads. */
const CAROUSEL_HEIGHT = 520;

const VALUES = [
  {
    title: 'Design classics',
    text: 'Replicas of mid-century and modern icons, made to the original proportions.',
  },
  {
    title: 'Honest materials',
    text: 'Solid woods, real leather and lasting finishes, checked before they ship.',
  },
  {
    title: 'Help when you need it',
    text: 'Our customer care team answers by phone, e-mail and chat.',
  },
];

const Hero = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  align-items: center;
  padding: ${({ theme }) => theme.space(4)} 0;
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: 1fr 1fr;
    gap: ${({ theme }) => theme.space(6)};
    padding: ${({ theme }) => theme.space(6)} 0;
  }
  h1 {
    font-size: clamp(2rem, 5vw, 3.25rem);
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
  p {
    font-size: 1.15rem;
    margin: 0 0 ${({ theme }) => theme.space(3)};
    color: ${({ theme }) => theme.color.grey700};
  }
  img {
    width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radius};
  }
`;

const HeroText = styled.div`
  ${({ theme }) => theme.media.tablet} {
    order: -1;
  }
`;

const Browse = styled.p`
  text-align: center;
  margin: 0 0 ${({ theme }) => theme.space(6)};
`;

const Values = styled.ul`
  list-style: none;
  margin: 0;
  padding: ${({ theme }) => theme.space(4)} 0 ${({ theme }) => theme.space(8)};
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  border-top: 1px solid ${({ theme }) => theme.color.walnut};
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(3, 1fr);
  }
  h2 {
    font-size: 1.2rem;
    margin: 0 0 ${({ theme }) => theme.space(1)};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.grey700};
  }
`;

function HomeHero({ hero }: { hero: HomeContent['hero'] }) {
  const { title, subtitle, image, cta } = hero;
  const heroImage = imageProps(image, title, HERO_SIZE);
  return (
    <Hero>
      {heroImage && <img {...heroImage} fetchPriority="high" />}
      <HeroText>
        <h1>{title}</h1>
        <p>{subtitle}</p>
        <ButtonLink as={Link} to={cta.href}>
          {cta.label}
        </ButtonLink>
      </HeroText>
    </Hero>
  );
}

interface BelowTheFoldProps {
  /** The carousel's title: undefined while the home content loads. */
  carouselTitle: string | undefined;
}

/**
 * Everything under the hero: the catalog's carousel, the link to the collections and why Sohnne. It hydrates
 * when it nears the viewport or a shopper reaches for it, so the first taps (the header's menu, search,
 * currency) do not wait for it. Memoised with a plain prop: an update reaching a section still waiting to
 * hydrate would make React drop its server HTML and render it again.
 */
const BelowTheFold = memo(function BelowTheFold({ carouselTitle }: BelowTheFoldProps) {
  return (
    <HydrateOnVisible>
      <FragmentSlot
        name="catalog/ProductCarousel"
        props={{ title: carouselTitle }}
        minHeight={CAROUSEL_HEIGHT}
        fallback="Products are unavailable right now."
      />
      <Browse>
        <ButtonLink as={Link} to="/collections" $variant="secondary">
          Browse all collections
        </ButtonLink>
      </Browse>
      <Values aria-label="Why Sohnne">
        {VALUES.map((value) => (
          <li key={value.title}>
            <h2>{value.title}</h2>
            <p>{value.text}</p>
          </li>
        ))}
      </Values>
    </HydrateOnVisible>
  );
});

export default function HomePage() {
  const home = useGetHomeQuery();
  return (
    <Container>
      {/* Its own boundary: the hero hydrates as a task of its own. */}
      <Suspense fallback={null}>
        <QueryState
          query={home}
          error="We couldn't load this page's content. Please try again."
          errorHeading={<h1>{HOME_TITLE}</h1>}
          loading={
            <Hero aria-hidden="true">
              <Skeleton $ratio="16 / 9" />
              <HeroText>
                <Skeleton $height="3rem" />
                <Skeleton $height="1.2rem" style={{ marginTop: 16, width: '80%' }} />
              </HeroText>
            </Hero>
          }
        >
          {({ hero }) => <HomeHero hero={hero} />}
        </QueryState>
      </Suspense>
      <BelowTheFold
        carouselTitle={
          home.data?.carousel.title ?? (home.isError ? CAROUSEL_FALLBACK_TITLE : undefined)
        }
      />
    </Container>
  );
}
