import { css } from 'styled-components';

/** A paper panel on the page: padded, with a thin border and the shared radius (DESIGN.md's cards). */
export const paperPanel = css`
  padding: ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.color.paper};
  border: 1px solid ${({ theme }) => theme.color.grey200};
  border-radius: ${({ theme }) => theme.radius};
`;
