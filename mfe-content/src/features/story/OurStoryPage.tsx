import styled from 'styled-components';
import { Link } from '@sohnne/platform';
import { ButtonLink, Container, useReducedMotion } from '@sohnne/ui';

const Banner = styled.section`
  position: relative;
  overflow: hidden;
  background: ${({ theme }) => theme.color.charcoal};
  video {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 16 / 9;
    max-height: 70vh;
    object-fit: cover;
    opacity: 0.75;
  }
  div {
    position: absolute;
    inset: auto 0 0 0;
    padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(2)};
    color: #fff;
    background: linear-gradient(transparent, rgba(0, 0, 0, 0.6));
  }
  h1 {
    color: #fff;
    margin: 0;
    font-size: clamp(2rem, 5vw, 3.5rem);
  }
`;

const Sections = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  padding-top: ${({ theme }) => theme.space(6)};
  padding-bottom: ${({ theme }) => theme.space(6)};
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, 1fr);
  }
  section {
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space(2)};
  }
  img {
    width: 100%;
    height: auto;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    object-position: center 85%;
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.color.grey100};
  }
  h2 {
    margin: 0;
    font-size: 1.75rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.grey700};
    max-width: 60ch;
  }
`;

const First = styled.section`
  background: ${({ theme }) => theme.color.walnut};
  color: #fff;
  padding: ${({ theme }) => theme.space(6)} 0;
  text-align: center;
  h2 {
    color: #fff;
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: 2rem;
  }
  strong {
    display: block;
    font-family: ${({ theme }) => theme.font.display};
    font-size: 3.5rem;
  }
  p {
    max-width: 60ch;
    margin: ${({ theme }) => theme.space(1)} auto 0;
  }
`;

const Disclaimer = styled.p`
  font-size: 0.85rem;
  color: ${({ theme }) => theme.color.grey700};
  padding: ${({ theme }) => theme.space(4)} 0 ${({ theme }) => theme.space(8)};
  max-width: 80ch;
`;

const VALUES = [
  {
    title: 'Timeless Classic',
    text: 'The designs we love were drawn more than half a century ago and still look new. We make them with the proportions and the spirit of the originals.',
    image: '/media/collections/seating.svg',
    href: '/collections/seating',
  },
  {
    title: 'Living with Art',
    text: 'A great chair is sculpture you can sit in. Our pieces are made to be used every day, not kept behind a rope.',
    image: '/media/collections/lighting.svg',
    href: '/collections/lighting',
  },
  {
    title: 'Long Lasting',
    text: 'Solid frames, full-grain leathers, hardwoods and stone: materials chosen to age well and to be repaired, not replaced.',
    image: '/media/collections/storage.svg',
    href: '/collections/storage',
  },
  {
    title: 'Made for You',
    text: 'Choose the leather, the fabric, the finish. Many of our pieces are made to order in the combination you pick.',
    image: '/media/collections/living-room.svg',
    href: '/collections/living-room',
  },
];

/** /our-story: the video banner, our four values with 'Shop All', 'We Put You First' and the disclaimer. */
export default function OurStoryPage() {
  // The video plays only when the browser says motion is welcome; otherwise its poster stands still.
  const reducedMotion = useReducedMotion();
  return (
    <>
      <Banner>
        <video
          key={reducedMotion ? 'still' : 'playing'}
          poster="/media/hero.svg"
          width={1600}
          height={900}
          muted
          loop
          playsInline
          autoPlay={!reducedMotion}
          preload={reducedMotion ? 'none' : 'auto'}
          aria-label="Our workshop: a lounge chair being upholstered"
        >
          <source src="/media/story/our-story.webm" type="video/webm" />
        </video>
        <div>
          <Container>
            <h1>Our Story</h1>
          </Container>
        </div>
      </Banner>
      <Sections>
        {VALUES.map((value) => (
          <section key={value.title}>
            <img src={value.image} alt="" width={800} height={1000} loading="lazy" />
            <h2>{value.title}</h2>
            <p>{value.text}</p>
            <ButtonLink
              as={Link}
              to={value.href}
              $variant="secondary"
              aria-label={`Shop All: ${value.title}`}
            >
              Shop All
            </ButtonLink>
          </section>
        ))}
      </Sections>
      <First>
        <Container>
          <h2>We Put You First</h2>
          <strong>89%</strong>
          <p>
            of our orders arrive within 5-7 days. Orders ship 1 to 5 business days after payment,
            with a team that answers when you need us.
          </p>
        </Container>
      </First>
      <Container>
        <Disclaimer>
          Disclaimer: Sohnne sells replicas. We are not affiliated with, endorsed by or sponsored by
          the original designers, design houses or manufacturers; their names describe the style of
          the designs only.
        </Disclaimer>
      </Container>
    </>
  );
}
