import { createRoot } from 'react-dom/client';
import { registerApplication, start, type LifeCycles } from 'single-spa';
import type { PlatformProps } from './contract';
import { ThemeProvider } from 'styled-components';
import { theme } from '@sohnne/ui';
import { GlobalStyle } from '@sohnne/ui/global-style';
import { createDevPlatform, type DevPlatformOptions } from './dev-platform';
import { regionRootId } from './index';

/** Runs an MFE alone (npm run dev): the shared styles, a region like the shell's, single-spa as the shell registers it. */
export function runStandalone(
  name: string,
  app: LifeCycles<PlatformProps>,
  options?: DevPlatformOptions,
) {
  createRoot(document.body.appendChild(document.createElement('div'))).render(
    <ThemeProvider theme={theme}>
      <GlobalStyle />
    </ThemeProvider>,
  );
  const region = document.body.appendChild(document.createElement('main'));
  region.id = `mfe-${name}`;
  region.innerHTML = `<div id="${regionRootId(name)}"></div>`;
  registerApplication<PlatformProps>({
    name,
    app,
    activeWhen: () => true,
    customProps: { platform: createDevPlatform(options) },
  });
  start();
}
