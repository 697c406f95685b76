import { Body, Controller, HttpCode, Param, ParseIntPipe, Post, Req, UseGuards } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { ApiRoutes, type LoginResponse, type SignupResponse } from '@vvq/contracts';
import { ParticipantGuard } from '../auth/index.js';
import { RateLimited } from '../../common/rate-limit/rate-limited.decorator.js';
import { clientIp } from '../../common/utils/client-ip.js';
import { LoginDto } from './dto/login.dto.js';
import { SignupDto } from './dto/signup.dto.js';
import { ParticipantsService } from './participants.service.js';
import { ApiBearerToken } from '../../common/openapi/bearer-scheme.js';
import { ApiCreatedResponse, ApiOkResponse } from '@nestjs/swagger';
import { LoginResponseDto, SignupResponseDto } from './dto/participant-responses.dto.js';

@Controller()
export class ParticipantsController {
  constructor(private readonly participants: ParticipantsService) {}

  @Post(ApiRoutes.signup)
  @ApiCreatedResponse({ type: SignupResponseDto })
  @RateLimited('signup')
  signup(@Body() dto: SignupDto): Promise<SignupResponse> {
    return this.participants.signup(dto.name, dto.email);
  }

  @Post(ApiRoutes.login)
  @ApiOkResponse({ type: LoginResponseDto })
  @HttpCode(200)
  login(@Body() dto: LoginDto, @Req() request: FastifyRequest): Promise<LoginResponse> {
    return this.participants.login(dto.email, clientIp(request));
  }

  /** The guard has already checked that :userId is the caller's own id. Revokes the caller's tokens. */
  @Post(ApiRoutes.logLogoutEvent(':userId'))
  @UseGuards(ParticipantGuard)
  @ApiBearerToken()
  async logLogout(@Param('userId', ParseIntPipe) userId: number): Promise<{ message: string }> {
    await this.participants.logout(userId);
    return { message: 'Logout event recorded' };
  }
}
