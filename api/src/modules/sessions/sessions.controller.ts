import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiRoutes, type SessionStartResponse } from '@vvq/contracts';
import { type AuthPrincipal, CurrentUser, ParticipantGuard, StillInStudyGuard } from '../auth/index.js';
import { SessionStartDto } from './dto/session-start.dto.js';
import { SessionsService } from './sessions.service.js';
import { ApiBearerToken } from '../../common/openapi/bearer-scheme.js';
import { ApiOkResponse } from '@nestjs/swagger';
import { SessionStartResponseDto } from './dto/session-start-response.dto.js';

@Controller()
@UseGuards(ParticipantGuard, StillInStudyGuard)
@ApiBearerToken()
export class SessionsController {
  constructor(private readonly sessions: SessionsService) {}

  /** Idempotent: a repeated start returns the same session (hence 200, not 201). */
  @Post(ApiRoutes.sessionStart)
  @ApiOkResponse({ type: SessionStartResponseDto })
  @HttpCode(200)
  start(@Body() _dto: SessionStartDto, @CurrentUser() user: AuthPrincipal): Promise<SessionStartResponse> {
    return this.sessions.start(user.id);
  }
}
