import { Injectable, NotFoundException } from '@nestjs/common';
import type { ParticipantExport } from '@vvq/contracts';
import { EnvironmentCheckService } from '../environment-check/index.js';
import { ContactMessageRecordsService } from '../messages/index.js';
import { ParticipantRecordsService } from '../participants/index.js';
import { flaggedSince, QualityGateService } from '../quality/index.js';
import { QuestionnaireExportService } from '../questionnaires/index.js';
import { RatingsReadService } from '../ratings/index.js';
import { PairJudgementsService, TrialsService } from '../sessions/index.js';
import { ViewingPathsService } from '../viewing-paths/index.js';

const USER_NOT_FOUND = 'User not found';

/**
 * A subject-access request: everything stored about one participant, each part read by the module that owns it.
 * Contact messages are found by the participant's e-mail address: the contact form records an address, not an account.
 */
@Injectable()
export class ParticipantExportService {
  constructor(
    private readonly participants: ParticipantRecordsService,
    private readonly questionnaires: QuestionnaireExportService,
    private readonly trials: TrialsService,
    private readonly ratings: RatingsReadService,
    private readonly messages: ContactMessageRecordsService,
    private readonly environmentChecks: EnvironmentCheckService,
    private readonly gate: QualityGateService,
    private readonly viewingPaths: ViewingPathsService,
    private readonly pairJudgements: PairJudgementsService,
  ) {}

  async export(userId: number, now = new Date()): Promise<ParticipantExport> {
    const participant = await this.participants.profile(userId);
    if (!participant) throw new NotFoundException(USER_NOT_FOUND);
    const [answers, sessions, ratings, contactMessages, events, checks, flags, paths, pairTrials] =
      await Promise.all([
        this.questionnaires.forParticipant(userId),
        this.trials.forParticipant(userId),
        this.ratings.forParticipant(userId),
        // A panel account has no e-mail address, so no contact message can be told to be its.
        participant.email === null ? Promise.resolve([]) : this.messages.bySender(participant.email),
        this.participants.events(userId),
        this.environmentChecks.byUserIds([userId]),
        this.gate.forParticipant(userId),
        this.viewingPaths.forParticipant(userId),
        this.pairJudgements.forParticipant(userId),
      ]);
    return {
      exported_at: now.toISOString(),
      participant: {
        ...participant,
        flagged_after_completion: flaggedSince(
          flags.map((f) => new Date(f.flagged_at)),
          participant.completed_at === null ? null : new Date(participant.completed_at),
        ),
      },
      consent: answers.consent,
      questionnaire: answers.questionnaire,
      session: sessions.session,
      trials: sessions.trials,
      ratings,
      contact_messages: contactMessages,
      events,
      environment_check: checks.get(userId) ?? null,
      ...(flags.length > 0 ? { quality_flags: flags } : {}),
      ...(paths.length > 0 ? { viewing_paths: paths } : {}),
      ...(pairTrials.length > 0 ? { pair_trials: pairTrials } : {}),
    };
  }
}
