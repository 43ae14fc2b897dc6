/// <reference path="./styled.d.ts" />
export { theme } from './theme';
export type { Theme } from './theme';
export * from './primitives';
export * from './forms';
export * from './states';
export * from './order-totals';
export * from './image';
export { UiLinkContext, type UiLink } from './link';
export * from './navigation';
export * from './dialog';
export * from './reduced-motion';
export * from './carousel';
export * from './lazy-carousel';
export * from './form-kit';
