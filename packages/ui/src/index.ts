// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the DefaultTheme augmentation must reach every consumer of the package
/// <reference path="./styled.d.ts" />
export { theme } from './theme';
export type { Theme } from './theme';
export * from './primitives';
