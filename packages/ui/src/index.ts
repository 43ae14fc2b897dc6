/// <reference path="./styled.d.ts" />
export { theme } from './theme';
export type { Theme } from './theme';
export { GlobalStyle } from './global-style';
export * from './primitives';
