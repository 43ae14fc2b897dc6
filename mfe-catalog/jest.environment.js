// jsdom without fetch: hand the tests Node's fetch API (so msw can answer at the network layer),
// with relative URLs ('/api/...') resolved against the page like a browser does.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const win = this.global;
    const resolve = (input) => (typeof input === 'string' ? new URL(input, win.location.href).href : input);
    for (const key of ['fetch', 'Headers', 'Response', 'FormData', 'AbortController', 'AbortSignal', 'TextEncoder', 'TextDecoder',
      'ReadableStream', 'WritableStream', 'TransformStream', 'BroadcastChannel', 'structuredClone']) {
      win[key] = globalThis[key];
    }
    win.Request = class Request extends globalThis.Request {
      constructor(input, init) {
        super(resolve(input), init);
      }
    };
    win.fetch = (input, init) => globalThis.fetch(resolve(input), init);
  }
}

module.exports = JsdomWithFetch;
