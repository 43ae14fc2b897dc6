import { memo } from 'react';
import styled from 'styled-components';
import type { Listing } from '@sohnne/contracts';
import { Breadcrumb, PageHeading } from '@sohnne/ui';
import { coverImage } from '../../coverImage';

/** Banners are 16:5. */
const BANNER = { width: 1600, height: 500 };

const Banner = styled.img`
  display: block;
  ${coverImage('16 / 5')}
`;

const Intro = styled.p`
  max-width: 72ch;
  color: ${({ theme }) => theme.color.grey700};
  margin: 0 0 ${({ theme }) => theme.space(3)};
`;

/**
 * The collection's breadcrumb, banner, title and introduction. Memoised: a filter or a page changes
 * none of them, so a tap leaves them as they are.
 */
export const CollectionHeader = memo(function CollectionHeader({
  collection,
  breadcrumb,
}: Pick<Listing, 'collection' | 'breadcrumb'>) {
  const banner = collection.banner || collection.collection_banner;
  const last = breadcrumb.length - 1;
  return (
    <>
      <Breadcrumb
        items={breadcrumb.map((crumb, i) => ({
          label: crumb.name,
          to: i < last ? crumb.path : undefined,
        }))}
      />
      {banner && <Banner src={banner} alt="" {...BANNER} fetchPriority="high" decoding="async" />}
      <PageHeading>{collection.title}</PageHeading>
      {collection.description && <Intro>{collection.description}</Intro>}
    </>
  );
});
