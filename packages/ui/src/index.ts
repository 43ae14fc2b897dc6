/// <reference path="./styled.d.ts" />
export { theme } from './theme';
export type { Theme } from './theme';
// Split by what a page draws together: a fragment or a page loads only its own.
export * from './page-layout';
export * from './primitives';
export * from './cards';
export * from './forms';
export * from './states';
export * from './order-totals';
export * from './image';
export * from './captioned-figure';
export * from './surface';
export { UiLinkContext, type UiLink } from './link';
// One module each: a page loads only the navigation it draws.
export * from './breadcrumb';
export * from './pagination';
export * from './accordion';
export * from './dialog';
export * from './drawer';
export * from './icon-button';
export * from './media-query';
export * from './carousel';
export * from './lazy-carousel';
export * from './form-context';
export * from './form-kit';
export * from './when-idle';
export * from './after-next-paint';
