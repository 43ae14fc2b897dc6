import { useCallback, useEffect, useState } from 'react';
import type { ParcelConfig } from 'single-spa';
import Parcel from 'single-spa-react/parcel';
import { usePlatform, type FragmentName, type FragmentProps } from './index';

// Its own entry ('@sohnne/platform/src/fragment-slot'): it brings single-spa-react's Parcel.

export interface FragmentSlotProps<N extends FragmentName> {
  name: N;
  props: FragmentProps[N];
  /** The fragment's height while it loads: the page never jumps when it arrives. */
  minHeight: number;
  /** Shown in its place when the owning team's remote cannot be loaded or mounted. */
  fallback: string;
}

/**
 * Mounts another team's fragment by name with its typed props. It loads in the browser after the page is
 * shown (the server renders the reserved space); a failure costs this slot only.
 */
export function FragmentSlot<N extends FragmentName>({ name, props, minHeight, fallback }: FragmentSlotProps<N>) {
  const platform = usePlatform();
  const [config, setConfig] = useState<ParcelConfig | null>(null);
  const [failed, setFailed] = useState(false);

  const fail = useCallback(
    (error: unknown) => {
      console.error(`[fragment] ${name} failed`, error);
      setFailed(true);
    },
    [name],
  );

  useEffect(() => {
    let live = true;
    platform.fragments.load(name).then(
      (loaded) => live && setConfig(loaded as unknown as ParcelConfig),
      (error: unknown) => live && fail(error),
    );
    return () => {
      live = false;
    };
  }, [platform, name, fail]);

  if (failed) {
    return (
      <p role="status" style={{ padding: '32px 0', textAlign: 'center' }}>
        {fallback}
      </p>
    );
  }
  return (
    <div data-fragment={name} style={{ minHeight }}>
      {config && <Parcel config={config} platform={platform} {...props} handleError={fail} />}
    </div>
  );
}
