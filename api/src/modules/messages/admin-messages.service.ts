import { Injectable, NotFoundException } from '@nestjs/common';
import type { ContactMessage } from '@vvq/contracts';
import { TransactionRunner } from '../../database/transaction-runner.js';
import { toIsoString, toNumber } from '../../database/sql-values.js';
import { ContactMessagesRepository } from './contact-messages.repository.js';

const MESSAGE_MARKED_ANSWERED = 'Message marked as answered';
const MESSAGE_ALREADY_ANSWERED = 'Message was already marked as answered';
const MESSAGE_NOT_FOUND = 'Message not found';

@Injectable()
export class AdminMessagesService {
  constructor(
    private readonly tx: TransactionRunner,
    private readonly messages: ContactMessagesRepository,
  ) {}

  /** Oldest first: the list is a queue of people waiting for a reply. */
  async unanswered(): Promise<ContactMessage[]> {
    const rows = await this.messages.unanswered();
    return rows.map((r) => ({
      id: toNumber(r.id),
      name: String(r.name),
      email: String(r.email),
      message: String(r.message),
      created_at: toIsoString(r.created_at),
    }));
  }

  /**
   * Idempotent: a second mark (two admins, a double click) is a 200 that keeps the first answer's time and admin.
   * The conditional UPDATE decides the race, so only one admin is ever recorded.
   */
  async markAnswered(id: number, adminId: number): Promise<{ message: string }> {
    return this.tx.write(async (manager) => {
      const found = await this.messages.answeredAt(manager, id);
      if (found.length === 0) throw new NotFoundException(MESSAGE_NOT_FOUND);
      const affected = await this.messages.markAnswered(manager, id, adminId, new Date());
      return { message: affected ? MESSAGE_MARKED_ANSWERED : MESSAGE_ALREADY_ANSWERED };
    });
  }
}
