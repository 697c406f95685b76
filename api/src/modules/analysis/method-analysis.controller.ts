import { Controller, Get, Header, Query, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiPropertyOptional } from '@nestjs/swagger';
import {
  FLAGGED_FILTERS,
  MethodRoutes,
  PAIR_MODELS,
  RATING_DIMENSIONS,
  type DmosResponse,
  type FlaggedFilter,
  type LivePairComparisonResponse,
  type PairModel,
  type RatingDimension,
} from '@vvq/contracts';
import { IsIn, IsOptional } from 'class-validator';
import { AdminAccess } from '../auth/index.js';
import { MethodAnalysisService } from './method-analysis.service.js';

export class DmosQueryDto {
  @ApiPropertyOptional({ enum: RATING_DIMENSIONS, default: 'overall' })
  @IsOptional()
  @IsIn(RATING_DIMENSIONS, { message: `dimension must be one of: ${RATING_DIMENSIONS.join(', ')}` })
  dimension?: RatingDimension;
}

export class PairAnalysisQueryDto {
  @ApiPropertyOptional({ enum: PAIR_MODELS, default: 'bt' })
  @IsOptional()
  @IsIn(PAIR_MODELS, { message: `model must be one of: ${PAIR_MODELS.join(', ')}` })
  model?: PairModel;

  @ApiPropertyOptional({
    enum: ['on', 'off'],
    default: 'on',
    description:
      'Observer screening (likelihood outliers, circular triads) as on the upload: every observer is reported in ' +
      '`observers`; with `on` the flagged ones are left out of a second fit (listed in `excluded`).',
  })
  @IsOptional()
  @IsIn(['on', 'off'], { message: 'screening must be one of: on, off' })
  screening?: 'on' | 'off';

  @ApiPropertyOptional({
    enum: FLAGGED_FILTERS,
    default: 'exclude',
    description: 'Participants stopped by live gating (unreversed flag): left out, or scaled with everyone',
  })
  @IsOptional()
  @IsIn(FLAGGED_FILTERS, { message: `flagged must be one of: ${FLAGGED_FILTERS.join(', ')}` })
  flagged?: FlaggedFilter;
}

/** The analyses of the other test methods on the study's own ratings. Admin only. */
@Controller()
@AdminAccess()
export class MethodAnalysisController {
  constructor(private readonly methods: MethodAnalysisService) {}

  /** ACR-HR: DMOS per catalogue video (presentation = video id); contents without a rated reference are skipped. */
  @Get(MethodRoutes.analysisDmos)
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ description: 'DmosResponse' })
  dmos(@Query() query: DmosQueryDto): Promise<DmosResponse> {
    return this.methods.liveDmos(query.dimension ?? 'overall');
  }

  /** Pair comparison: Bradley–Terry (default) or Thurstone Case V scale per dimension of the stored judgements. */
  @Get(MethodRoutes.analysisPc)
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ description: 'LivePairComparisonResponse' })
  pairComparison(@Query() query: PairAnalysisQueryDto): Promise<LivePairComparisonResponse> {
    return this.methods.livePairComparison(query.model ?? 'bt', {
      screening: query.screening !== 'off',
      includeFlagged: query.flagged === 'include',
    });
  }

  /** Every pair judgement as CSV (formula-safe), for the lab's own tools. */
  @Get(MethodRoutes.pcRawCsv)
  @Header('Cache-Control', 'no-store')
  async pairRawCsv(): Promise<StreamableFile> {
    return new StreamableFile(Buffer.from(await this.methods.pairRawCsv(), 'utf8'), {
      type: 'text/csv; charset=utf-8',
      disposition: 'attachment; filename="vvq-pair-judgements.csv"',
    });
  }

  /** One dimension's judgements as a dataset file sureal's PairedCompDatasetReader reads. */
  @Get(MethodRoutes.pcSureal)
  @Header('Cache-Control', 'no-store')
  async pairSureal(@Query() query: DmosQueryDto): Promise<StreamableFile> {
    const dimension = query.dimension ?? 'overall';
    return new StreamableFile(Buffer.from(await this.methods.pairSurealDataset(dimension), 'utf8'), {
      type: 'text/x-python; charset=utf-8',
      disposition: `attachment; filename="vvq_pc_${dimension}.py"`,
    });
  }
}
