// jsdom without fetch: hand the tests Node's Fetch API (RTK Query builds Requests, msw answers at the
// network layer), with relative URLs ('/api/...') resolved against the page as a browser does.
const { TestEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = [
  'Headers',
  'Response',
  'FormData',
  'Blob',
  'AbortController',
  'AbortSignal',
  'TextEncoder',
  'TextDecoder',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'BroadcastChannel',
  'structuredClone',
  'URL',
  'URLSearchParams',
];

class JsdomWithFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const page = this.global;
    const resolve = (input) =>
      typeof input === 'string' ? new URL(input, page.location.href).href : input;
    for (const name of FROM_NODE) page[name] = globalThis[name];
    page.Request = class Request extends globalThis.Request {
      constructor(input, init) {
        super(resolve(input), init);
      }
    };
    page.fetch = (input, init) => globalThis.fetch(resolve(input), init);
    // jsdom has no matchMedia; Swiper 14 asks it for its breakpoints. Width queries are answered against the
    // window's width as a browser would, anything else does not match.
    page.matchMedia = (query) => {
      const width = /\((min|max)-width:\s*(\d+(?:\.\d+)?)px\)/.exec(query);
      const matches = width
        ? width[1] === 'min'
          ? page.innerWidth >= Number(width[2])
          : page.innerWidth <= Number(width[2])
        : false;
      return {
        matches,
        media: query,
        onchange: null,
        addEventListener() {},
        removeEventListener() {},
        addListener() {},
        removeListener() {},
        dispatchEvent: () => false,
      };
    };
  }
}

module.exports = JsdomWithFetch;
