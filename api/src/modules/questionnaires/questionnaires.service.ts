import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import type { CheckQuestionnaireResponse, QuestionnaireSubmitResponse } from '@vvq/contracts';
import type { EntityManager } from 'typeorm';
import { blankToNull } from '../../common/utils/normalize.js';
import { isDuplicateKeyError } from '../../database/db-errors.js';
import { TransactionRunner } from '../../database/transaction-runner.js';
import { ConsentVersionsService } from './consent/consent-versions.service.js';
import type { QuestionnaireDto } from './dto/questionnaire.dto.js';
import type { Questionnaire } from './questionnaire.entity.js';
import { QuestionnairesRepository } from './questionnaires.repository.js';

const QUESTIONNAIRE_SUBMITTED = 'Questionnaire submitted successfully!';
const QUESTIONNAIRE_ALREADY_SUBMITTED = 'Questionnaire already submitted.';
const UNKNOWN_CONSENT_VERSION = 'Unknown consent version: reload the page to see the current consent text';

@Injectable()
export class QuestionnairesService {
  constructor(
    private readonly tx: TransactionRunner,
    private readonly consentVersions: ConsentVersionsService,
    private readonly questionnaires: QuestionnairesRepository,
  ) {}

  async hasSubmitted(userId: number): Promise<CheckQuestionnaireResponse> {
    const count = await this.questionnaires.countForUser(userId);
    return { hasSubmitted: count > 0 };
  }

  /** The unique index on user_id makes a second (or racing) submission a 409 with nothing changed. */
  async submit(dto: QuestionnaireDto): Promise<QuestionnaireSubmitResponse> {
    try {
      const id = await this.tx.write(async (m) => {
        const consentVersion = dto.consent_version ?? this.consentVersions.currentVersion;
        if (!(await this.consentVersions.isKnown(m, consentVersion))) {
          throw new BadRequestException(UNKNOWN_CONSENT_VERSION);
        }
        const now = new Date();
        return this.questionnaires.insert(m, {
          user_id: dto.user_id,
          age: dto.age,
          gender: dto.gender,
          education: dto.education,
          field_of_study: dto.field_of_study,
          familiarity: dto.familiarity,
          experience: blankToNull(dto.experience),
          understanding: dto.understanding,
          technical_knowledge: dto.technical_knowledge,
          quality_metrics: dto.quality_metrics,
          previous_participation: dto.previous_participation,
          quiz1: dto.quiz1,
          quiz2: dto.quiz2,
          quiz3: dto.quiz3,
          consent: 1,
          submitted_at: now,
          consent_version: consentVersion,
          consented_at: now,
        });
      });
      return { message: QUESTIONNAIRE_SUBMITTED, id };
    } catch (error) {
      if (isDuplicateKeyError(error)) throw new ConflictException(QUESTIONNAIRE_ALREADY_SUBMITTED);
      throw error;
    }
  }

  /** The answers of these participants, by user id (for the exports); participants without one are absent. */
  async byUserIds(userIds: readonly number[]): Promise<Map<number, Questionnaire>> {
    const unique = [...new Set(userIds)];
    if (unique.length === 0) return new Map();
    const rows = await this.questionnaires.byUserIds(unique);
    return new Map(rows.map((q) => [q.user_id, q]));
  }

  /** Deletes the participant's questionnaire in the caller's transaction. */
  async deleteForUser(m: EntityManager, userId: number): Promise<void> {
    await this.questionnaires.deleteForUser(m, userId);
  }
}
