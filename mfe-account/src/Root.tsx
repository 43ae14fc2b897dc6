import { MfeProviders, RoutePages, type RootProps } from '@sohnne/platform/src/mfe';
import { routes } from './routes';
import { store as browserStore } from './store';

export function Root({ platform, store = browserStore, location }: RootProps) {
  return (
    <MfeProviders name={__MFE_NAME__} version={__MFE_VERSION__} platform={platform} store={store}>
      <RoutePages routes={routes} location={location} />
    </MfeProviders>
  );
}
