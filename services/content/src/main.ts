import 'reflect-metadata';
import { runService } from '@sohnne/service-kit';
import { AppModule } from './app.module';

void runService(AppModule, 3002);
