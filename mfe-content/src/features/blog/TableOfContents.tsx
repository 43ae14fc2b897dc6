import { useId, useState, type MouseEvent } from 'react';
import styled from 'styled-components';
import type { TocEntry } from './article';

/** Pixels kept free above a heading a contents link scrolls to. */
export const TOC_OFFSET = 100;

const Box = styled.nav`
  margin: ${({ theme }) => theme.space(3)} 0;
  border: 1px solid ${({ theme }) => theme.color.grey300};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.paper};
  h2 {
    margin: 0;
    font-size: 1.1rem;
    font-family: ${({ theme }) => theme.font.body};
  }
  ol {
    list-style: none;
    margin: 0;
    padding: 0 ${({ theme }) => theme.space(2.5)} ${({ theme }) => theme.space(2)};
  }
  li {
    margin: ${({ theme }) => theme.space(0.75)} 0;
  }
  li[data-depth='1'] {
    padding-left: ${({ theme }) => theme.space(2)};
  }
  li[data-depth='2'] {
    padding-left: ${({ theme }) => theme.space(4)};
  }
  a {
    color: ${({ theme }) => theme.color.charcoal};
    text-decoration: none;
    display: inline-flex;
    gap: ${({ theme }) => theme.space(1)};
  }
  a:hover {
    color: ${({ theme }) => theme.color.teakDark};
    text-decoration: underline;
  }
  a:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.teak};
    outline-offset: 2px;
  }
  a span {
    color: ${({ theme }) => theme.color.walnut};
    font-variant-numeric: tabular-nums;
  }
`;

const Toggle = styled.button`
  all: unset;
  box-sizing: border-box;
  cursor: pointer;
  width: 100%;
  min-height: 48px;
  padding: 0 ${({ theme }) => theme.space(2.5)};
  display: flex;
  align-items: center;
  justify-content: space-between;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.teak};
    outline-offset: -2px;
  }
  &::after {
    content: '▾';
    transition: transform ${({ theme }) => theme.motion};
  }
  &[aria-expanded='false']::after {
    transform: rotate(-90deg);
  }
  ${({ theme }) => theme.media.reducedMotion} {
    &::after {
      transition: none;
    }
  }
`;

/** Scrolls the heading to TOC_OFFSET px below the top: smoothly, or at once for reduced motion. */
function scrollToHeading(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  const top = target.getBoundingClientRect().top + window.scrollY - TOC_OFFSET;
  window.scrollTo({ top: Math.max(0, top), behavior: reduced ? 'auto' : 'smooth' });
  return true;
}

/** 'On This Page': the body's h1–h3 as numbered anchor links (plain anchors work before hydration too). */
export function TableOfContents({ entries }: { entries: TocEntry[] }) {
  const [open, setOpen] = useState(true);
  const listId = useId();
  if (!entries.length) return null;

  const onClick = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    if (!scrollToHeading(id)) return;
    event.preventDefault();
    // Keyboard users continue reading from the heading.
    const heading = document.getElementById(id);
    heading?.setAttribute('tabindex', '-1');
    heading?.focus({ preventScroll: true });
  };

  return (
    <Box aria-label="On This Page">
      <h2>
        <Toggle
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((value) => !value)}
        >
          On This Page
        </Toggle>
      </h2>
      <ol id={listId} hidden={!open}>
        {entries.map((entry) => (
          <li key={entry.id} data-depth={entry.number.split('.').length - 1}>
            <a href={`#${entry.id}`} onClick={(event) => onClick(event, entry.id)}>
              <span>{entry.number}.</span>
              {entry.text}
            </a>
          </li>
        ))}
      </ol>
    </Box>
  );
}
