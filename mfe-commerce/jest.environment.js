// jsdom lacks the WHATWG fetch family that RTK Query and msw use: lend Node's own. Relative URLs
// (RTK Query's baseUrl '/api') resolve against the page URL, as they do in a browser.
const { TestEnvironment } = require('jest-environment-jsdom');

class FetchJsdomEnvironment extends TestEnvironment {
  constructor(...args) {
    super(...args);
    const page = () => this.global.location.href;
    const NodeRequest = Request;
    this.global.Request = class extends NodeRequest {
      constructor(input, init) {
        super(typeof input === 'string' ? new URL(input, page()) : input, init);
      }
    };
    const NodeFetch = fetch;
    this.global.fetch = (input, init) => NodeFetch(typeof input === 'string' ? new URL(input, page()) : input, init);
    for (const name of ['Response', 'Headers', 'FormData', 'Blob', 'AbortController', 'AbortSignal', 'TextEncoder', 'TextDecoder',
      'ReadableStream', 'WritableStream', 'TransformStream', 'BroadcastChannel', 'structuredClone', 'URL', 'URLSearchParams']) {
      this.global[name] = globalThis[name];
    }
  }
}

module.exports = FetchJsdomEnvironment;
