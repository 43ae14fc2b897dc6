import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { GlobalStyle } from './global-style';
import { theme } from './theme';

jest.mock('@fontsource/jost/files/jost-latin-400-normal.woff2', () => '/assets/jost-400.woff2');
jest.mock('@fontsource/jost/files/jost-latin-500-normal.woff2', () => '/assets/jost-500.woff2');
jest.mock(
  '@fontsource/fraunces/files/fraunces-latin-600-normal.woff2',
  () => '/assets/fraunces.woff2',
);

describe('GlobalStyle', () => {
  // A global style whose CSS is a function of props (the theme) is removed and inserted again on its first
  // browser render: the whole page is restyled and the fonts re-evaluated, twice a full layout on a phone.
  it('depends on no props: it renders without a ThemeProvider, with the theme written in', () => {
    const sheet = new ServerStyleSheet();
    renderToString(sheet.collectStyles(<GlobalStyle />));
    const css = sheet.getStyleTags();
    sheet.seal();
    expect(css).toContain("font-family:'Jost'");
    expect(css).toContain(`background:${theme.color.cream}`);
  });
});
