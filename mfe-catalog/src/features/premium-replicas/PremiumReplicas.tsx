import { useId } from 'react';
import styled from 'styled-components';
import { Link, type FragmentProps } from '@sohnne/platform';
import { imageProps, Muted, QueryState, Skeleton } from '@sohnne/ui';
import { PayPrice } from '../../PayPrice';
import type { Product } from '../../types';
import { DEFAULT_COUNT, useGetPremiumReplicasQuery } from './premiumApi';
import { productPath } from '@sohnne/site-paths';

export type PremiumReplicasProps = FragmentProps['catalog/PremiumReplicas'];

const THUMB = { width: 80, height: 100 };

const Aside = styled.aside`
  position: sticky;
  top: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(2.5)};
  background: ${({ theme }) => theme.color.paper};
  border: 1px solid ${({ theme }) => theme.color.grey200};
  border-radius: ${({ theme }) => theme.radius};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: 1.3rem;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space(2)};
  }
`;

const Item = styled(Link)`
  display: grid;
  grid-template-columns: 64px 1fr;
  gap: ${({ theme }) => theme.space(1.5)};
  align-items: center;
  text-decoration: none;
  color: ${({ theme }) => theme.color.charcoal};
  img,
  .placeholder {
    width: 64px;
    height: 80px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.color.grey100};
  }
  span {
    display: flex;
    flex-direction: column;
    gap: 4px;
    font-size: 0.9rem;
  }
  strong {
    font-weight: 500;
  }
  &:hover strong {
    color: ${({ theme }) => theme.color.teakDark};
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.teak};
    outline-offset: 2px;
  }
`;

const SkeletonItem = styled.li`
  display: grid;
  grid-template-columns: 64px 1fr;
  gap: ${({ theme }) => theme.space(1.5)};
`;

function Replica({ product }: { product: Product }) {
  const image = imageProps(product.image, product.name, THUMB);
  return (
    <li>
      <Item to={productPath(product.slug)}>
        {image ? (
          <img {...image} alt="" loading="lazy" decoding="async" />
        ) : (
          <span className="placeholder" aria-hidden="true" />
        )}
        <span>
          <strong>{product.name}</strong>
          <PayPrice price={product} />
        </span>
      </Item>
    </li>
  );
}

/** The sticky 'Premium Replicas' side list of blog posts: `count` product links with list and sale price. */
export function PremiumReplicas({
  title = 'Premium Replicas',
  source,
  count = DEFAULT_COUNT,
}: PremiumReplicasProps) {
  const headingId = useId();
  const replicas = useGetPremiumReplicasQuery({ source, count });
  return (
    <Aside aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <QueryState
        query={replicas}
        error="We couldn't load these products."
        loading={
          <ul>
            {Array.from({ length: count }, (_, i) => (
              <SkeletonItem key={i} data-testid="replica-skeleton">
                <Skeleton $height="80px" />
                <Skeleton $height="2.4rem" />
              </SkeletonItem>
            ))}
          </ul>
        }
        isEmpty={(products) => products.length === 0}
        empty={
          <Muted>
            No replicas to show right now. <Link to="/collections">Browse the collections</Link>
          </Muted>
        }
      >
        {(products) => (
          <ul>
            {products.slice(0, count).map((product) => (
              <Replica key={product.id} product={product} />
            ))}
          </ul>
        )}
      </QueryState>
    </Aside>
  );
}
