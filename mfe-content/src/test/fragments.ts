import { createFakePlatform } from '@sohnne/web-testing';

/**
 * A platform whose fragments load as stand-ins that keep the props they are given: `mounted` holds the
 * props of each mount and update, the latest last.
 */
export function platformWithFragments() {
  const platform = createFakePlatform();
  const mounted: Record<string, unknown>[] = [];
  const keep = async (props: Record<string, unknown>) => void mounted.push(props);
  platform.fragments.load.mockImplementation(async () => ({
    bootstrap: async () => {},
    mount: keep,
    unmount: async () => {},
    update: keep,
  }));
  return { platform, mounted };
}
