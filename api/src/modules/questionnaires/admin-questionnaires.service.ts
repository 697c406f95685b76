import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { StoredQuestionnaire } from '@vvq/contracts';
import type { Repository } from 'typeorm';
import { ParticipantDirectory } from '../auth/index.js';
import { Questionnaire } from './questionnaire.entity.js';

const QUESTIONNAIRE_NOT_FOUND = 'No questionnaire found.';

type Answer<K extends keyof StoredQuestionnaire> = StoredQuestionnaire[K];

/** The stored answers are the enum values the DTO validated on the way in. */
export function toStoredQuestionnaire(q: Questionnaire, userName: string | null): StoredQuestionnaire {
  return {
    id: q.id,
    user_id: q.user_id,
    user_name: userName,
    submitted_at: q.submitted_at.toISOString(),
    age: q.age,
    gender: q.gender as Answer<'gender'>,
    education: q.education as Answer<'education'>,
    field_of_study: q.field_of_study as Answer<'field_of_study'>,
    familiarity: q.familiarity as Answer<'familiarity'>,
    experience: q.experience,
    understanding: q.understanding,
    technical_knowledge: q.technical_knowledge as Answer<'technical_knowledge'>,
    quality_metrics: q.quality_metrics as Answer<'quality_metrics'>,
    previous_participation: q.previous_participation as Answer<'previous_participation'>,
    quiz1: q.quiz1 as Answer<'quiz1'>,
    quiz2: q.quiz2 as Answer<'quiz2'>,
    quiz3: q.quiz3 as Answer<'quiz3'>,
    consent: Number(q.consent),
  };
}

@Injectable()
export class AdminQuestionnairesService {
  constructor(
    @InjectRepository(Questionnaire) private readonly questionnaires: Repository<Questionnaire>,
    private readonly participants: ParticipantDirectory,
  ) {}

  /** Newest submission first. */
  async list(): Promise<StoredQuestionnaire[]> {
    return this.withNames(await this.questionnaires.find({ order: { submitted_at: 'DESC', id: 'DESC' } }));
  }

  /** :id is the questionnaire's id, as the list's View Questionnaire link builds it. */
  async one(id: number): Promise<StoredQuestionnaire> {
    const found = await this.questionnaires.findOne({ where: { id } });
    if (!found) throw new NotFoundException(QUESTIONNAIRE_NOT_FOUND);
    return (await this.withNames([found]))[0];
  }

  /** A questionnaire whose participant is gone keeps a null name. */
  private async withNames(rows: readonly Questionnaire[]): Promise<StoredQuestionnaire[]> {
    const names = await this.participants.namesById(rows.map((q) => q.user_id));
    return rows.map((q) => toStoredQuestionnaire(q, names.get(q.user_id) ?? null));
  }
}
