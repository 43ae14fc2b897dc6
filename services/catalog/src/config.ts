import { loadEnv } from '@sohnne/service-kit';

/** The catalog needs nothing beyond the base environment. */
export const env = loadEnv({});
