import { setupServer } from 'msw/node';

/**
 * The network layer for component tests (jest-preset runs this file before every test file):
 * each test answers with server.use(http handlers); a request nothing answers fails the test.
 */
export const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
