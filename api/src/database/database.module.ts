import { type DynamicModule, Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { AppConfig } from '../config/app-config.js';
import { buildDataSourceOptions } from './data-source-options.js';
import { TransactionRunner } from './transaction-runner.js';
import { WalCheckpointerService } from './wal-checkpointer.service.js';

/**
 * The connection only: opens the database (running pending migrations) and shares the TransactionRunner. It
 * registers no entity: each feature module registers its own tables with TypeOrmModule.forFeature, and
 * autoLoadEntities gives the connection exactly those.
 */
@Global()
@Module({})
export class DatabaseModule {
  static register(config: AppConfig): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRoot({ ...buildDataSourceOptions(config.database), autoLoadEntities: true }),
      ],
      providers: [TransactionRunner, WalCheckpointerService],
      exports: [TransactionRunner],
    };
  }
}
