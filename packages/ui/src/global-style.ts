/// <reference path="./assets.d.ts" />
import { createGlobalStyle } from 'styled-components';
import fraunces600 from '@fontsource/fraunces/files/fraunces-latin-600-normal.woff2';
import jost400 from '@fontsource/jost/files/jost-latin-400-normal.woff2';
import jost500 from '@fontsource/jost/files/jost-latin-500-normal.woff2';
import { theme } from './theme';

// Only the weights the design uses, latin subset, self-hosted from npm (no font CDN).
const LATIN =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';
const fontFace = (family: string, weight: number, url: string) => `
  @font-face {
    font-family: '${family}';
    font-style: normal;
    font-weight: ${weight};
    font-display: swap;
    src: url(${url}) format('woff2');
    unicode-range: ${LATIN};
  }`;

/**
 * Injected once, by the shell. Static (the theme's values, no functions of props): styled-components then
 * keeps the server's rules when the page hydrates. A global style with functions has its rules removed and
 * inserted again on its first browser render, which restyles the whole page and loads the fonts over.
 */
export const GlobalStyle = createGlobalStyle`
  ${fontFace('Jost', 400, jost400)}
  ${fontFace('Jost', 500, jost500)}
  ${fontFace('Fraunces', 600, fraunces600)}
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    background: ${theme.color.cream};
    color: ${theme.color.charcoal};
    font-family: ${theme.font.body};
    font-size: 16px;
    line-height: 1.6;
  }
  h1, h2, h3 { font-family: ${theme.font.display}; color: ${theme.color.walnut}; font-weight: 600; line-height: 1.2; }
  a { color: inherit; }
  img { max-width: 100%; height: auto; display: block; }
  :focus-visible { outline: 3px solid ${theme.color.teak}; outline-offset: 2px; }
  ${theme.media.reducedMotion} {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; scroll-behavior: auto !important; }
  }
`;
