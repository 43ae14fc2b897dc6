import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { Link } from '@sohnne/platform';
import { imageProps } from '@sohnne/ui';
import type { Hotspot as HotspotData } from '@sohnne/contracts';
import { PayPrice } from '../../PayPrice';

const THUMB = { width: 80, height: 100 };

const Spot = styled.div`
  position: absolute;
  transform: translate(-50%, -50%);
  z-index: 1;
  &[data-open='true'] {
    z-index: 3;
  }
`;

const Dot = styled.button`
  width: 44px;
  height: 44px;
  border-radius: 50%;
  border: 2px solid #fff;
  background: ${({ theme }) => theme.color.teakDark};
  color: #fff;
  font-size: 1.4rem;
  line-height: 1;
  cursor: pointer;
  box-shadow: 0 2px 8px rgba(31, 29, 26, 0.35);
  transition: transform ${({ theme }) => theme.motion};
  &[aria-expanded='true'] {
    transform: rotate(45deg);
    background: ${({ theme }) => theme.color.charcoal};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.paper};
    outline-offset: 2px;
    box-shadow: 0 0 0 6px ${({ theme }) => theme.color.teak};
  }
  ${({ theme }) => theme.media.reducedMotion} {
    transition: none;
  }
`;

const Card = styled.div<{ $below: boolean; $align: 'left' | 'center' | 'right' }>`
  position: absolute;
  ${({ $below }) => ($below ? 'top: 52px;' : 'bottom: 52px;')}
  ${({ $align }) => ($align === 'left' ? 'left: -8px;' : $align === 'right' ? 'right: -8px;' : 'left: 50%; transform: translateX(-50%);')}
  width: 240px;
  max-width: calc(100vw - 48px);
  display: flex;
  gap: ${({ theme }) => theme.space(1.5)};
  padding: ${({ theme }) => theme.space(1.5)};
  background: ${({ theme }) => theme.color.paper};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: 0 6px 24px rgba(31, 29, 26, 0.25);
  &[hidden] {
    display: none;
  }
  img {
    width: 64px;
    height: 80px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.color.grey100};
    flex: none;
  }
  div {
    display: flex;
    flex-direction: column;
    gap: 4px;
    min-width: 0;
    font-size: 0.9rem;
  }
  a {
    color: ${({ theme }) => theme.color.charcoal};
    font-weight: 500;
  }
  a:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.teak};
    outline-offset: 2px;
  }
`;

export interface HotspotProps {
  hotspot: HotspotData;
  index: number;
  open: boolean;
  onToggle: () => void;
  onClose: () => void;
}

/** A button on the photo at x/y percent; it opens a card with the product's photo, name, price and link. */
export function Hotspot({ hotspot, index, open, onToggle, onClose }: HotspotProps) {
  const button = useRef<HTMLButtonElement>(null);
  const cardId = `hotspot-${hotspot.productId}-${index}`;
  const image = imageProps(hotspot.productImage, hotspot.productName, THUMB);
  const align = hotspot.x < 30 ? 'left' : hotspot.x > 70 ? 'right' : 'center';

  useEffect(() => {
    if (!open) return;
    const close = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      onClose();
      button.current?.focus();
    };
    document.addEventListener('keydown', close);
    return () => document.removeEventListener('keydown', close);
  }, [open, onClose]);

  return (
    <Spot style={{ left: `${hotspot.x}%`, top: `${hotspot.y}%` }} data-open={open}>
      <Dot
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={cardId}
        aria-label={hotspot.productName}
        onClick={onToggle}
      >
        +
      </Dot>
      <Card id={cardId} hidden={!open} $below={hotspot.y < 45} $align={align}>
        {image && <img {...image} loading="lazy" decoding="async" />}
        <div>
          <Link to={hotspot.productLink}>{hotspot.productName}</Link>
          <PayPrice price={hotspot} />
        </div>
      </Card>
    </Spot>
  );
}
