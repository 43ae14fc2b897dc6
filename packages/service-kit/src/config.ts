import { z } from 'zod';

/** Environment every service needs. Secrets have no defaults: they come only from the environment. */
export const baseEnvSchema = z.object({
  PORT: z.coerce.number().int().positive().optional(),
  SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters'),
  MONGODB_URI: z.string().url().optional(),
  SOHNNE_DB_PORT: z.coerce.number().int().positive().default(27018),
  COOKIE_SECURE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type BaseEnv = z.infer<typeof baseEnvSchema>;

/** Validates process.env against the base schema merged with a service's own; throws one clear message. */
export function loadEnv<T extends z.ZodRawShape>(extra: T, env: NodeJS.ProcessEnv = process.env) {
  const schema = baseEnvSchema.extend(extra);
  const result = schema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  }
  return result.data;
}

/** The service's database on MONGODB_URI, or on the embedded FerretDB (SOHNNE_DB_PORT). */
export function databaseUri(dbName: string, env: Pick<BaseEnv, 'MONGODB_URI' | 'SOHNNE_DB_PORT'>): string {
  const url = new URL(env.MONGODB_URI ?? `mongodb://127.0.0.1:${env.SOHNNE_DB_PORT}/`);
  url.pathname = `/${dbName}`;
  return url.toString();
}
