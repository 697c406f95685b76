import { Controller, Get, Header, Query } from '@nestjs/common';
import { AnalysisRoutes, type ExplorationSplitResponse } from '@vvq/contracts';
import { AdminAccess } from '../auth/index.js';
import { ExplorationSplitQueryDto } from './dto/exploration-split-query.dto.js';
import { ExplorationSplitService } from './exploration-split.service.js';

/** Volumetric stimuli: each one's MOS for the viewers who explored little and much. Admin only. */
@Controller()
@AdminAccess()
export class ExplorationSplitController {
  constructor(private readonly service: ExplorationSplitService) {}

  @Get(AnalysisRoutes.explorationSplit)
  @Header('Cache-Control', 'no-store')
  split(@Query() query: ExplorationSplitQueryDto): Promise<ExplorationSplitResponse> {
    return this.service.split(query);
  }
}
