import { createGlobalStyle } from 'styled-components';
import '@fontsource/jost/latin-400.css';
import '@fontsource/jost/latin-500.css';
import '@fontsource/fraunces/latin-600.css';

/** Injected once, by the shell. */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    background: ${({ theme }) => theme.color.cream};
    color: ${({ theme }) => theme.color.charcoal};
    font-family: ${({ theme }) => theme.font.body};
    font-size: 16px;
    line-height: 1.6;
  }
  h1, h2, h3 { font-family: ${({ theme }) => theme.font.display}; color: ${({ theme }) => theme.color.walnut}; font-weight: 600; line-height: 1.2; }
  a { color: inherit; }
  img { max-width: 100%; height: auto; display: block; }
  :focus-visible { outline: 3px solid ${({ theme }) => theme.color.teak}; outline-offset: 2px; }
  ${({ theme }) => theme.media.reducedMotion} {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; scroll-behavior: auto !important; }
  }
`;
