import { Link } from '@sohnne/platform';
import { Button, ButtonLink, PageContainer, PageHeading, Spinner } from '@sohnne/ui';
import styled from 'styled-components';
import { Actions, Callout, Card, Cards, Hero, Section, StepsSection } from '../content-blocks';
import { ComparisonImage } from './ComparisonImage';
import { useAddProtectionPlanMutation } from './protectionPlanApi';
import { usePlanChange } from './usePlanChange';

const STEPS = [
  {
    title: 'Add the plan',
    text: 'Choose Get Covered and the plan joins your cart, beside the furniture it protects.',
  },
  {
    title: 'Live with your furniture',
    text: 'Spills, stains, rips and structural failures from everyday use are covered.',
  },
  {
    title: 'Make a claim',
    text: 'File a claim online in minutes: we repair, replace or reimburse, up to $2,500 a year.',
  },
];

const TESTIMONIALS = [
  {
    quote:
      'Red wine on a cream sofa the week it arrived. One claim, and a technician had it spotless within days.',
    name: 'Megan R., Austin',
  },
  {
    quote:
      'Our dog chewed the leg of a dining chair. The plan replaced it with no questions and no fuss.',
    name: 'David K., Seattle',
  },
  {
    quote:
      'A recliner mechanism failed after a year. The claim took five minutes online and the repair was free.',
    name: 'Priya S., Chicago',
  },
];

export default function ProtectionPlanPage() {
  const changePlan = usePlanChange();
  const [addPlan, { isLoading, isSuccess }] = useAddProtectionPlanMutation();

  const getCovered = () =>
    changePlan(() => addPlan().unwrap(), {
      done: 'Protection plan added to your cart',
      failed: 'We could not add the protection plan. Please try again.',
    });

  return (
    <PageContainer as="article">
      <Hero>
        <PageHeading>Furniture Protection Plan</PageHeading>
        <p>
          Accidents happen. Keep your furniture looking its best with cover against stains, damage
          and defects.
        </p>
        <Callout>Only $9.99 per month</Callout>
        <p>Claims up to $2,500 a year.</p>
        <Actions>
          <Button
            type="button"
            onClick={getCovered}
            disabled={isLoading}
            aria-busy={isLoading || undefined}
          >
            {isLoading && <Spinner />}
            Get Covered
          </Button>
          {isSuccess && (
            <ButtonLink as={Link} to="/cart" $variant="secondary">
              View your cart
            </ButtonLink>
          )}
        </Actions>
        {isSuccess && <p role="status">The protection plan is in your cart.</p>}
      </Hero>

      <StepsSection id="how-title" title="How It Works" steps={STEPS} />

      <Section aria-labelledby="compare-title">
        <h2 id="compare-title">With and without the plan</h2>
        <Figure>
          <ComparisonImage />
        </Figure>
      </Section>

      <Section aria-labelledby="testimonials-title">
        <h2 id="testimonials-title">What our customers say</h2>
        <Cards as="ul">
          {TESTIMONIALS.map((testimonial) => (
            <Card key={testimonial.name}>
              <blockquote>
                <p>“{testimonial.quote}”</p>
              </blockquote>
              <Cite>{testimonial.name}</Cite>
            </Card>
          ))}
        </Cards>
      </Section>
    </PageContainer>
  );
}

const Figure = styled.div`
  svg {
    display: block;
    width: 100%;
    height: auto;
    max-width: 880px;
    margin: 0 auto;
  }
`;

const Cite = styled.p`
  margin-top: ${({ theme }) => theme.space(1.5)} !important;
  font-weight: 500;
  color: ${({ theme }) => theme.color.walnut} !important;
`;
