import { useHydrated } from '@sohnne/platform';
import { Button, Container, Muted, PageHeading, Skeleton, StatePanel } from '@sohnne/ui';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useGetCheckoutSettingsQuery } from '../checkout';
import { frameHeightFrom, MIN_FRAME_HEIGHT } from './frameMessages';

export default function TrackOrderPage() {
  const settings = useGetCheckoutSettingsQuery();
  const hydrated = useHydrated();
  const [height, setHeight] = useState(MIN_FRAME_HEIGHT);
  const trackingUrl = settings.data?.tracking_url;

  useEffect(() => {
    if (!trackingUrl) return;
    const trackingOrigin = new URL(trackingUrl).origin;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== trackingOrigin) {
        console.warn(
          `Ignored a message from ${event.origin || 'an unknown origin'}: only ${trackingOrigin} may resize the tracking frame`,
        );
        return;
      }
      const next = frameHeightFrom(event, trackingOrigin);
      if (next !== null) setHeight(next);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [trackingUrl]);

  let body;
  if (trackingUrl && hydrated) {
    body = (
      <Frame
        title="Track your order"
        src={`${new URL(trackingUrl).origin}/`}
        style={{ height }}
        data-testid="tracking-frame"
      />
    );
  } else if (settings.isError) {
    body = (
      <StatePanel role="alert">
        <p>Order tracking is unavailable right now.</p>
        <Button type="button" onClick={() => settings.refetch()}>
          Try again
        </Button>
      </StatePanel>
    );
  } else {
    body = <Skeleton $height={`${MIN_FRAME_HEIGHT}px`} />;
  }

  return (
    <Container>
      <PageHeading>Track My Order</PageHeading>
      <Muted>
        Enter your order number and the e-mail you ordered with to see where your order is.
      </Muted>
      <Wrap>{body}</Wrap>
    </Container>
  );
}

const Wrap = styled.div`
  padding: ${({ theme }) => theme.space(2)} 0 ${({ theme }) => theme.space(6)};
`;

const Frame = styled.iframe`
  display: block;
  width: 100%;
  border: 0;
`;
