import { createRoot } from 'react-dom/client';
import { ThemeProvider } from 'styled-components';
import { theme } from '@sohnne/ui';
import { GlobalStyle } from '@sohnne/ui/global-style';
import { devPlatform } from './dev-platform';
import { Root } from './root';

// Only when opened directly (npm run dev); inside the shell the exposed ./app is used instead.
const container = document.getElementById('root');
if (container) {
  void devPlatform.session.refresh();
  createRoot(container).render(
    <>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
      </ThemeProvider>
      <Root platform={devPlatform} />
    </>,
  );
}
