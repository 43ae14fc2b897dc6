import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';

const Item = styled.div`
  border-bottom: 1px solid ${({ theme }) => theme.color.grey200};
  h3 {
    margin: 0;
    font-size: 1.05rem;
    font-family: ${({ theme }) => theme.font.body};
  }
  button {
    all: unset;
    box-sizing: border-box;
    cursor: pointer;
    width: 100%;
    min-height: 44px;
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => theme.space(2)} 0;
    font-weight: 500;
  }
  button:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.teak};
    outline-offset: 2px;
  }
  button::after {
    content: '+';
    font-size: 1.4rem;
    line-height: 1;
  }
  button[aria-expanded='true']::after {
    content: '−';
  }
  [role='region'] {
    padding-bottom: ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.color.grey700};
  }
`;

export interface AccordionItem {
  title: string;
  body: ReactNode;
}

/** Questions that open and close one by one (WAI-ARIA accordion: a button per heading, a region per answer). */
export function Accordion({
  items,
  initiallyOpen = -1,
}: {
  items: AccordionItem[];
  initiallyOpen?: number;
}) {
  const id = useId();
  const [open, setOpen] = useState<Set<number>>(
    () => new Set(initiallyOpen >= 0 ? [initiallyOpen] : []),
  );
  const toggle = (index: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });
  return (
    <div>
      {items.map((item, index) => {
        const expanded = open.has(index);
        return (
          <Item key={`${item.title}-${index}`}>
            <h3>
              <button
                type="button"
                id={`${id}-h${index}`}
                aria-expanded={expanded}
                aria-controls={`${id}-p${index}`}
                onClick={() => toggle(index)}
              >
                {item.title}
              </button>
            </h3>
            <div
              role="region"
              id={`${id}-p${index}`}
              aria-labelledby={`${id}-h${index}`}
              hidden={!expanded}
            >
              {item.body}
            </div>
          </Item>
        );
      })}
    </div>
  );
}
