import { DynamicModule, Module, Type } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { PassportModule } from '@nestjs/passport';
import { TerminusModule } from '@nestjs/terminus';
import type { IncomingMessage } from 'node:http';
import { LoggerModule } from 'nestjs-pino';
import type { FastReads } from './fast-reads';
import { BaseEnv, databaseUri } from './config';
import { HealthController } from './health';
import type { Registry } from 'prom-client';
import { createMetricsRegistry, HttpMetrics, METRICS_REGISTRY, MetricsController } from './metrics';
import { CsrfTokens } from './csrf';
import { requestId } from './request-id';
import { RemoteSessionCheck, SessionStrategy } from './session';
import { DatabaseThrottlerStorage } from './throttler-storage';
import { SERVICE_ENV, SERVICE_OPTIONS } from './tokens';

export interface ServiceKitOptions {
  /** Service name, used in logs, metrics and the OpenAPI title. */
  name: string;
  /** This service's own database. */
  dbName: string;
  /** The validated environment (from loadEnv). */
  env: BaseEnv;
  /** Webhook paths a provider signs (see CsrfTokens): exempt from the CSRF check; their handler verifies the signature. */
  signedWebhooks?: readonly string[];
  /** A provider of public answers served in front of the framework (see installFastReads). */
  fastReads?: Type<FastReads>;
}

/** Everything a service has besides its domain: database, logs, health, metrics, session verification. */
@Module({})
export class ServiceKitModule {
  static forRoot(options: ServiceKitOptions): DynamicModule {
    const { env } = options;
    return {
      module: ServiceKitModule,
      global: true,
      imports: [
        LoggerModule.forRoot({
          pinoHttp: {
            name: options.name,
            level: env.LOG_LEVEL,
            genReqId: requestId,
            redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
            autoLogging: { ignore: (req: IncomingMessage) => /^\/(health|metrics)/.test(req.url ?? '') },
          },
        }),
        MongooseModule.forRoot(databaseUri(options.dbName, env), {
          // A database outage answers 503 within this time (DatabaseUnavailableFilter), whether the driver is
          // still selecting a server or mongoose holds the call back while disconnected.
          serverSelectionTimeoutMS: env.DB_TIMEOUT_MS,
          // a connection option mongoose reads (lib/drivers/node-mongodb-native/connection.js), untyped
          ...({ bufferTimeoutMS: env.DB_TIMEOUT_MS } as object),
          // FerretDB (and the services' own schemas) build indexes at start.
          autoIndex: true,
        }),
        TerminusModule,
        PassportModule,
      ],
      controllers: [HealthController, MetricsController],
      providers: [
        { provide: SERVICE_OPTIONS, useValue: options },
        { provide: SERVICE_ENV, useValue: env },
        { provide: METRICS_REGISTRY, useValue: createMetricsRegistry(options.name) },
        { provide: HttpMetrics, useFactory: (registry: Registry) => new HttpMetrics(registry), inject: [METRICS_REGISTRY] },
        {
          provide: CsrfTokens,
          useValue: new CsrfTokens(env.SESSION_SECRET, env.COOKIE_SECURE, {
            allowedOrigins: env.ALLOWED_ORIGINS,
            signedWebhooks: options.signedWebhooks,
          }),
        },
        RemoteSessionCheck,
        SessionStrategy,
        DatabaseThrottlerStorage,
      ],
      exports: [SERVICE_OPTIONS, SERVICE_ENV, METRICS_REGISTRY, HttpMetrics, PassportModule, CsrfTokens, DatabaseThrottlerStorage],
    };
  }
}
