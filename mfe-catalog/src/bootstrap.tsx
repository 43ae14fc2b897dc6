import { createRoot } from 'react-dom/client';
import { registerApplication, start } from 'single-spa';
import { ThemeProvider } from 'styled-components';
import { createDevPlatform } from '@sohnne/platform/src/dev';
import { theme } from '@sohnne/ui';
import { GlobalStyle } from '@sohnne/ui/global-style';
import * as app from './app';

// Running alone (npm run dev): register this MFE with single-spa the way the shell does.
createRoot(document.getElementById('dev-style')!).render(
  <ThemeProvider theme={theme}>
    <GlobalStyle />
  </ThemeProvider>,
);
registerApplication({ name: 'catalog', app, activeWhen: () => true, customProps: { platform: createDevPlatform() } });
start();
