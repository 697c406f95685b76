import { SCREENING_DENOMINATORS, type ScreeningDenominator } from '@vvq/contracts';
import { IsIn, IsOptional } from 'class-validator';
import { ObserverLimit, ObserverOffset } from './observer-page.decorators.js';

/** Uploaded data has no video attributes, so only screening options (and the page of observers) apply. */
export class UploadQueryDto {
  @IsOptional()
  @IsIn(['on', 'off'], { message: 'screening must be one of: on, off' })
  screening?: 'on' | 'off';

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
