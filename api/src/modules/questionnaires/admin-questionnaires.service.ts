import { Injectable, NotFoundException } from '@nestjs/common';
import type { StoredQuestionnaire } from '@vvq/contracts';
import { TransactionRunner } from '../../database/transaction-runner.js';
import { toIsoString, toNullableString, toNumber } from './sql-values.js';

export const QUESTIONNAIRE_NOT_FOUND = 'No questionnaire found.';

const SELECT_QUESTIONNAIRES = `
  SELECT q.id, q.user_id, u.name AS user_name, q.submitted_at, q.age, q.gender, q.education, q.field_of_study,
         q.familiarity, q.experience, q.understanding, q.technical_knowledge, q.quality_metrics,
         q.previous_participation, q.quiz1, q.quiz2, q.quiz3, q.consent
  FROM questionnaires q
  LEFT JOIN users u ON u.id = q.user_id`;

function toStoredQuestionnaire(r: Record<string, unknown>): StoredQuestionnaire {
  return {
    id: toNumber(r.id),
    user_id: toNumber(r.user_id),
    user_name: toNullableString(r.user_name),
    submitted_at: toIsoString(r.submitted_at),
    age: toNumber(r.age),
    gender: String(r.gender) as StoredQuestionnaire['gender'],
    education: String(r.education) as StoredQuestionnaire['education'],
    field_of_study: String(r.field_of_study) as StoredQuestionnaire['field_of_study'],
    familiarity: String(r.familiarity) as StoredQuestionnaire['familiarity'],
    experience: toNullableString(r.experience),
    understanding: toNumber(r.understanding),
    technical_knowledge: String(r.technical_knowledge) as StoredQuestionnaire['technical_knowledge'],
    quality_metrics: String(r.quality_metrics) as StoredQuestionnaire['quality_metrics'],
    previous_participation: String(r.previous_participation) as StoredQuestionnaire['previous_participation'],
    quiz1: String(r.quiz1) as StoredQuestionnaire['quiz1'],
    quiz2: String(r.quiz2) as StoredQuestionnaire['quiz2'],
    quiz3: String(r.quiz3) as StoredQuestionnaire['quiz3'],
    consent: toNumber(r.consent),
  };
}

@Injectable()
export class AdminQuestionnairesService {
  constructor(private readonly tx: TransactionRunner) {}

  /** Newest submission first. */
  async list(): Promise<StoredQuestionnaire[]> {
    const rows = await this.tx.dataSource.query(`${SELECT_QUESTIONNAIRES} ORDER BY q.submitted_at DESC, q.id DESC`);
    return (rows as Array<Record<string, unknown>>).map(toStoredQuestionnaire);
  }

  /** :id is the questionnaire's id, as the list's View Questionnaire link builds it. */
  async one(id: number): Promise<StoredQuestionnaire> {
    const rows = (await this.tx.dataSource.query(`${SELECT_QUESTIONNAIRES} WHERE q.id = ?`, [id])) as Array<
      Record<string, unknown>
    >;
    if (rows.length === 0) throw new NotFoundException(QUESTIONNAIRE_NOT_FOUND);
    return toStoredQuestionnaire(rows[0]);
  }
}
