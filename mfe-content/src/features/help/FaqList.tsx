import styled from 'styled-components';
import type { FaqItem } from '../../types';

const List = styled.dl`
  margin: 0;
  div + div {
    margin-top: ${({ theme }) => theme.space(2)};
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: ${({ theme }) => theme.space(0.5)} 0 0;
    color: ${({ theme }) => theme.color.grey700};
  }
`;

/** Questions with their answers. */
export function FaqList({ items }: { items: FaqItem[] }) {
  return (
    <List>
      {items.map((item) => (
        <div key={item.question}>
          <dt>{item.question}</dt>
          <dd>{item.answers}</dd>
        </div>
      ))}
    </List>
  );
}
