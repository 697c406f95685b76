import { ApiPropertyOptional } from '@nestjs/swagger';
import {
  ANALYSIS_MODELS,
  ANALYSIS_UNITS,
  FLAGGED_FILTERS,
  GROUP_BY_ATTRIBUTE_PREFIX,
  GROUP_BY_PATTERN,
  type FlaggedFilter,
  RATING_DIMENSIONS,
  SCREENING_DENOMINATORS,
  type AnalysisModel,
  type AnalysisQuery,
  type AnalysisUnit,
  type RatingDimension,
  type ScreeningDenominator,
} from '@vvq/contracts';
import { IsIn, IsOptional, IsString, Matches } from 'class-validator';
import { LANGUAGE_CODE_PATTERN } from '@vvq/contracts';

const oneOf = (name: string, values: readonly string[]) => ({
  message: `${name} must be one of: ${values.join(', ')}`,
});

/** `model=…`: on the analysis and the upload only (the per-condition export always carries the MLE columns). */
export function ModelQuery(): PropertyDecorator {
  return (target, key) => {
    ApiPropertyOptional({
      enum: ANALYSIS_MODELS,
      description:
        'Add a subjective model, answered in `mle`: `mle` (the product’s Gaussian P.910 Annex E model), `ordinal` ' +
        '(the same model for whole-number category scores; decimals are a 400), `sureal-mle`, `sureal-mle-co`, ' +
        '`sureal-p910` (sureal’s MLE, MLE_CO and P910 exactly as sureal computes them; complete designs).',
    })(target, key);
    IsOptional()(target, key);
    IsIn(ANALYSIS_MODELS, oneOf('model', ANALYSIS_MODELS))(target, key);
  };
}

/** Query of the analysis and of every analysis export; all optional (defaults: overall, video, on, presentations). */
export class AnalysisQueryDto implements AnalysisQuery {
  @ApiPropertyOptional({ enum: RATING_DIMENSIONS, default: 'overall' })
  @IsOptional()
  @IsIn(RATING_DIMENSIONS, oneOf('dimension', RATING_DIMENSIONS))
  dimension?: RatingDimension;

  @ApiPropertyOptional({ enum: ANALYSIS_UNITS, default: 'video' })
  @IsOptional()
  @IsIn(ANALYSIS_UNITS, oneOf('unit', ANALYSIS_UNITS))
  unit?: AnalysisUnit;

  @ApiPropertyOptional({ enum: ['on', 'off'], default: 'on' })
  @IsOptional()
  @IsIn(['on', 'off'], oneOf('screening', ['on', 'off']))
  screening?: 'on' | 'off';

  @ApiPropertyOptional({ enum: SCREENING_DENOMINATORS, default: 'presentations' })
  @IsOptional()
  @IsIn(SCREENING_DENOMINATORS, oneOf('denominator', SCREENING_DENOMINATORS))
  denominator?: ScreeningDenominator;

  @ApiPropertyOptional({
    enum: FLAGGED_FILTERS,
    default: 'exclude',
    description: 'Participants stopped by live gating (unreversed flag): left out, or analysed with everyone',
  })
  @IsOptional()
  @IsIn(FLAGGED_FILTERS, oneOf('flagged', FLAGGED_FILTERS))
  flagged?: FlaggedFilter;

  @ApiPropertyOptional({
    pattern: GROUP_BY_PATTERN.source,
    example: 'attribute:bitrate_kbps',
    description:
      'Add conditions of kind `attribute`: one per value of this stimulus attribute (a further manifest column), ' +
      'over every content; the per-condition export adds the columns `attribute` and `attribute_value`. ' +
      'A 400 when no rated stimulus has the attribute.',
  })
  @IsOptional()
  @IsString({ message: 'group_by must be attribute:<name>' })
  @Matches(GROUP_BY_PATTERN, {
    message: 'group_by must be attribute:<name>, the name made of letters, digits and _ (at most 50)',
  })
  group_by?: string;

  @ApiPropertyOptional({
    example: 'de',
    pattern: LANGUAGE_CODE_PATTERN.source,
    description:
      'Only the participants who read the study in this language (`en` includes those who never chose one); ' +
      'default: everyone',
  })
  @IsOptional()
  @Matches(LANGUAGE_CODE_PATTERN, { message: 'language must be a language code such as en, de or pt-BR' })
  language?: string;
}

export interface ResolvedAnalysisQuery {
  model: AnalysisModel | null;
  dimension: RatingDimension;
  unit: AnalysisUnit;
  screening: boolean;
  denominator: ScreeningDenominator;
  /** Analyse the ratings of participants with an unreversed gating flag too (default: leave them out). */
  includeFlagged: boolean;
  /** The attribute name of `group_by=attribute:<name>`; null without it. */
  groupBy: string | null;
  /** Only the participants who read the study in this language; null: everyone. */
  language: string | null;
}

export function resolveQuery(q: AnalysisQuery): ResolvedAnalysisQuery {
  return {
    model: q.model ?? null,
    dimension: q.dimension ?? 'overall',
    unit: q.unit ?? 'video',
    screening: (q.screening ?? 'on') === 'on',
    denominator: q.denominator ?? 'presentations',
    includeFlagged: q.flagged === 'include',
    groupBy: q.group_by ? q.group_by.slice(GROUP_BY_ATTRIBUTE_PREFIX.length) : null,
    language: q.language ?? null,
  };
}
