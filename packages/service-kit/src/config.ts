import { registerAs } from '@nestjs/config';
import { z } from 'zod';

/** A comma-separated list, its entries trimmed and empty ones left out. */
const commaList = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    );

/** Environment every service needs. Secrets have no defaults: they come only from the environment. */
export const baseEnvSchema = z.object({
  PORT: z.coerce.number().int().positive().optional(),
  /** The address to listen on: 0.0.0.0 in a container (reached from the edge's), loopback alone on a host. */
  HOST: z.string().min(1).default('127.0.0.1'),
  SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters'),
  MONGODB_URI: z.string().url().optional(),
  SOHNNE_DB_PORT: z.coerce.number().int().positive().default(27018),
  /** How long a database call waits for the server before the request answers 503. */
  DB_TIMEOUT_MS: z.coerce.number().int().positive().default(2000),
  COOKIE_SECURE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  /** The account service, which says whether a session is still active. */
  ACCOUNT_URL: z.string().url().default('http://127.0.0.1:3003'),
  /**
   * How long another service reuses the account service's answer about a session: at most 2 s, so a
   * logout or revocation is refused by every service and replica within 2 s.
   */
  SESSION_CHECK_TTL_MS: z.coerce.number().int().min(0).max(2000).default(1000),
  /**
   * The addresses (or CIDR ranges, comma-separated) of the proxies whose X-Forwarded-For is believed: the edge
   * and the tracking app, which connect from PROXY_SOURCE_ADDRESS (127.0.0.2) on a local run. A client that
   * connects from anywhere else is counted by its own address, whatever it writes in the header.
   */
  TRUSTED_PROXIES: commaList('127.0.0.2'),
  /** Comma-separated origins, besides the request's own host, allowed to make state-changing calls. */
  ALLOWED_ORIGINS: commaList(''),
  /** The shop's public origin: every absolute URL a service writes (sitemaps, e-mail links). Required in production. */
  PUBLIC_URL: z.string().url().default('http://localhost:8080'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type BaseEnv = z.infer<typeof baseEnvSchema>;

/** Validates process.env against the base schema merged with a service's own; throws one clear message. */
export function loadEnv<T extends z.ZodRawShape>(extra: T, env: NodeJS.ProcessEnv = process.env) {
  const schema = baseEnvSchema.extend(extra);
  const result = schema.safeParse(env);
  const problems = result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  if (env.NODE_ENV === 'production' && !env.PUBLIC_URL)
    problems.push('PUBLIC_URL: required when NODE_ENV=production');
  if (!result.success || problems.length)
    throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  return result.data;
}

/**
 * A service's configuration for Nest's ConfigModule (ServiceKitModule.forRoot({ config })): the base schema
 * and the service's own, validated with zod when the app starts, never when a file is imported. Inject it
 * with `@Inject(SERVICE_ENV)` (or the config's KEY).
 */
export function serviceConfig<T extends z.ZodRawShape>(extra: T) {
  return registerAs('service', () => loadEnv(extra));
}

/** The service's database on MONGODB_URI, or on the embedded FerretDB (SOHNNE_DB_PORT). */
export function databaseUri(
  dbName: string,
  env: Pick<BaseEnv, 'MONGODB_URI' | 'SOHNNE_DB_PORT'>,
): string {
  const url = new URL(env.MONGODB_URI ?? `mongodb://127.0.0.1:${env.SOHNNE_DB_PORT}/`);
  url.pathname = `/${dbName}`;
  return url.toString();
}
