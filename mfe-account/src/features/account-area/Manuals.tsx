import { QueryState, Skeleton, VisuallyHidden } from '@sohnne/ui';
import styled from 'styled-components';
import { useGetManualsQuery } from './manualsApi';

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space(6)};
  h2 {
    font-size: 1.4rem;
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  grid-template-columns: repeat(3, minmax(0, 1fr));
  max-width: 720px;
  a {
    display: block;
    color: ${({ theme }) => theme.color.charcoal};
    text-decoration: none;
    font-size: 0.9rem;
    line-height: 1.35;
  }
  a:hover span {
    color: ${({ theme }) => theme.color.teakDark};
    text-decoration: underline;
  }
  img {
    display: block;
    width: 100%;
    height: auto;
    margin-bottom: ${({ theme }) => theme.space(1)};
    border: 1px solid ${({ theme }) => theme.color.grey200};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.color.paper};
  }
`;

const SKELETON_COVERS = 3;

/** The manual books: each cover links to its PDF (downloaded, not opened in place). */
export function Manuals() {
  const manuals = useGetManualsQuery();
  return (
    <Section aria-labelledby="manuals-heading">
      <h2 id="manuals-heading">Manual books</h2>
      <QueryState
        query={manuals}
        error="We couldn't load the manual books. Please try again."
        loading={
          <List>
            {Array.from({ length: SKELETON_COVERS }, (_, i) => (
              <li key={i}>
                <Skeleton $ratio="3 / 4" />
              </li>
            ))}
          </List>
        }
      >
        {(list) => (
          <List>
            {list.map((manual) => (
              <li key={manual.slug}>
                <a href={manual.url} download>
                  <img
                    src={manual.image.url}
                    alt={manual.image.alternativeText || manual.title}
                    width={manual.image.width}
                    height={manual.image.height}
                    loading="lazy"
                  />
                  <span>{manual.title}</span>
                  <VisuallyHidden> (PDF)</VisuallyHidden>
                </a>
              </li>
            ))}
          </List>
        )}
      </QueryState>
    </Section>
  );
}
