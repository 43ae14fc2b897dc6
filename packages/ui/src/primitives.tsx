import styled, { css, keyframes } from 'styled-components';

export const Container = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.contentWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space(2)};
  ${({ theme }) => theme.media.tablet} {
    padding: 0 ${({ theme }) => theme.space(3)};
  }
`;

/** A page's content column, with room below it before the footer. */
export const PageContainer = styled(Container)`
  padding-bottom: ${({ theme }) => theme.space(8)};
`;

export const PageHeading = styled.h1`
  font-size: clamp(1.75rem, 4vw, 2.5rem);
  margin: ${({ theme }) => theme.space(4)} 0 ${({ theme }) => theme.space(3)};
`;

const buttonBase = css<{ $variant?: 'primary' | 'secondary' | 'ghost' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(1)};
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius};
  font: 500 0.95rem/1 ${({ theme }) => theme.font.body};
  letter-spacing: 0.04em;
  text-decoration: none;
  cursor: pointer;
  transition:
    background ${({ theme }) => theme.motion},
    color ${({ theme }) => theme.motion};
  border: 1px solid transparent;
  ${({ theme, $variant = 'primary' }) =>
    $variant === 'primary'
      ? css`
          background: ${theme.color.teakDark};
          color: #fff;
          &:hover:not(:disabled) {
            background: ${theme.color.walnut};
          }
        `
      : $variant === 'secondary'
        ? css`
            background: transparent;
            color: ${theme.color.walnut};
            border-color: ${theme.color.walnut};
            &:hover:not(:disabled) {
              background: ${theme.color.walnut};
              color: #fff;
            }
          `
        : css`
            background: transparent;
            color: ${theme.color.charcoal};
            padding: 0 ${theme.space(1)};
            &:hover:not(:disabled) {
              color: ${theme.color.teakDark};
            }
          `}
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

export const Button = styled.button<{ $variant?: 'primary' | 'secondary' | 'ghost' }>`
  ${buttonBase}
`;

/** An anchor styled as a button: pass `as={Link}` for router links. */
export const ButtonLink = styled.a<{ $variant?: 'primary' | 'secondary' | 'ghost' }>`
  ${buttonBase}
`;

const shimmer = keyframes`
  0% { background-position: -400px 0; }
  100% { background-position: 400px 0; }
`;

export const Skeleton = styled.div<{ $height?: string; $ratio?: string }>`
  width: 100%;
  ${({ $height }) =>
    $height &&
    css`
      height: ${$height};
    `}
  ${({ $ratio }) =>
    $ratio &&
    css`
      aspect-ratio: ${$ratio};
    `}
  border-radius: ${({ theme }) => theme.radius};
  background: linear-gradient(
    90deg,
    ${({ theme }) => theme.color.grey100} 0%,
    ${({ theme }) => theme.color.grey200} 50%,
    ${({ theme }) => theme.color.grey100} 100%
  );
  background-size: 800px 100%;
  animation: ${shimmer} 1.4s linear infinite;
`;

const spin = keyframes`to { transform: rotate(360deg); }`;

export const Spinner = styled.span.attrs({ role: 'status', 'aria-label': 'Loading' })`
  display: inline-block;
  width: 1em;
  height: 1em;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.7s linear infinite;
`;

export const VisuallyHidden = styled.span`
  position: absolute !important;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

export const Tag = styled.span<{ $tone?: 'sale' | 'neutral' }>`
  display: inline-block;
  padding: 2px ${({ theme }) => theme.space(1)};
  font-size: 0.75rem;
  font-weight: 500;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  border-radius: ${({ theme }) => theme.radius};
  color: #fff;
  background: ${({ theme, $tone = 'sale' }) => ($tone === 'sale' ? theme.color.teakDark : theme.color.olive)};
`;

const PriceRow = styled.span`
  display: inline-flex;
  gap: ${({ theme }) => theme.space(1)};
  align-items: baseline;
  del {
    color: ${({ theme }) => theme.color.grey500};
  }
  strong {
    color: ${({ theme }) => theme.color.teakDark};
    font-weight: 500;
  }
`;

/** List price struck through beside the sale price; both already formatted in the chosen currency. */
export function Price({ list, sale }: { list: string; sale?: string | null }) {
  if (!sale)
    return (
      <PriceRow>
        <span>{list}</span>
      </PriceRow>
    );
  return (
    <PriceRow>
      <del aria-label={`Was ${list}`}>{list}</del>
      <strong aria-label={`Now ${sale}`}>{sale}</strong>
    </PriceRow>
  );
}

/** A list without bullets laid out as a grid, one column on phones; the page sets its columns above that. */
export const GridList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

/** A grid list whose items are paper cards (steps, reviews, job openings). */
export const CardGrid = styled(GridList)`
  li {
    padding: ${({ theme }) => theme.space(3)};
    background: ${({ theme }) => theme.color.paper};
    border: 1px solid ${({ theme }) => theme.color.grey200};
    border-radius: ${({ theme }) => theme.radius};
  }
`;

/** Product grids: 2 columns on phones, 3 from 768 px, 4 from 1024 px. */
export const ProductGrid = styled(GridList)`
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space(3)};
  }
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

/** A quiet panel for empty and error states, always with a way on. */
export const StatePanel = styled.section`
  text-align: center;
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.color.grey700};
  h2 {
    margin-top: 0;
  }
`;
