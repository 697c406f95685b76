import { Injectable, NotFoundException } from '@nestjs/common';
import type { ContactMessage } from '@vvq/contracts';
import { IsNull } from 'typeorm';
import { TransactionRunner } from '../../database/transaction-runner.js';
import { toIsoString, toNumber } from '../../database/sql-values.js';
import { ContactMessageEntity } from './contact-message.entity.js';

const MESSAGE_MARKED_ANSWERED = 'Message marked as answered';
const MESSAGE_ALREADY_ANSWERED = 'Message was already marked as answered';
const MESSAGE_NOT_FOUND = 'Message not found';

@Injectable()
export class AdminMessagesService {
  constructor(private readonly tx: TransactionRunner) {}

  /** Oldest first: the list is a queue of people waiting for a reply. */
  async unanswered(): Promise<ContactMessage[]> {
    const rows = await this.tx.dataSource.query(
      'SELECT id, name, email, message, created_at FROM contact_messages WHERE answered_at IS NULL ORDER BY created_at, id',
    );
    return (rows as Array<Record<string, unknown>>).map((r) => ({
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
      const found = (await manager.query('SELECT answered_at FROM contact_messages WHERE id = ?', [
        id,
      ])) as Array<Record<string, unknown>>;
      if (found.length === 0) throw new NotFoundException(MESSAGE_NOT_FOUND);
      const result = await manager
        .createQueryBuilder()
        .update(ContactMessageEntity)
        .set({ answered_at: new Date(), answered_by_admin_id: adminId })
        .where({ id, answered_at: IsNull() })
        .execute();
      return { message: result.affected ? MESSAGE_MARKED_ANSWERED : MESSAGE_ALREADY_ANSWERED };
    });
  }
}
