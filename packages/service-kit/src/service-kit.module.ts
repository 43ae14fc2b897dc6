import { DynamicModule, Logger, Module, Provider, Type } from '@nestjs/common';
import { ConfigModule, type ConfigFactory, type ConfigFactoryKeyHost } from '@nestjs/config';
import { MongooseModule } from '@nestjs/mongoose';
import { PassportModule } from '@nestjs/passport';
import { TerminusModule } from '@nestjs/terminus';
import type { Connection } from 'mongoose';
import { LoggerModule } from 'nestjs-pino';
import type { FastReads } from './fast-reads';
import { BaseEnv, databaseUri } from './config';
import { HealthController } from './health';
import type { Registry } from 'prom-client';
import { createMetricsRegistry, HttpMetrics, METRICS_REGISTRY, MetricsController } from './metrics';
import { CsrfTokens } from './csrf';
import { requestLogOptions } from './request-log';
import { slowPoolUpkeep } from './pool-upkeep';
import { RemoteSessionCheck, SessionStrategy } from './session';
import { DatabaseThrottlerStorage } from './throttler-storage';
import { SERVICE_ENV, SERVICE_OPTIONS } from './tokens';

export interface ServiceKitOptions {
  /** Service name, used in logs, metrics and the OpenAPI title. */
  name: string;
  /** This service's own database. */
  dbName: string;
  /** The service's configuration (serviceConfig(shape)), validated when the app starts. */
  config?: ConfigFactory<BaseEnv> & Pick<ConfigFactoryKeyHost<BaseEnv>, 'KEY'>;
  /** Or an environment the service validated itself (loadEnv), for services that read it at import. */
  env?: BaseEnv;
  /** Webhook paths a provider signs (see CsrfTokens): exempt from the CSRF check; their handler verifies the signature. */
  signedWebhooks?: readonly string[];
  /** Safe requests answer public data only: no visitor or CSRF cookie on them (see CsrfTokens). */
  publicReads?: boolean;
  /** A provider of public answers served in front of the framework (see installFastReads). */
  fastReads?: Type<FastReads>;
}

/** The validated configuration as SERVICE_ENV, to every module (global). */
@Module({})
class ServiceEnvModule {}

function serviceEnvModule({ config, env }: ServiceKitOptions): DynamicModule {
  if (!config === !env)
    throw new Error('ServiceKitModule.forRoot needs `config` or `env`, not both');
  const provider: Provider = config
    ? { provide: SERVICE_ENV, useExisting: config.KEY }
    : { provide: SERVICE_ENV, useValue: env };
  return {
    module: ServiceEnvModule,
    global: true,
    // The configuration is read when the app starts: neither an .env file nor process.env at import.
    imports: config
      ? [ConfigModule.forRoot({ ignoreEnvFile: true, validatePredefined: false, load: [config] })]
      : [],
    providers: [provider],
    exports: [SERVICE_ENV],
  };
}

/** Everything a service has besides its domain: database, logs, health, metrics, session verification. */
@Module({})
export class ServiceKitModule {
  static forRoot(options: ServiceKitOptions): DynamicModule {
    const envModule = serviceEnvModule(options);
    return {
      module: ServiceKitModule,
      global: true,
      imports: [
        envModule,
        LoggerModule.forRootAsync({
          imports: [envModule],
          inject: [SERVICE_ENV],
          useFactory: (env: BaseEnv) => ({
            pinoHttp: requestLogOptions(options.name, env.LOG_LEVEL),
          }),
        }),
        MongooseModule.forRootAsync({
          imports: [envModule],
          inject: [SERVICE_ENV],
          useFactory: (env: BaseEnv) => ({
            uri: databaseUri(options.dbName, env),
            // A database outage answers 503 within this time (DatabaseUnavailableFilter), whether the driver is
            // still selecting a server or mongoose holds the call back while disconnected.
            serverSelectionTimeoutMS: env.DB_TIMEOUT_MS,
            // a connection option mongoose reads (lib/drivers/node-mongodb-native/connection.js), untyped
            ...({ bufferTimeoutMS: env.DB_TIMEOUT_MS } as object),
            // FerretDB (and the services' own schemas) build indexes at start.
            autoIndex: true,
            connectionFactory: (connection: Connection) => {
              if (!slowPoolUpkeep(connection))
                new Logger('Database').warn(
                  "The MongoDB driver's pool upkeep stays at its own 100 ms: this driver is shaped otherwise",
                );
              return connection;
            },
          }),
        }),
        TerminusModule,
        PassportModule,
      ],
      controllers: [HealthController, MetricsController],
      providers: [
        { provide: SERVICE_OPTIONS, useValue: options },
        { provide: METRICS_REGISTRY, useValue: createMetricsRegistry(options.name) },
        {
          provide: HttpMetrics,
          useFactory: (registry: Registry) => new HttpMetrics(registry),
          inject: [METRICS_REGISTRY],
        },
        {
          provide: CsrfTokens,
          inject: [SERVICE_ENV],
          useFactory: (env: BaseEnv) =>
            new CsrfTokens(env.SESSION_SECRET, env.COOKIE_SECURE, {
              allowedOrigins: env.ALLOWED_ORIGINS,
              signedWebhooks: options.signedWebhooks,
              publicReads: options.publicReads,
            }),
        },
        RemoteSessionCheck,
        SessionStrategy,
        DatabaseThrottlerStorage,
      ],
      exports: [
        SERVICE_OPTIONS,
        METRICS_REGISTRY,
        HttpMetrics,
        PassportModule,
        CsrfTokens,
        DatabaseThrottlerStorage,
      ],
    };
  }
}
