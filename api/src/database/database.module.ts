import { type DynamicModule, Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { AppConfig } from '../config/app-config.js';
import { buildDataSourceOptions } from './data-source-options.js';
import { TransactionRunner } from './transaction-runner.js';
import { ENTITIES } from './entities.js';

/** Opens the database (running pending migrations) and shares the TransactionRunner and all repositories. */
@Global()
@Module({})
export class DatabaseModule {
  static register(config: AppConfig): DynamicModule {
    const entities = TypeOrmModule.forFeature(ENTITIES);
    return {
      module: DatabaseModule,
      imports: [TypeOrmModule.forRoot(buildDataSourceOptions(config.database)), entities],
      providers: [TransactionRunner],
      exports: [TransactionRunner, entities],
    };
  }
}
