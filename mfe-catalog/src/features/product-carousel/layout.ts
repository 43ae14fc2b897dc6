import styled from 'styled-components';

/** The spec's carousel constants: transition 1250 ms, 1 to 4 slides by the 768 px and 1024 px breakpoints. */
export const CAROUSEL_SPEED = 1250;
export const SLIDES_PER_VIEW = { base: 1.3, tablet: 2.5, desktop: 4 };

export const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 44px;
  margin-bottom: ${({ theme }) => theme.space(2)};
  h2 {
    margin: 0;
    font-size: clamp(1.4rem, 3vw, 2rem);
  }
`;

export const Arrows = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
  button {
    width: 44px;
    padding: 0;
    font-size: 1.25rem;
  }
  .swiper-button-lock {
    display: none;
  }
`;

// Swiper's A11y module relabels the arrows with these.
export const PREV_LABEL = 'Previous products';
export const NEXT_LABEL = 'Next products';
