import type { FragmentsApi, ParcelConfig } from '@sohnne/platform';
import type { Remotes } from '../remotes';

function isParcel(value: unknown): value is ParcelConfig {
  const candidate = value as Partial<ParcelConfig> | null;
  return (
    !!candidate &&
    typeof candidate === 'object' &&
    !!candidate.mount &&
    !!candidate.unmount &&
    !!candidate.bootstrap
  );
}

export function createFragments(remotes: Remotes): FragmentsApi {
  return {
    load: async (name) => {
      const [remote, fragment] = name.split('/');
      const module = await remotes.load<unknown>(remote, fragment);
      const config = isParcel(module) ? module : (module as { default?: unknown }).default;
      if (!isParcel(config)) throw new Error(`${name} is not a parcel (bootstrap, mount, unmount)`);
      return config;
    },
  };
}
