import type { SVGProps } from 'react';
import styled from 'styled-components';

/** What every line icon shares: 24-unit strokes in the text's colour, hidden from assistive technology. */
export const iconProps: SVGProps<SVGSVGElement> = {
  width: 22,
  height: 22,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.6,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
};

export const CloseIcon = () => (
  <svg {...iconProps} width={18} height={18}>
    <path d="m6 6 12 12M18 6 6 18" />
  </svg>
);

/** A button that shows only an icon (its name is its `aria-label`), `$size` px square, 44 by default. */
export const IconButton = styled.button<{ $size?: number }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: ${({ $size = 44 }) => $size}px;
  height: ${({ $size = 44 }) => $size}px;
  border: 0;
  background: transparent;
  color: inherit;
  cursor: pointer;
`;
