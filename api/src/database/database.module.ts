import { type DynamicModule, Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { AppConfig } from '../config/app-config.js';
import { buildDataSourceOptions } from './data-source-options.js';
import { ENTITIES } from './entities.js';
import { DemoSeedService } from './seeds/demo-seed.service.js';
import { TransactionRunner } from './transaction-runner.js';

/** Opens the database (running pending migrations), seeds demo data, shares the TransactionRunner and repositories. */
@Global()
@Module({})
export class DatabaseModule {
  static register(config: AppConfig): DynamicModule {
    const entities = TypeOrmModule.forFeature(ENTITIES);
    return {
      module: DatabaseModule,
      imports: [TypeOrmModule.forRoot(buildDataSourceOptions(config.database)), entities],
      providers: [TransactionRunner, DemoSeedService],
      exports: [TransactionRunner, DemoSeedService, entities],
    };
  }
}
