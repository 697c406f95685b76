import { type DynamicModule, Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import type { DestinationStream } from 'pino';
import type { AppConfig } from '../../config/app-config.js';
import { bufferedStdout } from './buffered-stdout.js';
import { pinoParams } from './pino-params.js';

/** The app's one logger (nestjs-pino): request lines and every Nest Logger call, as JSON lines on stdout. */
@Module({})
export class LoggingModule {
  static register(config: AppConfig, destination?: DestinationStream): DynamicModule {
    return {
      module: LoggingModule,
      imports: [
        LoggerModule.forRoot(
          // Pretty output (development) goes through its own transport; JSON lines through the buffered stdout.
          pinoParams(config.logging, destination ?? (config.logging.pretty ? undefined : bufferedStdout())),
        ),
      ],
    };
  }
}
