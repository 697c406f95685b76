import { Body, Controller, Post } from '@nestjs/common';
import { ApiRoutes, type ContactResponse } from '@vvq/contracts';
import { RateLimited } from '../../common/rate-limit/rate-limited.decorator.js';
import { ContactDto } from './dto/contact.dto.js';
import { MessagesService } from './messages.service.js';

/** Public: the spec's contact form is reachable logged out (user bar shows Contact when logged out). */
@Controller()
export class MessagesController {
  constructor(private readonly messages: MessagesService) {}

  @Post(ApiRoutes.contact)
  @RateLimited('contact')
  submit(@Body() dto: ContactDto): Promise<ContactResponse> {
    return this.messages.submit(dto);
  }
}
