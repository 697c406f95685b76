import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { ApiRoutes, type AdminLoginResponse } from '@vvq/contracts';
import { clientIp } from '../../common/utils/client-ip.js';
import { AuthService } from './auth.service.js';
import { AdminLoginDto } from './dto/admin-login.dto.js';

@Controller()
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Post(ApiRoutes.admin.login)
  @HttpCode(200)
  login(@Body() dto: AdminLoginDto, @Req() request: FastifyRequest): Promise<AdminLoginResponse> {
    return this.auth.adminLogin(dto.email, dto.password, clientIp(request));
  }
}
