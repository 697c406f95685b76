import { Body, Controller, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ApiOkResponse } from '@nestjs/swagger';
import {
  ApiRoutes,
  type CompletionResponse,
  type PanelEnterResponse,
  type ScreenOutResponse,
} from '@vvq/contracts';
import { ParticipantGuard } from '../auth/index.js';
import { ApiBearerToken } from '../../common/openapi/bearer-scheme.js';
import { IntParamPipe } from '../../common/pipes/int-param.pipe.js';
import { RateLimited } from '../../common/rate-limit/rate-limited.decorator.js';
import {
  CompletionResponseDto,
  LoginResponseDto,
  ScreenOutResponseDto,
} from './dto/participant-responses.dto.js';
import { PanelEnterDto } from './dto/panel-enter.dto.js';
import { ScreenOutDto } from './dto/screen-out.dto.js';
import { PanelService } from './panel.service.js';

/**
 * Entry (docs/developer/decisions/panel.md) through a Prolific, MTurk or SONA link, the completion code, and
 * screen-out.
 */
@Controller()
export class PanelController {
  constructor(private readonly panel: PanelService) {}

  /** Shares the signup budget per address: each first entry makes an account, as a signup does. */
  @Post(ApiRoutes.panelEnter)
  @HttpCode(200)
  @ApiOkResponse({ type: LoginResponseDto })
  @RateLimited('signup')
  enter(@Body() dto: PanelEnterDto): Promise<PanelEnterResponse> {
    return this.panel.enter(dto);
  }

  /** The guard has already checked that :userId is the caller's own id. */
  @Get(ApiRoutes.participantCompletion(':userId'))
  @UseGuards(ParticipantGuard)
  @ApiBearerToken()
  @ApiOkResponse({ type: CompletionResponseDto })
  completion(@Param('userId', new IntParamPipe('user id')) userId: number): Promise<CompletionResponse> {
    return this.panel.completion(userId);
  }

  @Post(ApiRoutes.participantScreenOut(':userId'))
  @HttpCode(200)
  @UseGuards(ParticipantGuard)
  @ApiBearerToken()
  @ApiOkResponse({ type: ScreenOutResponseDto })
  screenOut(
    @Param('userId', new IntParamPipe('user id')) userId: number,
    @Body() dto: ScreenOutDto,
  ): Promise<ScreenOutResponse> {
    return this.panel.screenOut(userId, dto.reason);
  }
}
