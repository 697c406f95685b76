import { Injectable } from '@nestjs/common';
import { type EntityManager, In } from 'typeorm';
import { TransactionRunner } from '../../database/transaction-runner.js';
import { Admin } from './admin.entity.js';

/** Every query on `admins`; the services decide the transactions and pass their EntityManager along. */
@Injectable()
export class AdminsRepository {
  constructor(private readonly tx: TransactionRunner) {}

  /** By e-mail, in the caller's transaction when `m` is given. */
  findByEmail(email: string, m: EntityManager = this.tx.dataSource.manager): Promise<Admin | null> {
    return m.getRepository(Admin).findOne({ where: { email } });
  }

  /** A new admin entity, not yet stored. */
  create(m: EntityManager, fields: Omit<Admin, 'id'>): Admin {
    return m.getRepository(Admin).create(fields);
  }

  save(m: EntityManager, admin: Admin): Promise<Admin> {
    return m.getRepository(Admin).save(admin);
  }

  count(): Promise<number> {
    return this.tx.dataSource.getRepository(Admin).count();
  }

  /** Id and e-mail of the given admins (distinct ids); a deleted admin is absent. */
  emailsByIds(ids: readonly number[]): Promise<Pick<Admin, 'id' | 'email'>[]> {
    return this.tx.dataSource
      .getRepository(Admin)
      .find({ select: { id: true, email: true }, where: { id: In([...new Set(ids)]) } });
  }

  async tokenVersion(id: number): Promise<number | null> {
    const admin = await this.tx.dataSource
      .getRepository(Admin)
      .findOne({ select: { id: true, token_version: true }, where: { id } });
    return admin ? admin.token_version : null;
  }

  async incrementTokenVersion(m: EntityManager, id: number): Promise<void> {
    await m.getRepository(Admin).increment({ id }, 'token_version', 1);
  }
}
