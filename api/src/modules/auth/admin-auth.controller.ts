import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { ApiRoutes, type AdminLoginResponse } from '@vvq/contracts';
import { clientIp } from '../../common/utils/client-ip.js';
import { AdminAuthService } from './admin-auth.service.js';
import { AdminLoginDto } from './dto/admin-login.dto.js';

@Controller()
export class AdminAuthController {
  constructor(private readonly auth: AdminAuthService) {}

  @Post(ApiRoutes.admin.login)
  @HttpCode(200)
  login(@Body() dto: AdminLoginDto, @Req() request: FastifyRequest): Promise<AdminLoginResponse> {
    return this.auth.login(dto.email, dto.password, clientIp(request));
  }
}
