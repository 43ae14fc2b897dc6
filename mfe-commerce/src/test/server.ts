import { setupServer } from 'msw/node';

/** The network as the page sees it; each test answers /api with http handlers (server.use). */
export const server = setupServer();
