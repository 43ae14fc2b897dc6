// jsdom has no Fetch API classes; the platform's apiFetch needs Headers, the fetch stubs answer with Response.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetchClasses extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const key of ['Headers', 'Response', 'Request']) this.global[key] = globalThis[key];
  }
}

module.exports = JsdomWithFetchClasses;
