import styled from 'styled-components';
import { coverImage } from '../../coverImage';

/** Product photos are 4:5. */
export const GALLERY_IMAGE = { width: 800, height: 1000 };
export const THUMB_IMAGE = { width: 96, height: 120 };

export const GalleryFrame = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1.5)};
  min-width: 0;
  img {
    display: block;
    ${coverImage('4 / 5')}
  }
`;

export const MainFrame = styled.div`
  position: relative;
`;

/** Space between two photos of the track, as they slide past. */
export const PHOTO_GAP_PX = 8;

/**
 * The photos side by side, one in view: swiped, scrolled by the arrow keys and snapped to a photo by the
 * browser itself (no script to load or mount, so no tap waits for one: issue 39).
 */
export const PhotoTrack = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  gap: ${PHOTO_GAP_PX}px;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scroll-snap-type: x mandatory;
  scroll-behavior: smooth;
  scrollbar-width: none;
  &::-webkit-scrollbar {
    display: none;
  }
  > li {
    flex: 0 0 100%;
    scroll-snap-align: start;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.teak};
    outline-offset: 2px;
  }
  @media (prefers-reduced-motion: reduce) {
    scroll-behavior: auto;
  }
`;

export const ThumbList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
  overflow-x: auto;
  li {
    flex: 0 0 64px;
  }
  ${({ theme }) => theme.media.tablet} {
    li {
      flex-basis: 88px;
    }
  }
`;

export const ThumbButton = styled.button`
  all: unset;
  box-sizing: border-box;
  display: block;
  width: 100%;
  cursor: pointer;
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radius};
  &[aria-current='true'] {
    border-color: ${({ theme }) => theme.color.charcoal};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.teak};
    outline-offset: 2px;
  }
`;

export const Arrow = styled.button<{ $side: 'left' | 'right' }>`
  position: absolute;
  top: 50%;
  ${({ $side }) => ($side === 'left' ? 'left: 8px;' : 'right: 8px;')}
  z-index: 2;
  transform: translateY(-50%);
  width: 44px;
  height: 44px;
  border-radius: 50%;
  border: 1px solid ${({ theme }) => theme.color.grey300};
  background: ${({ theme }) => theme.color.paper};
  color: ${({ theme }) => theme.color.charcoal};
  font-size: 1.4rem;
  line-height: 1;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.teak};
    outline-offset: 2px;
  }
  &:disabled {
    opacity: 0.35;
    cursor: default;
  }
`;
