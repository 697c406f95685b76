import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Inject,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import {
  ENVIRONMENT_CHECK_REQUIRED,
  PARTICIPANT_CLOSED_MESSAGE,
  RATING_DIMENSIONS,
  type AssignedPair,
  type PairChoice,
  type PairJudgementResponse,
  type PairSessionResponse,
  type RatingDimension,
} from '@vvq/contracts';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { retryTransaction } from '../../database/db-errors.js';
import { TransactionRunner } from '../../database/transaction-runner.js';
import { EnvironmentCheckService } from '../environment-check/index.js';
import { QualityGateService, QualityMarksService } from '../quality/index.js';
import { StudySettingsService } from '../study/index.js';
import { VideoReferencesService } from '../videos/index.js';
import { AssignmentRepository } from './assignment.repository.js';
import { PairAssignmentRepository, type PairRow, type PairTrial } from './pair-assignment.repository.js';
import { goldFailures } from './pair-gold.js';
import { shuffle, type Random } from './shuffle.js';

type Catalogue = Map<number, { content: string; label: string; url: string | null }>;

/** Rounds of "read the lowest load, claim at it" before the transaction is run again (as for video claims). */
const MAX_ROUNDS = 12;

/** Every unordered pair [a, b] (a < b) of the videos of one content, over the given videos. */
export function pairsOfContents(
  videos: ReadonlyArray<{ id: number; content: string }>,
): Array<[number, number]> {
  const byContent = new Map<string, number[]>();
  for (const v of videos) byContent.set(v.content, [...(byContent.get(v.content) ?? []), v.id]);
  const pairs: Array<[number, number]> = [];
  for (const ids of byContent.values()) {
    const sorted = [...ids].sort((x, y) => x - y);
    for (let i = 0; i < sorted.length; i++)
      for (let j = i + 1; j < sorted.length; j++) pairs.push([sorted[i], sorted[j]]);
  }
  return pairs;
}

/**
 * Pair comparison's participant side (docs/developer/decisions/study-settings.md, "Pair comparison"): each participant gets
 * `videos_per_session` pairs of two videos of one content, the least-judged pairs first, and judges each in every
 * rating dimension.
 *
 * Balance: pc_pairs.load_count (judged + reserved) is claimed with the same atomic conditional UPDATE as the
 * videos' least-loaded claim (VideoClaimsService): a pair is only claimed at the lowest level the transaction read,
 * so after any number of concurrent starts every pair's load is within 1 of every other. Order: each claimed pair is
 * shown in the order it was shown less often (ab_count vs ba_count), read and counted under the claim's row lock.
 * The participant's session row (shared with the ACR session) serialises one participant's concurrent starts.
 */
