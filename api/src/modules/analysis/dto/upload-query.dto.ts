import { ApiPropertyOptional } from '@nestjs/swagger';
import {
  ANALYSIS_MODELS,
  PAIR_MODELS,
  SCREENING_DENOMINATORS,
  UPLOAD_METHODS,
  type AnalysisModel,
  type PairModel,
  type ScreeningDenominator,
  type UploadMethod,
} from '@vvq/contracts';
import { IsIn, IsOptional } from 'class-validator';
import { ObserverLimit, ObserverOffset } from './observer-page.decorators.js';

/** Uploaded data has no video attributes, so only screening options (and the page of observers) apply. */
export class UploadQueryDto {
  @ApiPropertyOptional({
    enum: UPLOAD_METHODS,
    default: 'acr',
    description:
      "The data's test method: `acr` (observer,presentation,score), `acr-hr` " +
      '(observer,presentation,content,is_reference,score; DMOS per presentation), `pc` (observer,a,b,winner).',
  })
  @IsOptional()
  @IsIn(UPLOAD_METHODS, { message: `method must be one of: ${UPLOAD_METHODS.join(', ')}` })
  method?: UploadMethod;

  // The models of every method; which one a method takes is checked with the method (checkUploadModel).
  @ApiPropertyOptional({
    enum: [...ANALYSIS_MODELS, ...PAIR_MODELS],
    description:
      "`acr`: `mle` adds the maximum-likelihood model; `acr-hr`: `mle` adds sureal's MLE DMOS; " +
      '`pc`: `bt` (Bradley–Terry, default) or `thurstone` (Case V).',
  })
  @IsOptional()
  @IsIn([...ANALYSIS_MODELS, ...PAIR_MODELS], {
    message: `model must be one of: ${[...ANALYSIS_MODELS, ...PAIR_MODELS].join(', ')}`,
  })
  model?: AnalysisModel | PairModel;

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
