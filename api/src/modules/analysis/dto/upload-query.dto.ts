import { ApiPropertyOptional } from '@nestjs/swagger';
import { SCREENING_DENOMINATORS, type AnalysisModel, type ScreeningDenominator } from '@vvq/contracts';
import { IsIn, IsOptional } from 'class-validator';
import { ModelQuery } from './analysis-query.dto.js';
import { ObserverLimit, ObserverOffset } from './observer-page.decorators.js';

/** Uploaded data has no video attributes, so only screening options (and the page of observers) apply. */
export class UploadQueryDto {
  @ModelQuery()
  model?: AnalysisModel;

  @ApiPropertyOptional({ enum: ['on', 'off'], default: 'on' })
  @IsOptional()
  @IsIn(['on', 'off'], { message: 'screening must be one of: on, off' })
  screening?: 'on' | 'off';

  @ApiPropertyOptional({ enum: SCREENING_DENOMINATORS, default: 'presentations' })
  @IsOptional()
  @IsIn(SCREENING_DENOMINATORS, {
    message: `denominator must be one of: ${SCREENING_DENOMINATORS.join(', ')}`,
  })
  denominator?: ScreeningDenominator;

  @ObserverOffset()
  observer_offset?: number;

  @ObserverLimit()
  observer_limit?: number;
}
