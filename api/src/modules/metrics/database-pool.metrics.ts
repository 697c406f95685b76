import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Gauge, type Registry } from 'prom-client';
import { DataSource } from 'typeorm';
import { METRICS_REGISTRY } from './metrics-registry.js';

/** The parts of mysql2's pool that tell how busy it is (not in its typings; read defensively). */
interface Mysql2PoolState {
  _allConnections?: { length: number };
  _freeConnections?: { length: number };
  _connectionQueue?: { length: number };
  config?: { connectionLimit?: number };
}

/**
 * MySQL/MariaDB pool use at scrape time: open, busy and waiting. The embedded SQLite database has no pool (one
 * connection in this process), so these series exist only on MySQL.
 */
@Injectable()
export class DatabasePoolMetrics implements OnModuleInit {
  constructor(
    @Inject(METRICS_REGISTRY) private readonly registry: Registry,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  onModuleInit(): void {
    if (this.dataSource.options.type !== 'mysql') return;
    const pool = () => (this.dataSource.driver as unknown as { pool?: Mysql2PoolState }).pool;
    const gauge = (name: string, help: string, read: (p: Mysql2PoolState) => number | undefined) =>
      new Gauge({
        name,
        help,
        registers: [this.registry],
        collect() {
          const p = pool();
          const value = p ? read(p) : undefined;
          if (value !== undefined) this.set(value);
        },
      });
    gauge('vvq_db_pool_connections', 'Open connections of the MySQL pool', (p) => p._allConnections?.length);
    gauge(
      'vvq_db_pool_connections_busy',
      'Connections of the MySQL pool in use by a query or transaction',
      (p) =>
        p._allConnections && p._freeConnections
          ? p._allConnections.length - p._freeConnections.length
          : undefined,
    );
    gauge(
      'vvq_db_pool_waiting',
      'Requests waiting for a free pool connection',
      (p) => p._connectionQueue?.length,
    );
    gauge('vvq_db_pool_max', 'Most connections the pool opens', (p) => p.config?.connectionLimit);
  }
}
