import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterMySQL,
  RateLimiterRedis,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';

/** One limit: `points` events per key in a window of `durationSeconds` that starts with the key's first event. */
export interface LimitSpec {
  /** Distinguishes this limit's keys from the others' in a shared store. */
  name: string;
  points: number;
  durationSeconds: number;
}

/** The table the database store uses (created by migration 1732270000000 on MySQL/MariaDB). */
export const RATE_LIMIT_TABLE = 'rate_limits';
const REDIS_READY_WAIT_MS = 5000;

/**
 * Builds rate-limiter-flexible limiters on the configured store (RATE_LIMIT_STORE). Every store consumes atomically
 * (memory: one synchronous step; MySQL: one upsert under the row lock; Redis: one MULTI), so parallel requests can
 * never all pass a check before any is counted. The shared stores (database, redis) fall back to per-process memory
 * counts while they are unreachable (rate-limiter-flexible's insurance limiter), so an outage never opens the door
 * completely and never turns logins into 500s.
 */
@Injectable()
export class RateLimiterFactory implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('RateLimit');
  private readonly redis: Redis | null = null;
  private redisDown = false;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {
    const store = config.rateLimitStore;
    if (store.type === 'redis') {
      // No offline queue: while Redis is away a command fails at once and the insurance limiter answers.
      this.redis = new Redis(store.url, {
        enableOfflineQueue: false,
        maxRetriesPerRequest: 1,
        lazyConnect: true,
      });
      this.redis.on('error', (error: Error) => {
        if (!this.redisDown)
          this.logger.warn(`Redis unreachable, rate limits count per process: ${error.message}`);
        this.redisDown = true;
      });
      this.redis.on('ready', () => {
        if (this.redisDown) this.logger.log('Redis is back: rate limits are shared again');
        this.redisDown = false;
      });
    }
  }

  /** Waits (bounded) for Redis, so the first requests after start already share their counts. */
  async onModuleInit(): Promise<void> {
    if (!this.redis) return;
    const timeout = new Promise<'timeout'>((r) =>
      setTimeout(() => r('timeout'), REDIS_READY_WAIT_MS).unref(),
    );
    const ready = this.redis.connect().then(
      () => 'ready' as const,
      () => 'failed' as const,
    );
    if ((await Promise.race([ready, timeout])) !== 'ready') {
      this.logger.warn('Redis did not answer at start; rate limits count per process until it does');
    }
  }

  async onModuleDestroy(): Promise<void> {
    this.redis?.disconnect();
  }

  create(spec: LimitSpec): RateLimiterAbstract {
    const base = { keyPrefix: spec.name, points: spec.points, duration: spec.durationSeconds };
    const store = this.config.rateLimitStore;
    if (store.type === 'memory') return new RateLimiterMemory(base);
    const insuranceLimiter = new RateLimiterMemory(base);
    if (store.type === 'redis') {
      return new RateLimiterRedis({
        ...base,
        keyPrefix: `${store.keyPrefix}:${spec.name}`,
        storeClient: this.redis,
        insuranceLimiter,
      });
    }
    // TypeORM's mysql2 pool (callback API), so the limiter uses the app's connections and no extra server.
    const pool = (this.dataSource.driver as unknown as { pool: unknown }).pool;
    const dbName = (this.dataSource.driver as unknown as { database?: string }).database;
    return new RateLimiterMySQL({
      ...base,
      storeClient: pool,
      storeType: 'pool',
      dbName,
      tableName: RATE_LIMIT_TABLE,
      tableCreated: true,
      insuranceLimiter,
    });
  }
}
