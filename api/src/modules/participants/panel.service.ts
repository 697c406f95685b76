import { ConflictException, ForbiddenException, Injectable } from '@nestjs/common';
import {
  PANEL_DISPLAY_NAMES,
  PARTICIPANT_CLOSED_MESSAGE,
  STUDY_COMPLETE_MESSAGE,
  type CompletionResponse,
  type PanelEnterRequest,
  type PanelEnterResponse,
  type ScreenOutResponse,
} from '@vvq/contracts';
import { isDuplicateKeyError } from '../../database/db-errors.js';
import { TransactionRunner } from '../../database/transaction-runner.js';
import { TokenService } from '../auth/index.js';
import { QualityGateService } from '../quality/index.js';
import { PairJudgementsService, StudyAllocationService, TrialsService } from '../sessions/index.js';
import { StudySettingsService } from '../study/index.js';
import { checkBinding, checkSignature, requireBindingIds, unboundIds } from './panel-entry-rules.js';
import { ParticipantsService } from './participants.service.js';
import { ParticipantsRepository } from './participants.repository.js';
import type { User } from './user.entity.js';

export const PANEL_ENTRY_OFF =
  'Entry through a panel link is switched off for this study (study setting panel_entry).';

export { PANEL_SESSION_MISMATCH } from './panel-entry-rules.js';

/**
 * The count is of every assigned video but the training ones, whatever their kind, so rating one and asking cannot
 * tell a gold or trap item from a scored one. Training is announced to the participant anyway; it is named
 * apart only while some is left to rate.
 */
const notComplete = (rated: number, needed: number, trainingLeft: number) =>
  `The study is not complete yet: ${rated} of ${needed} videos rated` +
  (trainingLeft > 0
    ? `, and ${trainingLeft} training ${trainingLeft === 1 ? 'video' : 'videos'} not yet`
    : '') +
  '. Rate every assigned video first.';

/** Pair comparison's counterpart: `videos_per_session` counts pairs there, and every assigned pair must be judged. */
const pairsNotComplete = (judged: number, needed: number) =>
  `The study is not complete yet: ${judged} of ${needed} pairs judged. Judge every assigned pair first.`;

/**
 * `{code}` in the completion URL becomes the code and `{participant_id}` the participant's panel id (SONA credits
 * by it: `…&survey_code={participant_id}`), both URL-encoded; no URL, no redirect.
 */
export function completionRedirect(
  url: string | null,
  code: string | null,
  participantId: string | null = null,
): string | null {
  if (!url) return null;
  return url
    .split('{code}')
    .join(encodeURIComponent(code ?? ''))
    .split('{participant_id}')
    .join(encodeURIComponent(participantId ?? ''));
}

/**
 * Panel entry, completion and screen-out (docs/developer/decisions/panel.md). A panel account is found by
 * (panel, participant id), never by anything the caller could choose otherwise, and created on the first
 * entry; the unique index settles two racing first entries into one account. Every entry counts as a login
 * (user_events), like the spec's login.
 */
@Injectable()
export class PanelService {
  constructor(
    private readonly tx: TransactionRunner,
    private readonly tokens: TokenService,
    private readonly settings: StudySettingsService,
    private readonly trials: TrialsService,
    private readonly participants: ParticipantsService,
    private readonly gate: QualityGateService,
    private readonly users: ParticipantsRepository,
    private readonly allocation: StudyAllocationService,
    private readonly pairJudgements: PairJudgementsService,
  ) {}

  async enter(request: PanelEnterRequest): Promise<PanelEnterResponse> {
    const settings = await this.settings.current();
    if (!settings.panel_entry) throw new ForbiddenException(PANEL_ENTRY_OFF);
    checkSignature(settings.panel_link_secret, request);
    const user = await this.findOrCreate(request);
    await this.participants.recordEvent(user.id, 'login');
    // Adaptive allocation: once every video has stopped, a participant who holds no video yet is screened out with
    // the reason (the completion call then answers the panel's screen-out URL and this text).
    if (!user.screened_out_at && (await this.allocation.isComplete())) {
      const { held } = await this.trials.progress(user.id);
      if (held.scored === 0)
        await this.tx.write((m) => this.users.screenOutOnce(m, user.id, STUDY_COMPLETE_MESSAGE, new Date()));
    }
    return {
      user_id: user.id,
      name: PANEL_DISPLAY_NAMES[request.panel],
      token: this.tokens.issueParticipant(user.id, user.token_version),
    };
  }

