import { css } from 'styled-components';

/** A list laid out as a wrapping row, without bullets or indent (breadcrumb, pagination). */
export const inlineList = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  list-style: none;
  margin: 0;
  padding: 0;
`;
