import { Controller, Get, ServiceUnavailableException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ApiRoutes } from '@vvq/contracts';

@Controller()
export class HealthController {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  @Get(ApiRoutes.health)
  async health(): Promise<{ status: 'ok'; database: 'sqlite' | 'mysql'; reachable: true }> {
    const database = this.dataSource.options.type === 'mysql' ? 'mysql' : 'sqlite';
    try {
      await this.dataSource.query('SELECT 1');
    } catch {
      throw new ServiceUnavailableException(`The ${database} database is not reachable`);
    }
    return { status: 'ok', database, reachable: true };
  }
}
