import styled, { css } from 'styled-components';

/**
 * A drawer or sheet drawn closed: laid out but invisible, not `display: none`. Opening it then needs no style or
 * layout of its contents before the tap's paint, only a transition of what is already there (issue 39).
 * `closed` selects the closed state; `transition` is how it opens and closes, after which it hides.
 */
export const drawnClosed = (display: string, transition: string, closed = '&[hidden]') => css`
  transition:
    ${transition},
    visibility 0s;
  ${closed} {
    display: ${display};
    visibility: hidden;
    transition:
      ${transition},
      visibility 0s 200ms;
  }
  ${({ theme }) => theme.media.reducedMotion} {
    &,
    ${closed} {
      transition: none;
    }
  }
`;

/** What dims the page behind an open drawer (a tap on it closes the drawer); shut with `hidden`. */
export const DrawerBackdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 40;
  background: rgba(31, 29, 26, 0.45);
  ${drawnClosed('block', 'opacity 200ms ease')}
  &[hidden] {
    opacity: 0;
  }
`;

/** Not drawn at all from a width on (a phone's drawer and its controls), even closed (`drawnClosed` draws it). */
export const hiddenFrom = (width: 'tablet' | 'desktop') => css`
  ${({ theme }) => theme.media[width]} {
    &,
    &[hidden] {
      display: none;
    }
  }
`;
