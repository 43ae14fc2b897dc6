import { runStandalone } from '@sohnne/platform/src/dev';
import * as app from './app';

// Running alone (npm run dev): registered with single-spa the way the shell does, with a development platform.
runStandalone('commerce', app);
