import styled from 'styled-components';
import { Link } from '@sohnne/platform';
import {
  ButtonLink,
  GridList,
  PageContainer,
  PageHeading,
  paperPanel,
  QueryState,
  Skeleton,
  StatePanel,
} from '@sohnne/ui';
import type { Material } from '@sohnne/contracts';
import { useGetMaterialsQuery } from './materialsApi';

const SKELETON_COUNT = 6;

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  max-width: 60ch;
  color: ${({ theme }) => theme.color.grey700};
  line-height: 1.6;
`;

const Families = styled(GridList)`
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space(3)};
  }
`;

const Family = styled.li`
  ${paperPanel}
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(1)};
    font-size: 1.3rem;
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.color.grey700};
    line-height: 1.6;
  }
`;

const Swatches = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  li {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 4px;
    width: 72px;
    text-align: center;
    font-size: 0.8rem;
    color: ${({ theme }) => theme.color.grey700};
  }
  span[aria-hidden] {
    width: 48px;
    height: 48px;
    border-radius: 50%;
    border: 1px solid ${({ theme }) => theme.color.grey300};
  }
`;

function MaterialFamily({ material }: { material: Material }) {
  return (
    <Family>
      <h2 id={`material-${material.slug}`}>{material.name}</h2>
      <p>{material.description}</p>
      <Swatches aria-label={`${material.name} colours`}>
        {material.swatches.map((swatch) => (
          <li key={swatch.name}>
            <span aria-hidden="true" style={{ background: swatch.hex }} />
            {swatch.name}
          </li>
        ))}
      </Swatches>
    </Family>
  );
}

export default function MaterialsPage() {
  const query = useGetMaterialsQuery();
  return (
    <PageContainer>
      <PageHeading>Upholstery Materials</PageHeading>
      <Intro>
        Every family of fabric and leather we upholster in, with its colours. Not sure yet?{' '}
        <Link to="/swatches">Order free swatches</Link> first.
      </Intro>
      <QueryState
        query={query}
        error="We couldn't load the materials. Please try again."
        loading={
          <Families>
            {Array.from({ length: SKELETON_COUNT }, (_, i) => (
              <Family key={i} data-testid="material-skeleton" aria-hidden="true">
                <Skeleton $height="1.6rem" style={{ width: '40%', marginBottom: 8 }} />
                <Skeleton $height="3rem" style={{ marginBottom: 16 }} />
                <Skeleton $height="48px" style={{ width: '60%' }} />
              </Family>
            ))}
          </Families>
        }
        isEmpty={(materials) => materials.length === 0}
        empty={
          <StatePanel>
            <p>There are no materials to show yet.</p>
            <ButtonLink as={Link} to="/swatches" $variant="secondary">
              Order swatches
            </ButtonLink>
          </StatePanel>
        }
      >
        {(materials) => (
          <Families>
            {materials.map((material) => (
              <MaterialFamily key={material.slug} material={material} />
            ))}
          </Families>
        )}
      </QueryState>
    </PageContainer>
  );
}
