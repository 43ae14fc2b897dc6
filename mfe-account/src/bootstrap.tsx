import { createRoot } from 'react-dom/client';
import { ThemeProvider } from 'styled-components';
import { createDevPlatform } from '@sohnne/platform/src/dev';
import { theme } from '@sohnne/ui';
import { GlobalStyle } from '@sohnne/ui/global-style';
import { Root } from './root';

// Only when opened directly (npm run dev); inside the shell the exposed ./app is used instead.
const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
      </ThemeProvider>
      <Root platform={createDevPlatform()} />
    </>,
  );
}
