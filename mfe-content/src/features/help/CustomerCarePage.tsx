import { useId, useState } from 'react';
import styled from 'styled-components';
import { Link, usePlatform } from '@sohnne/platform';
import {
  Button,
  ButtonLink,
  controlStyle,
  PageContainer,
  PageHeading,
  paperPanel,
  QueryState,
  Skeleton,
  VisuallyHidden,
} from '@sohnne/ui';
import { FaqList } from './FaqList';
import { useGetFaqGroupQuery } from './faqsApi';
import { searchFaqs } from './searchFaqs';

const Search = styled.form`
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
  max-width: 640px;
  margin-bottom: ${({ theme }) => theme.space(4)};
  input {
    ${controlStyle}
    flex: 1;
    min-width: 0;
  }
`;

const Topics = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-template-columns: 1fr;
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: repeat(3, 1fr);
  }
  section {
    ${paperPanel}
  }
  h2 {
    font-size: 1.25rem;
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
`;

const Aside = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(6)};
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: 2fr 1fr;
  }
  h2 {
    font-size: 1.5rem;
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
`;

const CareBox = styled.section`
  padding: ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.color.walnut};
  color: #fff;
  border-radius: ${({ theme }) => theme.radius};
  h2 {
    color: #fff;
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
  div {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(1)};
  }
  a,
  button {
    background: #fff;
    color: ${({ theme }) => theme.color.walnut};
  }
`;

function HelpSearch({ text, onType }: { text: string; onType: (text: string) => void }) {
  const searchId = useId();
  return (
    <Search role="search" onSubmit={(event) => event.preventDefault()}>
      <VisuallyHidden as="label" htmlFor={searchId}>
        Search help topics
      </VisuallyHidden>
      <input
        id={searchId}
        type="search"
        placeholder="How can we help?"
        value={text}
        onChange={(event) => onType(event.target.value)}
      />
      <Button type="submit">Search</Button>
    </Search>
  );
}

/** The help topics whose questions match what is typed (all of them for nothing typed). */
function HelpTopics({ text }: { text: string }) {
  const topics = useGetFaqGroupQuery('customer-care');
  const id = useId();
  return (
    <QueryState
      query={topics}
      error="We couldn't load the help topics. Please try again."
      loading={
        <Topics aria-hidden="true" data-testid="care-skeleton">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} $height="12rem" />
          ))}
        </Topics>
      }
    >
      {(group) => {
        const found = searchFaqs(group.topics, text);
        return found.length === 0 ? (
          <p role="status">
            No help topics match &lsquo;{text.trim()}&rsquo;. Try other words or{' '}
            <Link to="/contact-us">contact us</Link>.
          </p>
        ) : (
          <Topics>
            {found.map((topic) => (
              <section key={topic.topic} aria-labelledby={`${id}-${topic.topic}`}>
                <h2 id={`${id}-${topic.topic}`}>{topic.topic}</h2>
                <FaqList items={topic.items} />
              </section>
            ))}
          </Topics>
        );
      }}
    </QueryState>
  );
}

function PopularFaqs() {
  const popular = useGetFaqGroupQuery('customer-care-popular');
  const id = useId();
  return (
    <section aria-labelledby={`${id}-popular`}>
      <h2 id={`${id}-popular`}>Popular FAQs</h2>
      <QueryState
        query={popular}
        error="We couldn't load the popular questions. Please try again."
        loading={<Skeleton $height="10rem" />}
      >
        {(group) => <FaqList items={group.topics.flatMap((topic) => topic.items)} />}
      </QueryState>
    </section>
  );
}

/** The 24/7 box: live chat or the contact page. */
function AlwaysHere() {
  const platform = usePlatform();
  const id = useId();
  return (
    <CareBox aria-labelledby={`${id}-care`}>
      <h2 id={`${id}-care`}>We&rsquo;re here 24/7</h2>
      <p>
        Our support team is available 24/7. Chat with us or send us a message and we&rsquo;ll get
        back to you.
      </p>
      <div>
        <Button type="button" onClick={() => void platform.chat.open()}>
          Start live chat
        </Button>
        <ButtonLink as={Link} to="/contact-us">
          Contact us
        </ButtonLink>
      </div>
    </CareBox>
  );
}

/** /customer-care: a search over the help topics, the six topic lists, popular questions and the 24/7 box. */
export default function CustomerCarePage() {
  const [text, setText] = useState('');
  return (
    <PageContainer>
      <PageHeading>Customer Care</PageHeading>
      <HelpSearch text={text} onType={setText} />
      <HelpTopics text={text} />
      <Aside>
        <PopularFaqs />
        <AlwaysHere />
      </Aside>
    </PageContainer>
  );
}
