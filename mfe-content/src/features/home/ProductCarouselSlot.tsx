import { useCallback, useEffect, useState } from 'react';
import type { ParcelConfig } from 'single-spa';
import Parcel from 'single-spa-react/parcel';
import styled from 'styled-components';
import { usePlatform } from '@sohnne/platform';

const Fallback = styled.p`
  padding: ${({ theme }) => theme.space(4)} 0;
  text-align: center;
  color: ${({ theme }) => theme.color.grey700};
`;

/** Holds the carousel's space while its remote loads (no layout shift when it arrives). */
const Placeholder = styled.div`
  min-height: 520px;
`;

/**
 * The catalog team's ProductCarousel fragment. If its remote cannot be loaded or mounted, only this
 * section shows a fallback; the rest of the page keeps working.
 */
export function ProductCarouselSlot({ title }: { title?: string }) {
  const platform = usePlatform();
  const [config, setConfig] = useState<ParcelConfig | null>(null);
  const [failed, setFailed] = useState(false);

  const fail = useCallback((error: unknown) => {
    console.error('ProductCarousel fragment failed', error);
    setFailed(true);
  }, []);

  useEffect(() => {
    let live = true;
    platform.fragments.load('catalog', 'ProductCarousel').then(
      (loaded) => live && setConfig(loaded as unknown as ParcelConfig),
      (error) => live && fail(error),
    );
    return () => {
      live = false;
    };
  }, [platform, fail]);

  if (failed) return <Fallback role="status">Products are unavailable right now.</Fallback>;
  if (!config) return <Placeholder aria-hidden="true" />;
  return <Parcel config={config} platform={platform} title={title} handleError={fail} />;
}
