import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { TransactionRunner } from '../../database/transaction-runner.js';
import { StudySettingChangeRow } from './study-setting-change.entity.js';
import { StudySettingRow } from './study-setting.entity.js';

/** Every query on `study_settings` and `study_setting_changes`; StudySettingsService decides the transactions. */
@Injectable()
export class StudySettingsRepository {
  constructor(private readonly tx: TransactionRunner) {}

  /** Every stored setting, outside a transaction. */
  all(): Promise<StudySettingRow[]> {
    return this.tx.dataSource.getRepository(StudySettingRow).find();
  }

  /** Every stored setting under a row lock (MySQL) in the save's transaction. */
  lockAll(m: EntityManager): Promise<StudySettingRow[]> {
    return m.getRepository(StudySettingRow).find({ order: { key: 'ASC' }, ...this.tx.rowLock });
  }

  async update(m: EntityManager, key: string, row: Omit<StudySettingRow, 'key'>): Promise<void> {
    await m.getRepository(StudySettingRow).update({ key }, row);
  }

  /** Rejects with the driver's duplicate-key error when a concurrent save stored the key first. */
  async insert(m: EntityManager, row: StudySettingRow): Promise<void> {
    await m.getRepository(StudySettingRow).insert(row);
  }

  async remove(m: EntityManager, key: string): Promise<void> {
    await m.getRepository(StudySettingRow).delete({ key });
  }

  async insertChange(m: EntityManager, change: Omit<StudySettingChangeRow, 'id'>): Promise<void> {
    await m.getRepository(StudySettingChangeRow).insert(change);
  }

  /** The latest changes first. */
  history(limit: number): Promise<StudySettingChangeRow[]> {
    return this.tx.dataSource
      .getRepository(StudySettingChangeRow)
      .find({ order: { id: 'DESC' }, take: limit });
  }
}
