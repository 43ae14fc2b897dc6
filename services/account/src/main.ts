// Tracing starts before anything else is required, so its instrumentations wrap http, express, Nest,
// the MongoDB driver and pino (CommonJS output keeps this order).
import { startTelemetry } from '@sohnne/telemetry';
startTelemetry({ serviceName: 'account-service' });
import 'reflect-metadata';
import { runService } from '@sohnne/service-kit';
import { AppModule } from './app.module';

void runService(AppModule, 3003);
