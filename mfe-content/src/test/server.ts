import { setupServer } from 'msw/node';

/** The network layer for component tests: each test adds its handlers with server.use(). */
export const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
