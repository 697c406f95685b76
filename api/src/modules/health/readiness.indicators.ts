import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { HealthIndicatorService } from '@nestjs/terminus';
import { DataSource } from 'typeorm';

/** How long the database may take to answer a readiness probe before the API counts as not ready. */
const DATABASE_TIMEOUT_MS = 3000;

/** Terminus indicators of readiness: the database answers, and no migration is pending. */
@Injectable()
export class ReadinessIndicators {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly indicators: HealthIndicatorService,
  ) {}

  database() {
    return this.indicators
      .check('database')
      .attempt(async () => {
        await this.dataSource.query('SELECT 1');
        return { type: this.dialect() };
      })
      .withTimeout(DATABASE_TIMEOUT_MS);
  }

  /** The schema is the code's: every migration this build ships has run (they run at start, before listening). */
  async migrations() {
    const session = this.indicators.check('migrations');
    try {
      return (await this.dataSource.showMigrations())
        ? session.down({ message: 'Migrations are pending' })
        : session.up();
    } catch {
      return session.down({ message: 'The migrations table could not be read' });
    }
  }

  private dialect(): 'sqlite' | 'mysql' {
    return this.dataSource.options.type === 'mysql' ? 'mysql' : 'sqlite';
  }
}