  /**
   * The account of (panel, participant id), made on the first entry. Prolific and MTurk accounts are bound to the ids
   * of their first entry (see panel-entry-rules.ts). Racing first entries: the unique index lets one insert win, and
   * the others read the winner's account and are checked against its binding like any returning entry.
   */
  private async findOrCreate(request: PanelEnterRequest): Promise<User> {
    const where = { panel: request.panel, panel_participant_id: request.participant_id };
    const existing = await this.users.findPanelAccount(where);
    if (existing) {
      checkBinding(existing, request);
      const update = unboundIds(request);
      if (Object.keys(update).length > 0) {
        await this.tx.write((m) => this.users.updateById(m, existing.id, update));
      }
      return existing;
    }
    requireBindingIds(request);
    const ids = {
      panel_study_id: request.study_id ?? null,
      panel_session_id: request.session_id ?? null,
    };
    try {
      await this.tx.write((m) =>
        this.users.insertPanelAccount(m, {
          ...where,
          ...ids,
          name: null,
          email: null,
          created_at: new Date(),
        }),
      );
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
    }
    const user = await this.users.findPanelAccountOrFail(where);
    checkBinding(user, request);
    return user;
  }

  async completion(userId: number): Promise<CompletionResponse> {
    // The progress is read before the gating state: a last rating that stops the participant commits its flag with
    // the rating, so a progress that sees that rating is followed by a check that sees the flag.
    const [user, settings, { held, rated }, pairs] = await Promise.all([
      this.users.findByIdOrFail(userId),
      this.settings.current(),
      this.trials.progress(userId),
      this.pairJudgements.progress(userId),
    ]);
    if (user.screened_out_at) {
      return {
        complete: false,
        code: null,
        redirect_url: settings.screen_out_url,
        screen_out_reason: user.screen_out_reason,
      };
    }
    // Live gating stopped them: no code (nothing may hint at why); the panel's screen-out URL with the
    // neutral text, whatever they rated.
    if (await this.gate.isClosed(userId)) {
      return {
        complete: false,
        code: null,
        redirect_url: settings.screen_out_url,
        screen_out_reason: PARTICIPANT_CLOSED_MESSAGE,
      };
    }
    // Under pair comparison the participant judges pairs, not videos: complete once at least the study's count of
    // pairs was assigned and every assigned pair is judged (their ACR trials, none, do not count).
    if (settings.method === 'pc') {
      const needed = Math.max(settings.videos_per_session, pairs.assigned);
      if (pairs.judged < needed) throw new ConflictException(pairsNotComplete(pairs.judged, needed));
    } else {
      this.checkRated(settings.videos_per_session, held, rated);
    }
    // The first time the code is given is kept: the exports compare it with any later gating flag.
    await this.tx.write((m) => this.users.markCompleted(m, userId, new Date()));
    return {
      complete: true,
      code: settings.completion_code,
      redirect_url: completionRedirect(
        settings.completion_url,
        settings.completion_code,
        user.panel_participant_id,
      ),
      screen_out_reason: null,
    };
  }

  private checkRated(
    videosPerSession: number,
    held: Awaited<ReturnType<TrialsService['progress']>>['held'],
    rated: Awaited<ReturnType<TrialsService['progress']>>['rated'],
  ): void {
    // Every assigned item must be rated — training, scored, gold and trap — and at least the study's scored count
    // must have been assigned (a session not started yet, or a catalogue that ran out, is not complete).
    const notTraining = (c: typeof held) => c.scored + c.gold + c.trap;
    const unassigned = Math.max(0, videosPerSession - held.scored);
    const trainingLeft = held.training - rated.training;
    if (unassigned > 0 || notTraining(rated) < notTraining(held) || trainingLeft > 0) {
      throw new ConflictException(
        notComplete(notTraining(rated), notTraining(held) + unassigned, trainingLeft),
      );
    }
  }

  /** The first screen-out is kept (a second call, e.g. a reload of the screen-out page, changes nothing). */
  async screenOut(userId: number, reason: string): Promise<ScreenOutResponse> {
    await this.tx.write((m) => this.users.screenOutOnce(m, userId, reason, new Date()));
    return { redirect_url: (await this.settings.current()).screen_out_url };
  }
}
