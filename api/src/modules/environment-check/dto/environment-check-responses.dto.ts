import { ApiProperty } from '@nestjs/swagger';
import type { EnvironmentCheckResult, EnvironmentCheckStatus } from '@vvq/contracts';
import { EnvironmentCheckDto } from './environment-check.dto.js';

/** OpenAPI schemas of the answers (the contracts are interfaces; `implements` keeps them equal). */
export class EnvironmentCheckResultDto extends EnvironmentCheckDto implements EnvironmentCheckResult {
  @ApiProperty()
  passed: boolean;

  @ApiProperty({ type: [String], description: 'Plain-language reasons; empty when passed' })
  reasons: string[];

  @ApiProperty({ format: 'date-time' })
  checked_at: string;

  @ApiProperty({ type: 'integer', minimum: 1 })
  attempts: number;
}

export class EnvironmentCheckStatusDto implements EnvironmentCheckStatus {
  @ApiProperty({ description: 'The study runs the environment check (study setting environment_check)' })
  required: boolean;

  @ApiProperty({ description: 'The latest check passed' })
  passed: boolean;

  @ApiProperty({ type: EnvironmentCheckResultDto, nullable: true })
  result: EnvironmentCheckResult | null;
}
