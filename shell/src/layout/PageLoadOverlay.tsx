import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;
const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;

const Veil = styled.div`
  position: fixed;
  inset: 0;
  z-index: 30;
  display: flex;
  align-items: center;
  justify-content: center;
  background: rgba(247, 243, 236, 0.72);
  /* Purely visual: it never blocks the shopper. */
  pointer-events: none;
  animation: ${fadeIn} 150ms ease;
  span {
    width: 40px;
    height: 40px;
    border: 3px solid ${({ theme }) => theme.color.grey200};
    border-top-color: ${({ theme }) => theme.color.walnut};
    border-radius: 50%;
    animation: ${spin} 0.8s linear infinite;
  }
  ${({ theme }) => theme.media.reducedMotion} {
    animation: none;
    span {
      animation: none;
      border-color: ${({ theme }) => theme.color.walnut};
    }
  }
`;

/** Shown while a page load is flagged and for 800 ms after it clears (timing in platform/page-load.ts). */
export function PageLoadOverlay({ visible }: { visible: boolean }) {
  if (!visible) return null;
  return (
    <Veil data-testid="page-load-overlay" aria-hidden="true">
      <span />
    </Veil>
  );
}
