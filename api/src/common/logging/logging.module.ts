import { type DynamicModule, Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import type { DestinationStream } from 'pino';
import type { AppConfig } from '../../config/app-config.js';
import { pinoParams } from './pino-params.js';

/** The app's one logger (nestjs-pino): request lines and every Nest Logger call, as JSON lines on stdout. */
@Module({})
export class LoggingModule {
  static register(config: AppConfig, destination?: DestinationStream): DynamicModule {
    return {
      module: LoggingModule,
      imports: [LoggerModule.forRoot(pinoParams(config.logging, destination))],
    };
  }
}
