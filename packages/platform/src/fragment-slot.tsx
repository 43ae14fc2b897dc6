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

/** How far below the viewport a fragment starts loading: early enough to be there when scrolled to. */
const LOAD_MARGIN = '400px 0px';

/** True once the element comes within LOAD_MARGIN of the viewport (at once where IntersectionObserver is missing). */
function useNearViewport(element: HTMLElement | null): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && setNear(true),
      { rootMargin: LOAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, near]);
  return near;
}

/**
 * Mounts another team's fragment by name with its typed props. It loads in the browser when it nears the
 * viewport (the server renders the reserved space), so a fragment below the fold costs a cold load
 * nothing; a failure costs this slot only.
 */
export function FragmentSlot<N extends FragmentName>({
  name,
  props,
  minHeight,
  fallback,
}: FragmentSlotProps<N>) {
  const platform = usePlatform();
  const [config, setConfig] = useState<ParcelConfig | null>(null);
  const [failed, setFailed] = useState(false);
  const [slot, setSlot] = useState<HTMLDivElement | null>(null);
  const near = useNearViewport(slot);

  const fail = useCallback(
    (error: unknown) => {
      console.error(`[fragment] ${name} failed`, error);
      setFailed(true);
    },
    [name],
  );

  useEffect(() => {
    if (!near) return;
    let live = true;
    platform.fragments.load(name).then(
      (loaded) => live && setConfig(loaded as unknown as ParcelConfig),
      (error: unknown) => live && fail(error),
    );
    return () => {
      live = false;
    };
  }, [platform, name, fail, near]);

  if (failed) {
    return (
      <p role="status" style={{ padding: '32px 0', textAlign: 'center' }}>
        {fallback}
      </p>
    );
  }
  return (
    <div ref={setSlot} data-fragment={name} style={{ minHeight }}>
      {config && <Parcel config={config} platform={platform} {...props} handleError={fail} />}
    </div>
  );
}
