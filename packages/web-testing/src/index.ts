export { createFakePlatform, type FakePlatform, type FakePlatformOptions } from './fake-platform';
export { server } from './msw';
export { renderPage } from './render';
export { postForm, runAction, type ActionMfe } from './post-form';
