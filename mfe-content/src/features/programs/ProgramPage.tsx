import styled from 'styled-components';
import { Link, useLocation } from '@sohnne/platform';
import { ButtonLink, CardGrid, Container, QueryState, Skeleton } from '@sohnne/ui';
import { PeopleCarousel } from './PeopleCarousel';
import { programAt, type Program } from './programs';
import { useGetCarouselQuery } from './programsApi';

const Hero = styled.section`
  background: ${({ theme }) => theme.color.walnut};
  color: #fff;
  padding: ${({ theme }) => theme.space(8)} 0;
  h1 {
    color: #fff;
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: clamp(2rem, 5vw, 3rem);
  }
  p {
    max-width: 60ch;
    margin: 0 0 ${({ theme }) => theme.space(3)};
    font-size: 1.15rem;
  }
  a {
    background: #fff;
    color: ${({ theme }) => theme.color.walnut};
  }
`;

const Block = styled.section`
  padding: ${({ theme }) => theme.space(5)} 0 0;
  h2 {
    font-size: 1.75rem;
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
  ul,
  ol {
    margin: 0;
    padding-left: ${({ theme }) => theme.space(3)};
    line-height: 1.7;
  }
`;

/** Inside the page's prose, whose list padding it overrides. */
const Steps = styled(CardGrid)`
  padding: 0 !important;
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(3, 1fr);
  }
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(1)};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.grey700};
  }
`;

const Perks = styled.ul`
  list-style: none;
  padding: 0 !important;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, 1fr);
  }
  li {
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    border-left: 3px solid ${({ theme }) => theme.color.teakDark};
    background: ${({ theme }) => theme.color.paper};
  }
`;

const Cta = styled.section`
  text-align: center;
  padding: ${({ theme }) => theme.space(6)} 0 ${({ theme }) => theme.space(8)};
  h2 {
    font-size: 1.75rem;
  }
`;

function Carousel({ program }: { program: Program }) {
  const query = useGetCarouselQuery(program.carousel);
  return (
    <QueryState
      query={query}
      error="We couldn't load the photos. Please try again."
      loading={<Skeleton $height="16rem" data-testid="carousel-skeleton" />}
      isEmpty={(carousel) => carousel.entries.length === 0}
      empty={null}
    >
      {(carousel) => <PeopleCarousel label={program.carouselTitle} entries={carousel.entries} />}
    </QueryState>
  );
}

/** /affiliate-program and /ambassador-program: hero, who can join, how it works, how to join, perks, the people, apply. */
export default function ProgramPage() {
  const program = programAt(useLocation().pathname);
  if (!program) return null;
  const apply = (
    <ButtonLink as={Link} to="/">
      Apply Now
    </ButtonLink>
  );
  return (
    <>
      <Hero>
        <Container>
          <h1>{program.title}</h1>
          <p>{program.hero}</p>
          {apply}
        </Container>
      </Hero>
      <Container>
        <Block>
          <h2>Who can join?</h2>
          <ul>
            {program.whoCanJoin.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </Block>
        <Block>
          <h2>How it works</h2>
          <Steps as="ol">
            {program.howItWorks.map((step) => (
              <li key={step.title}>
                <h3>{step.title}</h3>
                <p>{step.text}</p>
              </li>
            ))}
          </Steps>
        </Block>
        <Block>
          <h2>
            {program.carousel === 'affiliates'
              ? 'How to be an affiliate'
              : 'How to be an ambassador'}
          </h2>
          <ol>
            {program.howToJoin.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ol>
        </Block>
        <Block>
          <h2>Perks</h2>
          <Perks>
            {program.perks.map((perk) => (
              <li key={perk}>{perk}</li>
            ))}
          </Perks>
        </Block>
        <Block aria-label={program.carouselTitle}>
          <h2>{program.carouselTitle}</h2>
          <Carousel program={program} />
        </Block>
        <Cta>
          <h2>Ready to join?</h2>
          {apply}
        </Cta>
      </Container>
    </>
  );
}
