import { useCallback, useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Link } from '@sohnne/platform';
import {
  ButtonLink,
  imageProps,
  PageContainer,
  PageHeading,
  QueryState,
  Skeleton,
  StatePanel,
} from '@sohnne/ui';
import type { Look } from '@sohnne/contracts';
import { Hotspot } from './Hotspot';
import { useGetLooksQuery } from './looksApi';

const ROOM = { width: 1600, height: 1000 };

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.color.grey700};
  max-width: 60ch;
`;

const TabList = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
  overflow-x: auto;
  margin-bottom: ${({ theme }) => theme.space(3)};
  border-bottom: 1px solid ${({ theme }) => theme.color.grey200};
`;

const Tab = styled.button`
  all: unset;
  box-sizing: border-box;
  cursor: pointer;
  white-space: nowrap;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(2)};
  border-bottom: 2px solid transparent;
  margin-bottom: -1px;
  color: ${({ theme }) => theme.color.grey700};
  font-weight: 500;
  &[aria-selected='true'] {
    color: ${({ theme }) => theme.color.charcoal};
    border-bottom-color: ${({ theme }) => theme.color.teakDark};
  }
  &:hover {
    color: ${({ theme }) => theme.color.charcoal};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.teak};
    outline-offset: -2px;
  }
`;

const Room = styled.div`
  position: relative;
  > img {
    display: block;
    width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.color.grey100};
  }
`;

const Hint = styled.p`
  margin: ${({ theme }) => theme.space(1.5)} 0 0;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.color.grey700};
`;

function Looks({ looks }: { looks: Look[] }) {
  const id = useId();
  const [active, setActive] = useState(0);
  const [openSpot, setOpenSpot] = useState<number | null>(null);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const close = useCallback(() => setOpenSpot(null), []);

  const select = (index: number) => {
    setActive(index);
    setOpenSpot(null);
  };

  // WAI-ARIA tabs with automatic activation: arrows, Home and End move and select.
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: active + 1,
      ArrowLeft: active - 1,
      Home: 0,
      End: looks.length - 1,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = (moves[event.key] + looks.length) % looks.length;
    select(next);
    tabs.current[next]?.focus();
  };

  const look = looks[active];
  const image = imageProps(look.image, look.name, ROOM);
  return (
    <>
      <TabList role="tablist" aria-label="Rooms">
        {looks.map((item, i) => (
          <Tab
            key={item.slug}
            ref={(element) => {
              tabs.current[i] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${item.slug}`}
            aria-selected={i === active}
            aria-controls={`${id}-panel`}
            tabIndex={i === active ? 0 : -1}
            onClick={() => select(i)}
            onKeyDown={onKeyDown}
          >
            {item.name}
          </Tab>
        ))}
      </TabList>
      <section role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${look.slug}`}>
        <Room>
          {image && <img {...image} loading="eager" decoding="async" />}
          {look.hotspots.map((hotspot, i) => (
            <Hotspot
              key={`${look.slug}-${hotspot.productId}-${i}`}
              hotspot={hotspot}
              index={i}
              open={openSpot === i}
              onToggle={() => setOpenSpot(openSpot === i ? null : i)}
              onClose={close}
            />
          ))}
        </Room>
        <Hint>Select a + on the photo to see the piece, its price and where to buy it.</Hint>
      </section>
    </>
  );
}

export default function ShopTheLookPage() {
  const query = useGetLooksQuery();
  return (
    <PageContainer>
      <PageHeading>Shop the Look</PageHeading>
      <Intro>
        Whole rooms furnished with our replicas. Pick a room, then a piece in the photo.
      </Intro>
      <QueryState
        query={query}
        error="We couldn't load the rooms. Please try again."
        loading={
          <div data-testid="look-skeleton">
            <Skeleton $height="44px" style={{ maxWidth: 480, marginBottom: 24 }} />
            <Skeleton $ratio="16 / 10" />
          </div>
        }
        isEmpty={(looks) => looks.length === 0}
        empty={
          <StatePanel>
            <p>There are no rooms to shop yet.</p>
            <ButtonLink as={Link} to="/collections" $variant="secondary">
              Browse the collections
            </ButtonLink>
          </StatePanel>
        }
      >
        {(looks) => <Looks looks={looks} />}
      </QueryState>
    </PageContainer>
  );
}
