import { loadEnv } from '@sohnne/service-kit';

/** The content service needs nothing beyond the base environment. */
export const env = loadEnv({});
