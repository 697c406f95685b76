import { Body, Controller, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ApiOkResponse } from '@nestjs/swagger';
import { MethodRoutes, type PairJudgementResponse, type PairSessionResponse } from '@vvq/contracts';
import { ApiBearerToken } from '../../common/openapi/bearer-scheme.js';
import { IntParamPipe } from '../../common/pipes/int-param.pipe.js';
import { type AuthPrincipal, CurrentUser, ParticipantGuard, StillInStudyGuard } from '../auth/index.js';
import { PairJudgementDto } from './dto/pair-judgement.dto.js';
import { SessionStartDto } from './dto/session-start.dto.js';
import { PairSessionsService } from './pair-sessions.service.js';

/** Pair comparison's participant routes: the pair session (409 unless the study runs `pc`) and its judgements. */
@Controller()
@UseGuards(ParticipantGuard, StillInStudyGuard)
@ApiBearerToken()
export class PairSessionsController {
  constructor(private readonly pairs: PairSessionsService) {}

  /** Idempotent like the ACR session start: a repeated call returns the same pairs (hence 200). */
  @Post(MethodRoutes.pairSession)
  @HttpCode(200)
  @ApiOkResponse({ description: 'PairSessionResponse' })
  start(@Body() _dto: SessionStartDto, @CurrentUser() user: AuthPrincipal): Promise<PairSessionResponse> {
    return this.pairs.start(user.id);
  }

  @Post(MethodRoutes.pairJudgement(':pairTrialId'))
  @HttpCode(201)
  judge(
    @Param('pairTrialId', new IntParamPipe('pair trial id')) pairTrialId: number,
    @Body() dto: PairJudgementDto,
    @CurrentUser() user: AuthPrincipal,
  ): Promise<PairJudgementResponse> {
    return this.pairs.judge(user.id, pairTrialId, dto);
  }
}
