import { Body, Controller, Get, HttpCode, Param, ParseIntPipe, Post, UseGuards } from '@nestjs/common';
import { ApiOkResponse } from '@nestjs/swagger';
import { ApiRoutes, type EnvironmentCheckResult, type EnvironmentCheckStatus } from '@vvq/contracts';
import { ApiBearerToken } from '../../common/openapi/bearer-scheme.js';
import { ParticipantGuard } from '../auth/index.js';
import { EnvironmentCheckDto } from './dto/environment-check.dto.js';
import {
  EnvironmentCheckResultDto,
  EnvironmentCheckStatusDto,
} from './dto/environment-check-responses.dto.js';
import { EnvironmentCheckService } from './environment-check.service.js';

/** The guard has already checked that :userId is the caller's own id (a participant reports only for themself). */
@Controller()
@UseGuards(ParticipantGuard)
@ApiBearerToken()
export class EnvironmentCheckController {
  constructor(private readonly checks: EnvironmentCheckService) {}

  @Get(ApiRoutes.participantEnvironmentCheck(':userId'))
  @ApiOkResponse({ type: EnvironmentCheckStatusDto })
  status(@Param('userId', ParseIntPipe) userId: number): Promise<EnvironmentCheckStatus> {
    return this.checks.status(userId);
  }

  /** 200 whether passed or not: the answer says which, with the reasons (a failed check is a result, not an error). */
  @Post(ApiRoutes.participantEnvironmentCheck(':userId'))
  @HttpCode(200)
  @ApiOkResponse({ type: EnvironmentCheckResultDto })
  record(
    @Param('userId', ParseIntPipe) userId: number,
    @Body() dto: EnvironmentCheckDto,
  ): Promise<EnvironmentCheckResult> {
    return this.checks.record(userId, dto);
  }
}
