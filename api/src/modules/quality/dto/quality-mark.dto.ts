import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  IsDefined,
  IsIn,
  IsInt,
  IsNumber,
  IsObject,
  IsOptional,
  IsString,
  Max,
  Min,
  ValidateNested,
} from 'class-validator';
import {
  GOLD_TOLERANCE_MAX,
  QUALITY_MARK_KINDS,
  RATING_MAX,
  RATING_MIN,
  TRAP_INSTRUCTION_MAX_LENGTH,
  type QualityMarkKind,
  type QualityMarkRequest,
  type QualityTarget,
  type QualityTargets,
} from '@vvq/contracts';
import { MaxCodePoints } from '../../../common/dto/max-code-points.validator.js';

const scoreMessage = `score must be a whole number from ${RATING_MIN} to ${RATING_MAX}`;
const toleranceMessage = `tolerance must be a number from 0 to ${GOLD_TOLERANCE_MAX}`;

// Stacked decorators run bottom-up: the type check sits lowest.
export class QualityTargetDto implements QualityTarget {
  @ApiProperty({ type: 'integer', minimum: RATING_MIN, maximum: RATING_MAX })
  @IsDefined({ message: 'score is required' })
  @Max(RATING_MAX, { message: scoreMessage })
  @Min(RATING_MIN, { message: scoreMessage })
  @IsInt({ message: scoreMessage })
  score: number;

  @ApiProperty({ minimum: 0, maximum: GOLD_TOLERANCE_MAX, description: 'Gold only; a trap always uses 0' })
  @IsDefined({ message: 'tolerance is required' })
  @Max(GOLD_TOLERANCE_MAX, { message: toleranceMessage })
  @Min(0, { message: toleranceMessage })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: toleranceMessage })
  tolerance: number;
}

export class QualityTargetsDto implements QualityTargets {
  @ApiPropertyOptional({ type: QualityTargetDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => QualityTargetDto)
  @IsObject({ message: 'clarity must be an object {score, tolerance}' })
  clarity?: QualityTargetDto;

  @ApiPropertyOptional({ type: QualityTargetDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => QualityTargetDto)
  @IsObject({ message: 'interaction must be an object {score, tolerance}' })
  interaction?: QualityTargetDto;

  @ApiPropertyOptional({ type: QualityTargetDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => QualityTargetDto)
  @IsObject({ message: 'depth must be an object {score, tolerance}' })
  depth?: QualityTargetDto;

  @ApiPropertyOptional({ type: QualityTargetDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => QualityTargetDto)
  @IsObject({ message: 'overall must be an object {score, tolerance}' })
  overall?: QualityTargetDto;
}

export class QualityMarkDto implements QualityMarkRequest {
  @ApiProperty({ enum: QUALITY_MARK_KINDS })
  @IsDefined({ message: 'kind is required' })
  @IsIn(QUALITY_MARK_KINDS, { message: `kind must be one of: ${QUALITY_MARK_KINDS.join(', ')}` })
  kind: QualityMarkKind;

  @ApiPropertyOptional({
    type: QualityTargetsDto,
    description:
      'Gold: expected score and tolerance per dimension (e.g. overall {score: 5, tolerance: 1}); trap: the score the clip asks for; training: none',
  })
  @IsOptional()
  @ValidateNested()
  @Type(() => QualityTargetsDto)
  @IsObject({ message: 'targets must be an object keyed by dimension' })
  targets?: QualityTargetsDto;

  @ApiPropertyOptional({
    type: 'string',
    maxLength: TRAP_INSTRUCTION_MAX_LENGTH,
    description:
      'Trap only, and required there: the instruction shown over the clip, e.g. "For this clip, please rate every question \'Poor\' (2)."',
  })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @MaxCodePoints(TRAP_INSTRUCTION_MAX_LENGTH, {
    message: `instruction must be at most ${TRAP_INSTRUCTION_MAX_LENGTH} characters`,
  })
  @IsString({ message: 'instruction must be text' })
  instruction?: string;
}
