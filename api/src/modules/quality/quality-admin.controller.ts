import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse } from '@nestjs/swagger';
import { ApiRoutes, type QualityFlag, type QualityMark } from '@vvq/contracts';
import { IntParamPipe } from '../../common/pipes/int-param.pipe.js';
import { AdminAccess, type AuthPrincipal, CurrentUser } from '../auth/index.js';
import { QualityMarkDto } from './dto/quality-mark.dto.js';
import { QualityFlagResponseDto, QualityMarkResponseDto } from './dto/quality-responses.dto.js';
import { QualityGateService } from './quality-gate.service.js';
import { QualityMarksService } from './quality-marks.service.js';

/**
 * Quality control under /api/admin/quality (docs/developer/decisions/quality.md): video marks, flagged
 * participants and their reversal.
 */
@Controller()
@AdminAccess()
export class QualityAdminController {
  constructor(
    private readonly marks: QualityMarksService,
    private readonly gate: QualityGateService,
  ) {}

  @Get(ApiRoutes.admin.qualityMarks)
  @ApiOkResponse({ type: QualityMarkResponseDto, isArray: true })
  listMarks(): Promise<QualityMark[]> {
    return this.marks.list();
  }

  /** Sets or replaces the video's mark: from now on it is assigned only as that kind, never as a scored video. */
  @Put(ApiRoutes.admin.qualityMark(':videoId'))
  @ApiOkResponse({ type: QualityMarkResponseDto })
  setMark(
    @Param('videoId', new IntParamPipe('video id')) videoId: number,
    @Body() dto: QualityMarkDto,
    @CurrentUser() admin: AuthPrincipal,
  ): Promise<QualityMark> {
    return this.marks.set(videoId, dto, admin.id);
  }

  /** The video returns to the scored pool; ratings already stored keep the kind they were given. */
  @Delete(ApiRoutes.admin.qualityMark(':videoId'))
  @HttpCode(204)
  @ApiNoContentResponse()
  clearMark(@Param('videoId', new IntParamPipe('video id')) videoId: number): Promise<void> {
    return this.marks.clear(videoId);
  }

  @Get(ApiRoutes.admin.qualityFlags)
  @ApiOkResponse({ type: QualityFlagResponseDto, isArray: true })
  listFlags(): Promise<QualityFlag[]> {
    return this.gate.list();
  }

  @Post(ApiRoutes.admin.qualityFlagReverse(':flagId'))
  @HttpCode(200)
  @ApiOkResponse({ type: QualityFlagResponseDto })
  reverse(
    @Param('flagId', new IntParamPipe('flag id')) flagId: number,
    @CurrentUser() admin: AuthPrincipal,
  ): Promise<QualityFlag> {
    return this.gate.reverse(flagId, admin.id);
  }
}
