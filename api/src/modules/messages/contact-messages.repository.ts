import { Injectable } from '@nestjs/common';
import { type EntityManager, IsNull, LessThan } from 'typeorm';
import { TransactionRunner } from '../../database/transaction-runner.js';
import { ContactMessageEntity } from './contact-message.entity.js';

type Row = Record<string, unknown>;

/** Every query on `contact_messages`; the services decide the transactions and pass their EntityManager along. */
@Injectable()
export class ContactMessagesRepository {
  constructor(private readonly tx: TransactionRunner) {}

  insert(m: EntityManager, message: Omit<ContactMessageEntity, 'id'>): Promise<unknown> {
    return m.getRepository(ContactMessageEntity).insert(message);
  }

  async unanswered(): Promise<Row[]> {
    return (await this.tx.dataSource.query(
      'SELECT id, name, email, message, created_at FROM contact_messages WHERE answered_at IS NULL ORDER BY created_at, id',
    )) as Row[];
  }

  async answeredAt(m: EntityManager, id: number): Promise<Row[]> {
    return (await m.query('SELECT answered_at FROM contact_messages WHERE id = ?', [id])) as Row[];
  }

  /** The conditional UPDATE that decides a race between two admins: only an unanswered message is marked. */
  async markAnswered(m: EntityManager, id: number, adminId: number, at: Date): Promise<number | undefined> {
    const result = await m
      .createQueryBuilder()
      .update(ContactMessageEntity)
      .set({ answered_at: at, answered_by_admin_id: adminId })
      .where({ id, answered_at: IsNull() })
      .execute();
    return result.affected;
  }

  bySender(email: string): Promise<ContactMessageEntity[]> {
    return this.tx.dataSource
      .getRepository(ContactMessageEntity)
      .find({ where: { email }, order: { created_at: 'ASC', id: 'ASC' } });
  }

  async deleteReceivedBefore(m: EntityManager, cutoff: Date): Promise<number | null | undefined> {
    const result = await m.getRepository(ContactMessageEntity).delete({ created_at: LessThan(cutoff) });
    return result.affected;
  }
}
