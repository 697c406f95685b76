import { Injectable } from '@nestjs/common';
import type { ParticipantExport } from '@vvq/contracts';
import { toStoredQuestionnaire } from './admin-questionnaires.service.js';
import { ConsentVersionsService } from './consent/consent-versions.service.js';
import { QuestionnairesRepository } from './questionnaires.repository.js';

/** The questionnaires module's part of a subject-access export: the answers, and the consent with its text. */
@Injectable()
export class QuestionnaireExportService {
  constructor(
    private readonly questionnaires: QuestionnairesRepository,
    private readonly consentVersions: ConsentVersionsService,
  ) {}

  async forParticipant(userId: number): Promise<Pick<ParticipantExport, 'questionnaire' | 'consent'>> {
    const q = await this.questionnaires.forUser(userId);
    if (!q) return { questionnaire: null, consent: null };
    const { user_name: _unused, ...answers } = toStoredQuestionnaire(q, null);
    const recorded = q.consent_version ? await this.consentVersions.find(q.consent_version) : null;
    return {
      questionnaire: answers,
      consent: {
        consented_at: (q.consented_at ?? q.submitted_at).toISOString(),
        version: q.consent_version,
        text: recorded?.text ?? null,
      },
    };
  }
}
