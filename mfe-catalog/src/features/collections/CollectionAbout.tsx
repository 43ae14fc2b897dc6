import { memo } from 'react';
import styled from 'styled-components';
import type { Listing } from '@sohnne/contracts';
import { HydrateOnVisible } from '@sohnne/platform';
import { Accordion } from '@sohnne/ui';

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space(6)};
  max-width: 880px;
  h2 {
    font-size: 1.4rem;
    margin: 0 0 ${({ theme }) => theme.space(1)};
  }
  p {
    margin: 0;
  }
`;

/**
 * Below the grid: the collection's descriptions and its questions, each an accordion. Below the fold, so
 * they hydrate when they near the viewport or a shopper reaches for them; memoised, so a filter or a page
 * leaves them as they are.
 */
export const CollectionAbout = memo(function CollectionAbout({
  collection,
}: {
  collection: Listing['collection'];
}) {
  if (!collection.description_collection.length && !collection.faqs.length) return null;
  return (
    <HydrateOnVisible>
      {collection.description_collection.length > 0 && (
        <Section aria-label={`About ${collection.title}`}>
          <Accordion
            items={collection.description_collection.map(({ title, content }) => ({
              title,
              body: <p>{content}</p>,
            }))}
          />
        </Section>
      )}
      {collection.faqs.length > 0 && (
        <Section aria-labelledby="collection-faqs">
          <h2 id="collection-faqs">Frequently Asked Questions</h2>
          <Accordion
            items={collection.faqs.map(({ question, answers }) => ({
              title: question,
              body: <p>{answers}</p>,
            }))}
          />
        </Section>
      )}
    </HydrateOnVisible>
  );
});
