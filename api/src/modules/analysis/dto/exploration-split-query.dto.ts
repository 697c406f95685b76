import { ApiPropertyOptional } from '@nestjs/swagger';
import {
  EXPLORATION_SPLIT_FIGURES,
  type ExplorationSplitFigure,
  type ExplorationSplitQuery,
  FLAGGED_FILTERS,
  type FlaggedFilter,
  RATING_DIMENSIONS,
  type RatingDimension,
} from '@vvq/contracts';
import { IsIn, IsOptional } from 'class-validator';

const oneOf = (name: string, values: readonly string[]) => ({
  message: `${name} must be one of: ${values.join(', ')}`,
});

/** Query of GET /admin/analysis/exploration-split; all optional (overall, angular_path_deg, exclude). */
export class ExplorationSplitQueryDto implements ExplorationSplitQuery {
  @ApiPropertyOptional({ enum: RATING_DIMENSIONS, default: 'overall' })
  @IsOptional()
  @IsIn(RATING_DIMENSIONS, oneOf('dimension', RATING_DIMENSIONS))
  dimension?: RatingDimension;

  @ApiPropertyOptional({
    enum: EXPLORATION_SPLIT_FIGURES,
    default: EXPLORATION_SPLIT_FIGURES[0],
    description:
      'The exploration figure split at its per-stimulus median: angle the view travelled around the content, ' +
      'azimuth sectors seen, share of time moving, or control gestures',
  })
  @IsOptional()
  @IsIn(EXPLORATION_SPLIT_FIGURES, oneOf('figure', EXPLORATION_SPLIT_FIGURES))
  figure?: ExplorationSplitFigure;

  @ApiPropertyOptional({
    enum: FLAGGED_FILTERS,
    default: 'exclude',
    description: 'Participants stopped by live gating (unreversed flag): left out, or analysed with everyone',
  })
  @IsOptional()
  @IsIn(FLAGGED_FILTERS, oneOf('flagged', FLAGGED_FILTERS))
  flagged?: FlaggedFilter;
}
