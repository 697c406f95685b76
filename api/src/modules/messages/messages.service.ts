import { Injectable } from '@nestjs/common';
import type { ContactResponse } from '@vvq/contracts';
import { TransactionRunner } from '../../database/transaction-runner.js';
import { ContactMessagesRepository } from './contact-messages.repository.js';
import type { ContactDto } from './dto/contact.dto.js';

export const CONTACT_THANKS = 'Thank you for contacting us! We will get back to you soon.';

@Injectable()
export class MessagesService {
  constructor(
    private readonly tx: TransactionRunner,
    private readonly messages: ContactMessagesRepository,
  ) {}

  async submit(dto: ContactDto): Promise<ContactResponse> {
    await this.tx.write((m) =>
      this.messages.insert(m, {
        name: dto.name,
        email: dto.email.toLowerCase(),
        message: dto.message,
        created_at: new Date(),
        answered_at: null,
        answered_by_admin_id: null,
      }),
    );
    return { message: CONTACT_THANKS };
  }
}
