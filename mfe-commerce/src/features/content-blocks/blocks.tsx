import styled from 'styled-components';
import { paperPanel } from '@sohnne/ui';
import { formatCurrencyAmount } from '@sohnne/platform';

// The building blocks of the commerce content pages (financing, protection plan, professionals, trade, rewards).

export const Hero = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => theme.space(2)} 0 ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(2)};
  background: ${({ theme }) => theme.color.paper};
  border: 1px solid ${({ theme }) => theme.color.grey200};
  border-radius: ${({ theme }) => theme.radius};
  text-align: center;
  justify-items: center;
  h1 {
    margin: 0;
  }
  p {
    margin: 0;
    max-width: 60ch;
    font-size: 1.1rem;
    color: ${({ theme }) => theme.color.grey700};
  }
  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)};
  }
`;

export const Section = styled.section`
  margin: ${({ theme }) => theme.space(6)} 0;
  > h2 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    font-size: 1.75rem;
    color: ${({ theme }) => theme.color.walnut};
  }
  > p {
    max-width: 72ch;
  }
`;

/** Cards in a row: one column on phones, `$columns` from 768 px. */
export const Cards = styled.ol<{ $columns?: number }>`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(${({ $columns = 3 }) => $columns}, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space(3)};
  }
`;

export const Card = styled.li`
  ${paperPanel}
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(1)};
    font-size: 1.2rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.grey700};
  }
`;

/** The step number of a 'How It Works' card. */
export const StepNumber = styled.span`
  display: inline-grid;
  place-items: center;
  width: 40px;
  height: 40px;
  margin-bottom: ${({ theme }) => theme.space(1.5)};
  border-radius: 50%;
  background: ${({ theme }) => theme.color.walnut};
  color: ${({ theme }) => theme.color.paper};
  font-weight: 600;
`;

export interface Step {
  title: string;
  text: string;
}

/** A titled section of numbered steps (how a program works), as cards. */
export function StepsSection({
  id,
  title,
  steps,
}: {
  id: string;
  title: string;
  steps: readonly Step[];
}) {
  return (
    <Section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <Cards>
        {steps.map((step, index) => (
          <Card key={step.title}>
            <StepNumber aria-hidden="true">{index + 1}</StepNumber>
            <h3>{step.title}</h3>
            <p>{step.text}</p>
          </Card>
        ))}
      </Cards>
    </Section>
  );
}

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  justify-content: center;
`;

export const Callout = styled.p`
  margin: 0;
  font-family: ${({ theme }) => theme.font.display};
  font-size: 2rem;
  color: ${({ theme }) => theme.color.walnut};
`;

/** A narrow form column (sign-up forms; the kit's fields style themselves). */
export const FormColumn = styled.div`
  max-width: 560px;
`;

export const Success = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(2)};
  border-left: 4px solid ${({ theme }) => theme.color.success};
  background: ${({ theme }) => theme.color.paper};
  color: ${({ theme }) => theme.color.success};
  font-weight: 500;
`;

/** A USD amount as the US-only programs state it ('$1,200.00'; whole dollars: '$1,200'). */
export const formatUsd = (amount: number, whole = false) =>
  formatCurrencyAmount(amount, '$', whole ? 0 : 2);
