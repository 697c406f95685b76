import { Logger, PinoLogger } from 'nestjs-pino';
import type { AppConfig } from '../../config/app-config.js';
import { pinoParams } from './pino-params.js';

/**
 * The app's pino logger, built before Nest exists, for NestFactory.create: what happens while the app is assembled
 * (a database that does not answer, a failed migration) is logged as JSON lines too, not in Nest's coloured text.
 * nestjs-pino keeps one root logger per process, so LoggingModule later writes through this same one.
 */
export function createBootstrapLogger(config: AppConfig): Logger {
  const params = pinoParams(config.logging);
  return new Logger(new PinoLogger(params), params);
}
