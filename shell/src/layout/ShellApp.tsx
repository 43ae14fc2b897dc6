import { useEffect } from 'react';
import { ThemeProvider, createGlobalStyle } from 'styled-components';
import { PlatformContext } from '@sohnne/platform';
import { FormTokenContext, theme } from '@sohnne/ui';
import { GlobalStyle } from '@sohnne/ui/global-style';
import { A11Y_ATTRIBUTE } from '../a11y-mode';
import { ShellContext, type ShellServices } from './context';
import { Layout } from './Layout';

/** The footer's accessibility mode: larger text, plain high contrast, underlined links. */
const A11yStyle = createGlobalStyle`
  html[${A11Y_ATTRIBUTE}='on'] { font-size: 112.5%; }
  html[${A11Y_ATTRIBUTE}='on'] body { font-size: 18px; line-height: 1.7; background: #fff; color: #000; }
  html[${A11Y_ATTRIBUTE}='on'] a { text-decoration: underline; }
  html[${A11Y_ATTRIBUTE}='on'] :focus-visible { outline-width: 4px; }
`;

/** `onReady` runs once the layout is in the page (hydrated or rendered): the MFEs may mount into their regions then. */
export function ShellApp({ services, onReady }: { services: ShellServices; onReady?: () => void }) {
  useEffect(() => onReady?.(), [onReady]);
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <A11yStyle />
      <ShellContext.Provider value={services}>
        <PlatformContext.Provider value={services.shell.platform}>
          <FormTokenContext.Provider value={services.formToken}>
            <Layout />
          </FormTokenContext.Provider>
        </PlatformContext.Provider>
      </ShellContext.Provider>
    </ThemeProvider>
  );
}
