import { createServerRenderer } from '@sohnne/platform/src/server';
import { Root } from './Root';
import { routes } from './routes';
import { makeStore } from './store';

/** The server remote's ./server: an account page's region rendered with its data. */
export const render = createServerRenderer({ routes, makeStore, Root });
