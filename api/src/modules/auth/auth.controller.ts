import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { ApiOkResponse } from '@nestjs/swagger';
import { ApiRoutes, type AdminLoginResponse } from '@vvq/contracts';
import { clientIp } from '../../common/utils/client-ip.js';
import { bearerToken, type AuthedRequest, type AuthPrincipal } from './auth-principal.js';
import { AuthService } from './auth.service.js';
import { AdminLoginDto } from './dto/admin-login.dto.js';
import { AdminAccess } from './decorators/admin-access.decorator.js';

@Controller()
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Post(ApiRoutes.admin.login)
  @HttpCode(200)
  login(@Body() dto: AdminLoginDto, @Req() request: FastifyRequest): Promise<AdminLoginResponse> {
    return this.auth.adminLogin(dto.email, dto.password, clientIp(request));
  }

  /** Ends the calling token only: the same admin stays logged in elsewhere. */
  @Post(ApiRoutes.admin.logout)
  @HttpCode(200)
  @AdminAccess()
  @ApiOkResponse({ description: 'This token is ended', schema: { example: { message: 'Logged out' } } })
  async logout(@Req() request: AuthedRequest): Promise<{ message: string }> {
    await this.auth.logout(bearerToken(request) ?? '');
    return { message: 'Logged out' };
  }

  /** Ends every token of the calling admin, this one included (token version bump). */
  @Post(ApiRoutes.admin.logoutEverywhere)
  @HttpCode(200)
  @AdminAccess()
  @ApiOkResponse({
    description: 'Every token of this admin is ended',
    schema: { example: { message: 'Logged out everywhere' } },
  })
  async logoutEverywhere(@Req() request: AuthedRequest): Promise<{ message: string }> {
    await this.auth.logoutEverywhere((request.auth as AuthPrincipal).id);
    return { message: 'Logged out everywhere' };
  }
}
