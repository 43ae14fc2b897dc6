import styled from 'styled-components';
import { Accordion, Breadcrumb, Container, PageHeading, QueryState, Skeleton } from '@sohnne/ui';
import { Link } from '@sohnne/platform';
import { FaqList } from './FaqList';
import { useGetFaqGroupQuery } from './faqsApi';

const Page = styled(Container)`
  padding-bottom: ${({ theme }) => theme.space(8)};
  max-width: 880px;
`;

const Intro = styled.p`
  color: ${({ theme }) => theme.color.grey700};
  margin: 0 0 ${({ theme }) => theme.space(3)};
  a {
    color: ${({ theme }) => theme.color.teakDark};
  }
`;

const Rows = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1.5)};
`;

/** /help and /help-faqs: the help topics, each an accordion panel of questions. */
export default function HelpPage() {
  const query = useGetFaqGroupQuery('help');
  return (
    <Page>
      <Breadcrumb items={[{ label: 'Help & FAQ' }]} />
      <PageHeading>Frequently Asked Questions</PageHeading>
      <Intro>
        Can&rsquo;t find your answer? <Link to="/contact-us">Contact us</Link> and we&rsquo;ll get
        back to you.
      </Intro>
      <QueryState
        query={query}
        error="We couldn't load the questions. Please try again."
        loading={
          <Rows aria-hidden="true" data-testid="help-skeleton">
            {Array.from({ length: 8 }, (_, i) => (
              <Skeleton key={i} $height="3rem" />
            ))}
          </Rows>
        }
        isEmpty={(group) => group.topics.length === 0}
        empty={<p>No questions yet.</p>}
      >
        {(group) => (
          <Accordion
            items={group.topics.map((topic) => ({
              title: topic.topic,
              body: <FaqList items={topic.items} />,
            }))}
          />
        )}
      </QueryState>
    </Page>
  );
}
