import { runStandalone } from '@sohnne/platform/src/dev';
import * as app from './app';

// Running alone (npm run dev): registered with single-spa the way the shell does; the home page loads the
// catalog's ProductCarousel fragment from the catalog's dev server.
runStandalone('content', app, { federation: () => import('@module-federation/enhanced/runtime') });
