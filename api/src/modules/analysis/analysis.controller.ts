import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { AnalysisRoutes, type AnalysisResponse } from '@vvq/contracts';
import { AnalysisService } from './analysis.service.js';
import { AnalysisPageQueryDto, resolveObserverPage } from './dto/analysis-page-query.dto.js';
import { resolveQuery } from './dto/analysis-query.dto.js';
import { UploadQueryDto } from './dto/upload-query.dto.js';
import { AdminAccess } from '../auth/index.js';
import { AcceptsBody } from '../../common/http/accepts-body.decorator.js';

/** BT.500 statistics of the study's ratings, or of an uploaded CSV. Admin only. */
@Controller()
@AdminAccess()
export class AnalysisController {
  constructor(private readonly analysis: AnalysisService) {}

  @Get(AnalysisRoutes.analysis)
  analyse(@Query() query: AnalysisPageQueryDto): Promise<AnalysisResponse> {
    return this.analysis.analyse(resolveQuery(query), resolveObserverPage(query));
  }

  /** Body: text/csv (or text/plain) CSV, or JSON {csv}. The ValidationPipe skips `unknown`, parsing is ours. */
  @Post(AnalysisRoutes.upload)
  @AcceptsBody('text/csv', 'text/plain', 'application/json')
  @HttpCode(200)
  upload(@Body() body: unknown, @Query() query: UploadQueryDto): Promise<AnalysisResponse> {
    return this.analysis.analyseUpload(body, resolveQuery(query), resolveObserverPage(query));
  }
}