@Injectable()
export class PairSessionsService {
  /** Replaceable in tests; the tie-break among equally loaded pairs. */
  random: Random = Math.random;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly tx: TransactionRunner,
    private readonly settings: StudySettingsService,
    private readonly catalogue: VideoReferencesService,
    private readonly marks: QualityMarksService,
    private readonly sessions: AssignmentRepository,
    private readonly pairs: PairAssignmentRepository,
    private readonly environmentChecks: EnvironmentCheckService,
    private readonly gate: QualityGateService,
  ) {}

  async start(userId: number): Promise<PairSessionResponse> {
    const settings = await this.settings.current();
    if (settings.method !== 'pc') throw new ConflictException('This study does not run pair comparison');
    const catalogue = await this.catalogue.activeVideos();
    await this.ensurePairs(catalogue);
    const wanted = settings.videos_per_session;
    const goldWanted = settings.gold_per_session;
    const references = goldWanted > 0 ? [...(await this.catalogue.referenceIds())] : [];
    return this.tx.write(
      async (m) => {
        const now = new Date();
        const session = await this.sessions.lockOrCreateSession(m, userId, now);
        const held = await this.pairs.trialsOf(m, userId);
        const expires = new Date(now.getTime() + this.config.assignmentTtlMinutes * 60_000);
        // Pairs the sweep released while the participant was away are theirs again (as lapsed ACR trials are).
        // Gold pairs hold no reservation (they are outside the balance), so only scored ones are renewed.
        await this.pairs.renewReleased(
          m,
          held.filter((t) => t.judged_at === null && t.reserving === 0 && t.known_winner_id === null),
          expires,
        );
        const scoredHeld = held.filter((t) => t.known_winner_id === null).length;
        const missing = wanted - scoredHeld;
        const claimed: Array<{ pair: PairRow; winner: number | null }> = [];
        // Gold first: a participant can have a pair once, so a scored claim of the only gold pair (a lab may declare
        // just a few) would leave the session without its check; the scored claims then skip the gold ones.
        const goldMissing = goldWanted - (held.length - scoredHeld);
        if (goldMissing > 0) {
          const skip = held.map((t) => t.pair_id);
          // The lab's own gold pairs replace the reference pairs while any is declared, so a lab whose
          // references are no sure winner is not checked against them (docs/developer/decisions/quality.md).
          const pool = (await this.pairs.hasDeclaredGold(m))
            ? await this.pairs.declaredGoldPairs(m, skip)
            : await this.pairs.referencePairs(m, references, skip);
          for (const pair of shuffle(pool, this.random).slice(0, goldMissing))
            claimed.push({ pair, winner: pair.winner });
        }
        if (missing > 0) {
          const marked = Object.values(await this.marks.idsByKind(m)).flat();
          const gold = claimed.map((c) => c.pair.id);
          for (const pair of await this.claimPairs(m, held, gold, marked, missing))
            claimed.push({ pair, winner: null });
        }
        // One shuffle over scored and gold pairs: a gold pair's place in the session does not give it away.
        for (const { pair, winner } of shuffle(claimed, this.random)) {
          const order =
            winner === null ? await this.pairs.takeOrder(m, pair.id) : this.random() < 0.5 ? 'ab' : 'ba';
          const [left, right] =
            order === 'ab' ? [pair.video_a_id, pair.video_b_id] : [pair.video_b_id, pair.video_a_id];
          await this.pairs.insertTrial(m, {
            session_id: session.id,
            user_id: userId,
            pair_id: pair.id,
            left_video_id: left,
            right_video_id: right,
            assigned_at: now,
            expires_at: expires,
            reserving: winner === null ? 1 : 0,
            known_winner_id: winner,
          });
        }
        const trials = await this.pairs.trialsOf(m, userId);
        return {
          sessionId: session.id,
          pairs: this.describe(trials, catalogue),
          pairs_per_session: wanted + goldWanted,
          allow_tie: settings.pc_allow_tie,
        };
      },
      { isolation: 'READ COMMITTED' },
    );
  }

  /**
   * Stores the participant's judgement of one of their pairs: every dimension answered ('left' or 'right', 'tie'
   * only where pc_allow_tie is on), once. Someone else's pair, or none, is 404 (indistinguishable on purpose).
   * The rules an ACR rating meets apply alike (RatingsService): no judgement before a required environment check is
   * passed (403), and none from a participant live gating stopped (409 with the neutral text, never the rule) —
   * their pairs stay assigned, so the flag itself is checked, in the judgement's transaction.
   */
  async judge(
    userId: number,
    pairTrialId: number,
    body: Record<RatingDimension, PairChoice>,
  ): Promise<PairJudgementResponse> {
    const settings = await this.settings.current();
    if (settings.method !== 'pc') throw new ConflictException('This study does not run pair comparison');
    if (!settings.pc_allow_tie) {
      const ties = RATING_DIMENSIONS.filter((d) => body[d] === 'tie');
      if (ties.length)
        throw new BadRequestException(
          `This study does not allow "no difference"; choose left or right in: ${ties.join(', ')}`,
        );
    }
    if (!(await this.environmentChecks.allowsRating(userId))) {
      throw new ForbiddenException(ENVIRONMENT_CHECK_REQUIRED);
    }
    return this.tx.write(async (m) => {
      if (await this.gate.isClosed(userId, m)) throw new ConflictException(PARTICIPANT_CLOSED_MESSAGE);
      const trial = await this.pairs.findOwn(m, pairTrialId, userId);
      if (!trial) throw new NotFoundException(`No pair ${pairTrialId} is assigned to you`);
      if (trial.judged_at) throw new ConflictException('This pair has already been judged');
      const now = new Date();
      if (!(await this.pairs.judge(m, trial.id, body, now)))
        throw new ConflictException('This pair has already been judged');
      if (trial.known_winner_id === null)
        await this.pairs.countJudged(m, trial.pair_id, trial.reserving === 1);
      else if (settings.gate_failed_gold !== null)
        await this.gate.evaluatePairGold(
          m,
          userId,
          goldFailures(await this.pairs.trialsOf(m, userId)),
          trial.id,
          settings.gate_failed_gold,
          now,
        );
      return { pair_trial_id: trial.id, judged_at: now.toISOString() };
    });
  }

  /** Creates the pc_pairs rows the active catalogue lacks (normally none: only the first start writes). */
  private async ensurePairs(catalogue: Catalogue): Promise<void> {
    const wanted = pairsOfContents([...catalogue].map(([id, v]) => ({ id, content: v.content })));
    const existing = await this.pairs.existingPairs(this.sessions.outsideTransaction());
    const missing = wanted.filter(([a, b]) => !existing.has(`${a}:${b}`));
    if (missing.length) await this.tx.write((m) => this.pairs.insertPairs(m, missing));
  }

  /** Claims up to `count` least-loaded pairs the participant has not had and that are not this start’s `gold`, none with a marked video. */
  private async claimPairs(
    m: EntityManager,
    held: readonly PairTrial[],
    gold: readonly number[],
    marked: readonly number[],
    count: number,
  ): Promise<PairRow[]> {
    const claimed: PairRow[] = [];
    for (let round = 0; round < MAX_ROUNDS; round++) {
      const skip = [...held.map((t) => t.pair_id), ...gold, ...claimed.map((p) => p.id)];
      const level = await this.pairs.lowestLoad(m, skip, marked);
      if (level === null) return claimed;
      const picks = shuffle(await this.pairs.atLevel(m, level, skip, marked), this.random)
        .slice(0, count - claimed.length)
        // Ascending ids: two starts claiming overlapping sets lock rows in one order, which avoids deadlocks.
        .sort((x, y) => x.id - y.id);
      for (const pair of picks) if (await this.pairs.claim(m, pair.id, level)) claimed.push(pair);
      if (claimed.length >= count) return claimed;
    }
    throw retryTransaction('pair claims kept losing to concurrent session starts');
  }

  private describe(trials: readonly PairTrial[], catalogue: Catalogue): AssignedPair[] {
    return trials.flatMap((t) => {
      const left = catalogue.get(t.left_video_id);
      const right = catalogue.get(t.right_video_id);
      if (!left || !right) return [];
      return [
        {
          pair_trial_id: t.id,
          content: left.content,
          left: { video_id: t.left_video_id, label: left.label, url: left.url ?? '' },
          right: { video_id: t.right_video_id, label: right.label, url: right.url ?? '' },
          submitted: t.judged_at !== null,
        },
      ];
    });
  }
}
