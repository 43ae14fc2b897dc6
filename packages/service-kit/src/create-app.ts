import {
  BadRequestException,
  INestApplication,
  Type,
  ValidationPipe,
  type ValidationError,
} from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import type { OperationObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import cookieParser from 'cookie-parser';
import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';
import { Logger } from 'nestjs-pino';
import { CsrfTokens } from './csrf';
import { DatabaseUnavailableFilter } from './database-unavailable';
import { jsonShapeGuard } from './json-shape';
import { installFastReads } from './fast-reads';
import { HttpMetrics } from './metrics';
import type { ServiceKitOptions } from './service-kit.module';
import type { BaseEnv } from './config';
import { SERVICE_ENV, SERVICE_OPTIONS } from './tokens';

const STATE_CHANGING = new Set(['post', 'put', 'patch', 'delete']);

/**
 * The answers the kit itself gives, added to every operation the service documented without them: the CSRF
 * and origin check (403), body limits (400, 413) and the database or a service it needs being down (503).
 */
export function withKitResponses(document: OpenAPIObject): OpenAPIObject {
  for (const item of Object.values(document.paths)) {
    for (const [method, operation] of Object.entries(item) as [
      string,
      OperationObject | undefined,
    ][]) {
      if (!operation?.responses) continue;
      const add = (status: string, description: string) => {
        operation.responses[status] ??= { description };
      };
      if (STATE_CHANGING.has(method)) {
        add('403', "Invalid or missing CSRF token, or 'Cross-site request refused'");
        add('413', 'The request body is larger than 100 KB');
        add(
          '400',
          'The request body is malformed, nested deeper than 16 levels or has prototype keys',
        );
      }
      if (operation.parameters?.some((parameter) => 'in' in parameter && parameter.in === 'query'))
        add('400', 'An unknown or invalid query parameter');
      add('503', 'The database or a service this one depends on is unavailable');
    }
  }
  return document;
}

/**
 * Every answer is `no-store` unless its handler says otherwise (a public read sets its own Cache-Control): an
 * answer that depends on the session is never kept by a browser or a cache in between, whoever forgets it.
 */
function privateByDefault(_req: Request, res: Response, next: NextFunction) {
  res.setHeader('Cache-Control', 'no-store');
  next();
}

/** Each refused field by its path in the body ('address.postal_code'), with its messages as written. */
function fieldErrors(errors: ValidationError[], parent = ''): [string, string[]][] {
  return errors.flatMap((error) => {
    const path = parent ? `${parent}.${error.property}` : error.property;
    const own: [string, string[]][] = error.constraints
      ? [[path, Object.values(error.constraints)]]
      : [];
    return [...own, ...fieldErrors(error.children ?? [], path)];
  });
}

/**
 * Nest's validation, whose 400 also names each refused field: `errors: { field: [messages] }` beside the
 * usual `message` list (a nested field by its path, `address.postal_code`), so a form puts each message
 * under its field by name (the form kit in @sohnne/ui).
 */
export class FieldErrorsValidationPipe extends ValidationPipe {
  override createExceptionFactory() {
    return (errors: ValidationError[] = []) =>
      new BadRequestException({
        statusCode: 400,
        error: 'Bad Request',
        message: this.flattenValidationErrors(errors),
        errors: Object.fromEntries(fieldErrors(errors)),
      });
  }
}

/** Builds the configured Nest app (not listening): used by main.ts and by the service tests alike. */
export async function createServiceApp(
  rootModule: Type<unknown>,
  { logs = true } = {},
): Promise<INestApplication> {
  // Body parsers registered here (not by Nest at init) so the shape guard runs right after them.
  const app = await NestFactory.create<NestExpressApplication>(rootModule, {
    bufferLogs: true,
    bodyParser: false,
    // The raw bytes are kept beside the parsed body (req.rawBody): a signed webhook is verified over exactly what was sent.
    rawBody: true,
  });
  const options = app.get<ServiceKitOptions>(SERVICE_OPTIONS);
  const env = app.get<BaseEnv>(SERVICE_ENV);
  if (logs) app.useLogger(app.get(Logger));
  else app.useLogger(false);

  // Behind the edge, req.ip is the shopper's address from X-Forwarded-For (rate limits key on it), believed
  // only from the edge's own addresses: a client that connects directly is counted by its own address.
  app.getHttpAdapter().getInstance().set('trust proxy', env.TRUSTED_PROXIES);
  const metrics = app.get(HttpMetrics);
  app.use(metrics.middleware());
  // HSTS only when the shop is served over https: over plain http it is meaningless or harmful.
  const hsts = env.COOKIE_SECURE ? undefined : false;
  const api = helmet({ hsts });
  const docs = helmet({ contentSecurityPolicy: false, hsts }); // Swagger UI runs inline scripts
  app.use((req: Request, res: Response, next: NextFunction) =>
    (req.path.startsWith('/docs') ? docs : api)(req, res, next),
  );
  app.use(cookieParser());
  app.use(privateByDefault);
  app.useBodyParser('json', { limit: '100kb' });
  app.useBodyParser('urlencoded', { extended: false, limit: '100kb' });
  app.use(jsonShapeGuard());
  app.use(app.get(CsrfTokens).middleware());
  app.useGlobalPipes(
    new FieldErrorsValidationPipe({
      whitelist: true,
      forbidNonWhitelisted: true,
      transform: true,
      transformOptions: { enableImplicitConversion: false },
    }),
  );
  app.useGlobalFilters(new DatabaseUnavailableFilter(app.getHttpAdapter()));
  // On SIGTERM: stop accepting, finish in-flight requests, close the database, then exit. Exiting (rather
  // than re-raising the signal) matters as PID 1 in a container, where a re-raised SIGTERM is ignored.
  app.enableShutdownHooks([], { useProcessExit: true });
  if (options.fastReads)
    installFastReads(app.getHttpServer(), app.get(options.fastReads, { strict: false }), metrics);

  const openApi = new DocumentBuilder()
    .setTitle(`Sohnne ${options.name} service`)
    .setVersion(process.env.npm_package_version ?? '1.0.0')
    .addCookieAuth('sohnne_session')
    .build();
  SwaggerModule.setup(
    'docs',
    app,
    () => withKitResponses(SwaggerModule.createDocument(app, openApi)),
    {
      jsonDocumentUrl: 'docs/openapi.json',
    },
  );
  return app;
}

/** main.ts of every service: build, listen, log where. */
export async function runService(rootModule: Type<unknown>, defaultPort: number): Promise<void> {
  const app = await createServiceApp(rootModule);
  const env = app.get<BaseEnv>(SERVICE_ENV);
  const port = env.PORT ?? defaultPort;
  await app.listen(port, env.HOST);
  const options = app.get<ServiceKitOptions>(SERVICE_OPTIONS);
  app
    .get(Logger)
    .log(`${options.name} service listening on http://${env.HOST}:${port} (docs at /docs)`);
  // Started by `npm start` (IPC channel): when that process dies, however it dies, this one stops too.
  if (process.send)
    process.once('disconnect', () => void app.close().finally(() => process.exit(0)));
}
