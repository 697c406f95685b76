import 'reflect-metadata';
import cluster from 'node:cluster';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { AppModule } from './app.module.js';
import { runClusterPrimary } from './cluster/cluster-primary.js';
import { configureApp, createFastifyAdapter } from './app.setup.js';
import { createBootstrapLogger } from './common/logging/bootstrap-logger.js';
import { ConfigError, loadConfig } from './config/load-config.js';
import { parseStudySettingsEnv } from './modules/study/index.js';
import { productionWarnings } from './config/production-warnings.js';
import { installGracefulShutdown } from './shutdown/graceful-shutdown.js';

async function bootstrap(): Promise<void> {
  let config;
  try {
    config = loadConfig(process.env);
    // Checked here too so a bad STUDY_* value ends the start with its message instead of a failed module.
    parseStudySettingsEnv(config.studyEnv);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  if (config.workers > 1 && cluster.isPrimary) {
    const logger = createBootstrapLogger(config);
    runClusterPrimary({
      workers: config.workers,
      stopTimeoutMs: config.shutdownTimeoutMs + 5_000,
      log: (level, message) =>
        level === 'info' ? logger.log(message, 'Cluster') : logger[level](message, 'Cluster'),
    });
    return;
  }
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.register(config),
    createFastifyAdapter(config),
    // JSON lines from the first one, including a failed start (database unreachable, migration error).
    { logger: createBootstrapLogger(config) },
  );
  await configureApp(app, config);
  for (const warning of productionWarnings(config)) new Logger('Config').warn(warning);
  installGracefulShutdown(app, { timeoutMs: config.shutdownTimeoutMs, logger: new Logger('Shutdown') });
  await app.listen(config.port, config.host);
  new Logger('Bootstrap').log(`VVQ API listening on ${config.host}:${config.port} (${config.database.type})`);
}

void bootstrap();
