import { Injectable } from '@nestjs/common';
import type { ParticipantExport } from '@vvq/contracts';
import { TransactionRunner } from '../../database/transaction-runner.js';
import { ContactMessagesRepository } from './contact-messages.repository.js';

/** What other modules may do with contact messages: read one sender's (an export) and apply the retention period. */
@Injectable()
export class ContactMessageRecordsService {
  constructor(
    private readonly tx: TransactionRunner,
    private readonly messages: ContactMessagesRepository,
  ) {}

  /** Messages sent from this address (stored lower-cased, as the contact form's submit stores them), oldest first. */
  async bySender(email: string): Promise<ParticipantExport['contact_messages']> {
    const rows = await this.messages.bySender(email.trim().toLowerCase());
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
    const affected = await this.tx.write((m) => this.messages.deleteReceivedBefore(m, cutoff));
    return affected ?? 0;
  }
}
