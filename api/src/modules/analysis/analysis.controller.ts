import { Body, Controller, Get, HttpCode, Post, Query, Res } from '@nestjs/common';
import { ApiOkResponse } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import {
  AnalysisRoutes,
  type AnalysisModel,
  type AnalysisResponse,
  type MethodAnalysisResponse,
} from '@vvq/contracts';
import { AnalysisService } from './analysis.service.js';
import { AnalysisPageQueryDto, resolveObserverPage } from './dto/analysis-page-query.dto.js';
import { resolveQuery } from './dto/analysis-query.dto.js';
import { UploadQueryDto } from './dto/upload-query.dto.js';
import { checkUploadModel, MethodAnalysisService } from './method-analysis.service.js';
import { AdminAccess } from '../auth/index.js';
import { AcceptsBody } from '../../common/http/accepts-body.decorator.js';

/** Says how GET /admin/analysis was answered, so operators (and the tests) can see the cache at work. */
export const ANALYSIS_CACHE_HEADER = 'X-Analysis-Cache';

/** BT.500 statistics of the study's ratings, or of an uploaded CSV. Admin only. */
@Controller()
@AdminAccess()
export class AnalysisController {
  constructor(
    private readonly analysis: AnalysisService,
    private readonly methods: MethodAnalysisService,
  ) {}

  /** The answer is cached per query and data version; it is sent as the JSON bytes the cache holds. */
  @Get(AnalysisRoutes.analysis)
  @ApiOkResponse({
    description: 'The analysis (AnalysisResponse)',
    headers: {
      [ANALYSIS_CACHE_HEADER]: {
        description:
          '`hit`: served from this API process’s cache (the ratings and flags are unchanged since it was ' +
          'computed); `miss`: computed for this request; `shared`: computed once for this and an identical ' +
          'request that arrived meanwhile',
        schema: { type: 'string', enum: ['hit', 'miss', 'shared'] },
      },
    },
  })
  async analyse(
    @Query() query: AnalysisPageQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    const { body, outcome } = await this.analysis.analyse(resolveQuery(query), resolveObserverPage(query));
    void reply
      .header('Content-Type', 'application/json; charset=utf-8')
      .header(ANALYSIS_CACHE_HEADER, outcome);
    return body;
  }

  /** Body: text/csv (or text/plain) CSV, or JSON {csv}. The ValidationPipe skips `unknown`, parsing is ours. */
  @Post(AnalysisRoutes.upload)
  @AcceptsBody('text/csv', 'text/plain', 'application/json')
  @HttpCode(200)
  upload(
    @Body() body: unknown,
    @Query() query: UploadQueryDto,
  ): Promise<AnalysisResponse | MethodAnalysisResponse> {
    const method = query.method ?? 'acr';
    if (method !== 'acr')
      return this.methods.analyseUpload(body, method, query.model, query.screening !== 'off');
    checkUploadModel(method, query.model);
    const model = query.model as AnalysisModel | undefined;
    return this.analysis.analyseUpload(body, resolveQuery({ ...query, model }), resolveObserverPage(query));
  }
}
