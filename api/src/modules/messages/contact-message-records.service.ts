import { Injectable } from '@nestjs/common';
import type { ParticipantExport } from '@vvq/contracts';
import { LessThan } from 'typeorm';
import { TransactionRunner } from '../../database/transaction-runner.js';
import { ContactMessageEntity } from './contact-message.entity.js';

/** What other modules may do with contact messages: read one sender's (an export) and apply the retention period. */
@Injectable()
export class ContactMessageRecordsService {
  constructor(private readonly tx: TransactionRunner) {}

  /** Messages sent from this address (stored lower-cased, as the contact form's submit stores them), oldest first. */
  async bySender(email: string): Promise<ParticipantExport['contact_messages']> {
    const rows = await this.tx.dataSource
      .getRepository(ContactMessageEntity)
      .find({ where: { email: email.trim().toLowerCase() }, order: { created_at: 'ASC', id: 'ASC' } });
    return rows.map((m) => ({
      id: m.id,
      name: m.name,
      email: m.email,
      message: m.message,
      created_at: m.created_at.toISOString(),
      answered_at: m.answered_at ? m.answered_at.toISOString() : null,
    }));
  }

  /** Deletes every message received before `cutoff`, answered or not; returns how many went. */
  async deleteReceivedBefore(cutoff: Date): Promise<number> {
    const result = await this.tx.write((m) =>
      m.getRepository(ContactMessageEntity).delete({ created_at: LessThan(cutoff) }),
    );
    return result.affected ?? 0;
  }
}
