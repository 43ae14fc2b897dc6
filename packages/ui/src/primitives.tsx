import styled, { css, keyframes } from 'styled-components';

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

/** A quiet panel for empty and error states, always with a way on. */
export const StatePanel = styled.section`
  text-align: center;
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.color.grey700};
  h2 {
    margin-top: 0;
  }
`;
