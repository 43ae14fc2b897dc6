import { theme } from '@sohnne/ui';
import { GlobalStyle } from '@sohnne/ui/global-style';
import { createRoot } from 'react-dom/client';
import { ThemeProvider } from 'styled-components';
import { createDevPlatform } from './dev-platform';
import { Root } from './root';

// Running alone (npm run dev): mount into #root with a small stand-in for the shell's platform.
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
