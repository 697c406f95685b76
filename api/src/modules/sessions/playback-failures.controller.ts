import { Body, Controller, Get, HttpCode, Param, ParseIntPipe, Post, UseGuards } from '@nestjs/common';
import { ApiRoutes, type PlaybackFailureResponse, type PlaybackFailureSummary } from '@vvq/contracts';
import { ApiBearerToken } from '../../common/openapi/bearer-scheme.js';
import { AdminAccess, ParticipantGuard, StillInStudyGuard } from '../auth/index.js';
import { PlaybackFailureDto } from './dto/playback-failure.dto.js';
import { PlaybackFailuresService } from './playback-failures.service.js';

/** The guard has already checked that :userId is the caller's own id (a participant reports only their trials). */
@Controller()
@UseGuards(ParticipantGuard, StillInStudyGuard)
@ApiBearerToken()
export class PlaybackFailuresController {
  constructor(private readonly failures: PlaybackFailuresService) {}

  /** 200: the trial is skipped (a repeated report is a 409, someone else's or an unknown trial a 404). */
  @Post(ApiRoutes.participantPlaybackFailures(':userId'))
  @HttpCode(200)
  report(
    @Param('userId', ParseIntPipe) userId: number,
    @Body() dto: PlaybackFailureDto,
  ): Promise<PlaybackFailureResponse> {
    return this.failures.report(userId, dto);
  }
}

/** Which files failed in participants' browsers, and how often. */
@Controller()
@AdminAccess()
export class AdminPlaybackFailuresController {
  constructor(private readonly failures: PlaybackFailuresService) {}

  @Get(ApiRoutes.admin.playbackFailures)
  summary(): Promise<PlaybackFailureSummary[]> {
    return this.failures.summary();
  }
}
