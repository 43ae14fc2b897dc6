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
  }
}

module.exports = JsdomWithFetch;
