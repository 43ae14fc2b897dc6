import { useHydrated } from '@sohnne/platform';
import { Container, Muted, PageHeading, QueryState, Skeleton } from '@sohnne/ui';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useGetCheckoutSettingsQuery } from '../checkout';
import {
  frameHeightFrom,
  loadScriptOnce,
  MIN_FRAME_HEIGHT,
  widgetScriptsFrom,
} from './frameMessages';

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
      widgetScriptsFrom(event, trackingOrigin)?.forEach((href) => loadScriptOnce(href, document));
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [trackingUrl]);

  return (
    <Container>
      <PageHeading>Track My Order</PageHeading>
      <Muted>
        Enter your order number and the e-mail you ordered with to see where your order is.
      </Muted>
      <Wrap>
        <QueryState
          query={settings}
          error="Order tracking is unavailable right now."
          loading={<Skeleton $height={`${MIN_FRAME_HEIGHT}px`} />}
        >
          {({ tracking_url }) =>
            // The frame is the browser's: the server renders its place.
            hydrated ? (
              <Frame
                title="Track your order"
                src={`${new URL(tracking_url).origin}/`}
                // What the form needs and no more: its script, its submit, and its own origin (its
                // lookup goes there, and its height report is trusted by that origin). No popups, no
                // navigation of this page, no downloads.
                sandbox="allow-scripts allow-forms allow-same-origin"
                style={{ height }}
                data-testid="tracking-frame"
              />
            ) : (
              <Skeleton $height={`${MIN_FRAME_HEIGHT}px`} />
            )
          }
        </QueryState>
      </Wrap>
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
