import { createRoot } from 'react-dom/client';
import { registerApplication, start } from 'single-spa';
import { ThemeProvider } from 'styled-components';
import { createDevPlatform } from '@sohnne/platform/src/dev';
import { theme } from '@sohnne/ui';
import { GlobalStyle } from '@sohnne/ui/global-style';
import * as app from './app';

// Running alone (npm run dev): register this MFE with single-spa the way the shell does; the home page
// loads the catalog's ProductCarousel fragment from the catalog's dev server.
const platform = createDevPlatform({ federation: () => import('@module-federation/enhanced/runtime') });
createRoot(document.getElementById('dev-style')!).render(
  <ThemeProvider theme={theme}>
    <GlobalStyle />
  </ThemeProvider>,
);
registerApplication({ name: 'content', app, activeWhen: () => true, customProps: { platform } });
start();
