import { createServerRenderer } from '@sohnne/platform/src/server';
import { Root } from './Root';
import { routes } from './routes';
import { makeStore } from './store';

/** The server remote's ./server: a content page's region rendered with its data. */
export const render = createServerRenderer({ routes, makeStore, Root });
