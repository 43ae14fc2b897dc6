import { createRoot } from 'react-dom/client';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle, theme } from '@sohnne/ui';
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
