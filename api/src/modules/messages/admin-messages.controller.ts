import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiRoutes, type ContactMessage } from '@vvq/contracts';
import { AdminAccess, type AuthPrincipal, CurrentUser } from '../auth/index.js';
import { AdminMessagesService } from './admin-messages.service.js';
import { MarkAsAnsweredDto } from './dto/mark-as-answered.dto.js';

@Controller()
@AdminAccess()
export class AdminMessagesController {
  constructor(private readonly messages: AdminMessagesService) {}

  @Get(ApiRoutes.admin.unansweredMessages)
  unanswered(): Promise<ContactMessage[]> {
    return this.messages.unanswered();
  }

  @Post(ApiRoutes.admin.markAsAnswered)
  @HttpCode(200)
  markAnswered(
    @Body() dto: MarkAsAnsweredDto,
    @CurrentUser() admin: AuthPrincipal,
  ): Promise<{ message: string }> {
    return this.messages.markAnswered(dto.id, admin.id);
  }
}
