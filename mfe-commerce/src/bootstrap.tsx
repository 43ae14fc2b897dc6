import { createDevPlatform } from '@sohnne/platform/src/dev';
import { theme } from '@sohnne/ui';
import { GlobalStyle } from '@sohnne/ui/global-style';
import { createRoot } from 'react-dom/client';
import { ThemeProvider } from 'styled-components';
import { Root } from './root';

// Running alone (npm run dev): mount into #root with the development platform.
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
