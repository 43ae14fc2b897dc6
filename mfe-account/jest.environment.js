/* global Request, Response, Headers, AbortController, AbortSignal, TextEncoder, TextDecoder, ReadableStream */
const { TestEnvironment } = require('jest-environment-jsdom');

/**
 * jsdom has no fetch. Tests stub fetch at the network layer, so RTK Query needs real Request/Response/Headers:
 * Node's, with Node's AbortController (undici rejects jsdom's signals) and relative URLs resolved like a browser.
 */
class FetchJsdomEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const global = this.global;
    const NodeRequest = Request;
    global.Request = class extends NodeRequest {
      constructor(input, init) {
        super(typeof input === 'string' ? new URL(input, global.location.href) : input, init);
      }
    };
    Object.assign(global, { Response, Headers, AbortController, AbortSignal, TextEncoder, TextDecoder, ReadableStream });
    global.fetch = () => Promise.reject(new TypeError('fetch is not stubbed in this test'));
  }
}

module.exports = FetchJsdomEnvironment;
