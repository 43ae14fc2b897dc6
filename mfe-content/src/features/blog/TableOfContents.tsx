import { useId, useState, type MouseEvent } from 'react';
import styled from 'styled-components';
import { listLinks } from '../pages';
import type { TocEntry } from './article';

/** The spec's offset of a heading a contents link scrolls to, from the window's top. */
const SPEC_OFFSET = 100;
/** Pixels kept free between the sticky header and that heading, where the header reaches further down. */
const GAP = 16;

/**
 * A heading's scroll-margin-top before anything is measured (a jump from the address's #fragment as the
 * page loads): clear of the shell's sticky header at its tallest, 113 px from 768 px wide (65 px on phones).
 * packages/ui has no token for that height yet; headerClearance measures it.
 */
export const HEADER_CLEARANCE_FALLBACK = 113 + GAP;

/**
 * How far down the window a heading is scrolled to: the spec's 100 px, or more where the sticky header would
 * cover it (the bottom of whatever is stuck to the window's top edge, plus GAP: the header's height depends
 * on the width and on its links wrapping). Measured at each jump, so it holds at every width.
 */
function headerClearance(): number {
  let bottom = 0;
  for (const element of document.elementsFromPoint?.(window.innerWidth / 2, 0) ?? []) {
    const { position } = window.getComputedStyle(element);
    if (position === 'sticky' || position === 'fixed')
      bottom = Math.max(bottom, element.getBoundingClientRect().bottom);
  }
  return Math.max(SPEC_OFFSET, Math.ceil(bottom) + GAP);
}

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
  ${listLinks}
  a {
    display: inline-flex;
    gap: ${({ theme }) => theme.space(1)};
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

/**
 * Scrolls the heading just below the sticky header (its scroll-margin-top, set from the header's height as
 * measured now): smoothly, or at once for reduced motion.
 */
function scrollToHeading(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  target.style.scrollMarginTop = `${headerClearance()}px`;
  target.scrollIntoView({ block: 'start', behavior: reduced ? 'auto' : 'smooth' });
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
