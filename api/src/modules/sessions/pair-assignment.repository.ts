import { Injectable } from '@nestjs/common';
import type { PairChoice, RatingDimension } from '@vvq/contracts';
import type { EntityManager } from 'typeorm';
import { execute, placeholders, select } from '../../database/raw-sql.js';
import { toDate, toSqlDateTime } from '../../database/sql-values.js';
import { TransactionRunner } from '../../database/transaction-runner.js';

type Row = Record<string, unknown>;

/** A pc_pairs row: an unordered pair of videos of one content (video_a_id < video_b_id). */
export interface PairRow {
  id: number;
  video_a_id: number;
  video_b_id: number;
}

/** A pc_trials row: a pair assigned to a participant in the order shown, and their judgement once given. */
export interface PairTrial {
  id: number;
  session_id: number;
  user_id: number;
  pair_id: number;
  left_video_id: number;
  right_video_id: number;
  assigned_at: Date;
  expires_at: Date;
  judged_at: Date | null;
  reserving: number;
  /** A gold pair's known winner (its content's reference, fixed at assignment); null for a scored pair. */
  known_winner_id: number | null;
  choices: Record<RatingDimension, PairChoice | null>;
}

/** A judged pair trial as the analysis reads it. */
export interface PairJudgementRow {
  user_id: number;
  left_video_id: number;
  right_video_id: number;
  judged_at: Date;
  /** Set on a gold pair (kept out of the scaling): the video the participant should have chosen. */
  known_winner_id: number | null;
  choices: Record<RatingDimension, PairChoice>;
}

const TRIAL_COLUMNS =
  'id, session_id, user_id, pair_id, left_video_id, right_video_id, assigned_at, expires_at, judged_at, ' +
  'reserving, known_winner_id, clarity, interaction, depth, overall';

const choiceOf = (v: unknown): PairChoice | null =>
  v === null || v === undefined ? null : (String(v) as PairChoice);

function toPairTrial(r: Row): PairTrial {
  return {
    id: Number(r.id),
    session_id: Number(r.session_id),
    user_id: Number(r.user_id),
    pair_id: Number(r.pair_id),
    left_video_id: Number(r.left_video_id),
    right_video_id: Number(r.right_video_id),
    assigned_at: toDate(r.assigned_at),
    expires_at: toDate(r.expires_at),
    judged_at: r.judged_at === null || r.judged_at === undefined ? null : toDate(r.judged_at),
    reserving: Number(r.reserving),
    known_winner_id:
      r.known_winner_id === null || r.known_winner_id === undefined ? null : Number(r.known_winner_id),
    choices: {
      clarity: choiceOf(r.clarity),
      interaction: choiceOf(r.interaction),
      depth: choiceOf(r.depth),
      overall: choiceOf(r.overall),
    },
  };
}

/**
 * The pair-comparison SQL on `pc_pairs` and `pc_trials` (raw, like the ACR session start: see database/raw-sql.ts).
 * Eligible pairs are those whose two videos are both in the active catalogue and neither is in `excludedVideos`.
 */
@Injectable()
export class PairAssignmentRepository {
  constructor(private readonly tx: TransactionRunner) {}

  /** The existing pairs among these videos, as "a:b" keys. */
  async existingPairs(m: EntityManager): Promise<Set<string>> {
    const rows = await select<Row>(m, 'SELECT video_a_id, video_b_id FROM pc_pairs', []);
    return new Set(rows.map((r) => `${Number(r.video_a_id)}:${Number(r.video_b_id)}`));
  }

  /** Inserts the pairs, each [a, b] with a < b, skipping any another start has just inserted. */
  async insertPairs(m: EntityManager, pairs: ReadonlyArray<readonly [number, number]>): Promise<void> {
    const verb = this.tx.dialect === 'mysql' ? 'INSERT IGNORE INTO' : 'INSERT OR IGNORE INTO';
    for (let i = 0; i < pairs.length; i += 400) {
      const slice = pairs.slice(i, i + 400);
      await execute(
        m,
        `${verb} pc_pairs (video_a_id, video_b_id) VALUES ${slice.map(() => '(?, ?)').join(', ')}`,
        slice.flat(),
      );
    }
  }

  private eligible(skipPairs: readonly number[], excludedVideos: readonly number[]) {
    let where =
      'FROM pc_pairs p JOIN videos a ON a.id = p.video_a_id JOIN videos b ON b.id = p.video_b_id ' +
      'WHERE a.retired_at IS NULL AND b.retired_at IS NULL';
    const params: number[] = [];
    if (skipPairs.length) {
      where += ` AND p.id NOT IN (${placeholders(skipPairs)})`;
      params.push(...skipPairs);
    }
    if (excludedVideos.length) {
      where += ` AND p.video_a_id NOT IN (${placeholders(excludedVideos)}) AND p.video_b_id NOT IN (${placeholders(excludedVideos)})`;
      params.push(...excludedVideos, ...excludedVideos);
    }
    return { where, params };
  }

  /** The lowest load_count among the eligible pairs, or null when none is eligible. */
  async lowestLoad(
    m: EntityManager,
    skipPairs: readonly number[],
    excludedVideos: readonly number[],
  ): Promise<number | null> {
    const { where, params } = this.eligible(skipPairs, excludedVideos);
    const rows = await select<Row>(m, `SELECT MIN(p.load_count) AS level ${where}`, params);
    const level = rows[0]?.level;
    return level === null || level === undefined ? null : Number(level);
  }

  /** The eligible pairs at this load level. */
  async atLevel(
    m: EntityManager,
    level: number,
    skipPairs: readonly number[],
    excludedVideos: readonly number[],
  ): Promise<PairRow[]> {
    const { where, params } = this.eligible(skipPairs, excludedVideos);
    const rows = await select<Row>(
      m,
      `SELECT p.id, p.video_a_id, p.video_b_id ${where} AND p.load_count = ? ORDER BY p.id`,
      [...params, level],
    );
    return rows.map((r) => ({
      id: Number(r.id),
      video_a_id: Number(r.video_a_id),
      video_b_id: Number(r.video_b_id),
    }));
  }

  /**
   * The eligible pairs that join a reference video with another video of its content (gold pair candidates), each
   * with its reference; a pair of two references is no candidate (no known winner).
   */
  async referencePairs(
    m: EntityManager,
    referenceIds: readonly number[],
    skipPairs: readonly number[],
  ): Promise<Array<PairRow & { winner: number }>> {
    if (referenceIds.length === 0) return [];
    const { where, params } = this.eligible(skipPairs, []);
    const refs = placeholders(referenceIds);
    const rows = await select<Row>(
      m,
      `SELECT p.id, p.video_a_id, p.video_b_id ${where} AND ` +
        `((p.video_a_id IN (${refs})) <> (p.video_b_id IN (${refs}))) ORDER BY p.id`,
      [...params, ...referenceIds, ...referenceIds],
    );
    const isRef = new Set(referenceIds);
    return rows.map((r) => {
      const a = Number(r.video_a_id);
      const b = Number(r.video_b_id);
      return { id: Number(r.id), video_a_id: a, video_b_id: b, winner: isRef.has(a) ? a : b };
    });
  }

  /** Whether the lab has declared any gold pair itself (then only those are drawn as gold). */
  async hasDeclaredGold(m: EntityManager): Promise<boolean> {
    const rows = await select<Row>(m, 'SELECT id FROM pc_pairs WHERE gold_winner_id IS NOT NULL LIMIT 1', []);
    return rows.length > 0;
  }

  /** The eligible pairs the lab declared gold, each with its declared winner. */
  async declaredGoldPairs(
    m: EntityManager,
    skipPairs: readonly number[],
  ): Promise<Array<PairRow & { winner: number }>> {
    const { where, params } = this.eligible(skipPairs, []);
    const rows = await select<Row>(
      m,
      `SELECT p.id, p.video_a_id, p.video_b_id, p.gold_winner_id ${where} AND p.gold_winner_id IS NOT NULL ORDER BY p.id`,
      params,
    );
    return rows.map((r) => ({
      id: Number(r.id),
      video_a_id: Number(r.video_a_id),
      video_b_id: Number(r.video_b_id),
      winner: Number(r.gold_winner_id),
    }));
  }

  /** Every declared gold pair, retired videos included (the admin sees what is declared), by pair id. */
  async declaredGold(): Promise<
    Array<{ id: number; video_a_id: number; video_b_id: number; winner: number }>
  > {
    const rows = await select<Row>(
      this.tx.dataSource.manager,
      'SELECT id, video_a_id, video_b_id, gold_winner_id FROM pc_pairs WHERE gold_winner_id IS NOT NULL ORDER BY id',
      [],
    );
    return rows.map((r) => ({
      id: Number(r.id),
      video_a_id: Number(r.video_a_id),
      video_b_id: Number(r.video_b_id),
      winner: Number(r.gold_winner_id),
    }));
  }

  /** The id of the pair of these two videos (a < b), or null while no pair session has needed it yet. */
  async pairId(m: EntityManager, a: number, b: number): Promise<number | null> {
    const rows = await select<Row>(m, 'SELECT id FROM pc_pairs WHERE video_a_id = ? AND video_b_id = ?', [
      a,
      b,
    ]);
    return rows.length ? Number(rows[0].id) : null;
  }

  /** Declares (a video id) or withdraws (null) the pair's gold winner; false when no such pair (or nothing to withdraw). */
  async setGoldWinner(m: EntityManager, pairId: number, winner: number | null): Promise<boolean> {
    const result = await execute(
      m,
      winner === null
        ? 'UPDATE pc_pairs SET gold_winner_id = NULL WHERE id = ? AND gold_winner_id IS NOT NULL'
        : 'UPDATE pc_pairs SET gold_winner_id = ? WHERE id = ?',
      winner === null ? [pairId] : [winner, pairId],
    );
    return result.affected === 1;
  }

  /** The atomic conditional claim: succeeds only while the pair is still at `level` (see VideoClaimsService). */
  async claim(m: EntityManager, pairId: number, level: number): Promise<boolean> {
    const result = await execute(
      m,
      'UPDATE pc_pairs SET load_count = load_count + 1, reserved_count = reserved_count + 1 ' +
        'WHERE id = ? AND load_count = ?',
      [pairId, level],
    );
    return result.affected === 1;
  }

  /**
   * Counts one more showing in the order used less (a on the left while ab_count ≤ ba_count) and says which. Runs
   * right after the claim, whose UPDATE holds the pair's row lock until the transaction ends (MySQL), so the two
   * counters cannot move in between; SQLite has one writer.
   */
  async takeOrder(m: EntityManager, pairId: number): Promise<'ab' | 'ba'> {
    const ab = await execute(
      m,
      'UPDATE pc_pairs SET ab_count = ab_count + 1 WHERE id = ? AND ab_count <= ba_count',
      [pairId],
    );
    if (ab.affected === 1) return 'ab';
    await execute(m, 'UPDATE pc_pairs SET ba_count = ba_count + 1 WHERE id = ?', [pairId]);
    return 'ba';
  }

  async trialsOf(m: EntityManager, userId: number): Promise<PairTrial[]> {
    const rows = await select<Row>(
      m,
      `SELECT ${TRIAL_COLUMNS} FROM pc_trials WHERE user_id = ? ORDER BY id`,
      [userId],
    );
    return rows.map(toPairTrial);
  }

  /** The participant's own pair trial, locked until the transaction ends (MySQL), or null. */
  async findOwn(m: EntityManager, id: number, userId: number): Promise<PairTrial | null> {
    const rows = await select<Row>(
      m,
      `SELECT ${TRIAL_COLUMNS} FROM pc_trials WHERE id = ? AND user_id = ?${this.tx.forUpdate}`,
      [id, userId],
    );
    return rows.length ? toPairTrial(rows[0]) : null;
  }

  async insertTrial(m: EntityManager, t: Omit<PairTrial, 'id' | 'judged_at' | 'choices'>): Promise<void> {
    await execute(
      m,
      'INSERT INTO pc_trials (session_id, user_id, pair_id, left_video_id, right_video_id, assigned_at, ' +
        'expires_at, reserving, known_winner_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
      [
        t.session_id,
        t.user_id,
        t.pair_id,
        t.left_video_id,
        t.right_video_id,
        toSqlDateTime(t.assigned_at),
        toSqlDateTime(t.expires_at),
        t.reserving,
        t.known_winner_id,
      ],
    );
  }

  /** Stores the judgement; false when the trial was judged meanwhile (nothing written). */
  async judge(
    m: EntityManager,
    id: number,
    choices: Record<RatingDimension, PairChoice>,
    at: Date,
  ): Promise<boolean> {
    const result = await execute(
      m,
      'UPDATE pc_trials SET judged_at = ?, reserving = 0, clarity = ?, interaction = ?, depth = ?, overall = ? ' +
        'WHERE id = ? AND judged_at IS NULL',
      [toSqlDateTime(at), choices.clarity, choices.interaction, choices.depth, choices.overall, id],
    );
    return result.affected === 1;
  }

  /**
   * A judged pair: its reservation becomes a judgement (the load stays), or, when the sweep had released it, the
   * judgement joins the load again — load is always judgements plus open reservations.
   */
  async countJudged(m: EntityManager, pairId: number, wasReserving: boolean): Promise<void> {
    await execute(
      m,
      `UPDATE pc_pairs SET judged_count = judged_count + 1, ${
        wasReserving ? 'reserved_count = reserved_count - 1' : 'load_count = load_count + 1'
      } WHERE id = ?`,
      [pairId],
    );
  }

  /**
   * Unjudged pair trials whose reservation expired by `now`, at most `take`; MySQL holds them and skips rows
   * another transaction holds (a judgement, another sweep), as the trials' sweep does.
   */
  async expiredReservations(
    m: EntityManager,
    now: Date,
    take: number,
  ): Promise<Array<{ id: number; pair_id: number }>> {
    const rows = await select<Row>(
      m,
      'SELECT id, pair_id FROM pc_trials WHERE reserving = 1 AND judged_at IS NULL AND expires_at < ? ORDER BY id ' +
        `LIMIT ${Number(take)}${this.tx.dialect === 'mysql' ? ' FOR UPDATE SKIP LOCKED' : ''}`,
      [toSqlDateTime(now)],
    );
    return rows.map((r) => ({ id: Number(r.id), pair_id: Number(r.pair_id) }));
  }

  /** Ends these trials' reservations and gives each one back to its pair's load (a pair once per trial). */
  async releaseReservations(
    m: EntityManager,
    trials: ReadonlyArray<{ id: number; pair_id: number }>,
  ): Promise<void> {
    if (trials.length === 0) return;
    const ids = trials.map((t) => t.id);
    await execute(m, `UPDATE pc_trials SET reserving = 0 WHERE id IN (${placeholders(ids)})`, ids);
    await this.addToPairs(
      m,
      trials.map((t) => t.pair_id),
      -1,
    );
  }

  /**
   * Deletes the participant's pair trials (their data goes with them) and takes each out of its pair's counters:
   * a judgement out of judged_count, an open reservation out of reserved_count, and either out of the load.
   */
  async deleteForUser(m: EntityManager, userId: number): Promise<void> {
    const rows = await select<Row>(
      m,
      `SELECT id, pair_id, reserving, judged_at FROM pc_trials WHERE user_id = ? AND known_winner_id IS NULL ` +
        `ORDER BY id${this.tx.forUpdate}`,
      [userId],
    );
    const judged = rows
      .filter((r) => r.judged_at !== null && r.judged_at !== undefined)
      .map((r) => Number(r.pair_id));
    const reserving = rows
      .filter((r) => (r.judged_at === null || r.judged_at === undefined) && Number(r.reserving) === 1)
      .map((r) => Number(r.pair_id));
    await this.addToPairs(m, reserving, -1);
    for (const id of [...judged].sort((a, b) => a - b))
      await execute(
        m,
        'UPDATE pc_pairs SET load_count = load_count - 1, judged_count = judged_count - 1 WHERE id = ?',
        [id],
      );
    await execute(m, 'DELETE FROM pc_trials WHERE user_id = ?', [userId]);
  }

  /** Reserves the participant's released, unjudged trials again, with a new expiry. */
  async renewReleased(m: EntityManager, trials: readonly PairTrial[], expires: Date): Promise<void> {
    if (trials.length === 0) return;
    const ids = trials.map((t) => t.id);
    await execute(
      m,
      `UPDATE pc_trials SET reserving = 1, expires_at = ? WHERE id IN (${placeholders(ids)})`,
      [toSqlDateTime(expires), ...ids],
    );
    await this.addToPairs(
      m,
      trials.map((t) => t.pair_id),
      1,
    );
  }

  /** load_count and reserved_count + delta per listed pair, a pair listed twice moving twice; ascending ids. */
  private async addToPairs(m: EntityManager, pairIds: readonly number[], delta: 1 | -1): Promise<void> {
    const times = new Map<number, number>();
    for (const id of pairIds) times.set(id, (times.get(id) ?? 0) + 1);
    for (const [id, n] of [...times].sort((a, b) => a[0] - b[0])) {
      const d = delta * n;
      await execute(
        m,
        'UPDATE pc_pairs SET load_count = load_count + ?, reserved_count = reserved_count + ? WHERE id = ?',
        [d, d, id],
      );
    }
  }

  /** Outside any transaction, like the other reads of other modules. */
  async countJudgements(): Promise<number> {
    const rows = await select<Row>(
      this.tx.dataSource.manager,
      'SELECT COUNT(*) AS n FROM pc_trials WHERE judged_at IS NOT NULL',
      [],
    );
    return Number(rows[0]?.n ?? 0);
  }

  /**
   * A fingerprint of the judgements: count and sum of the ids of the judged trials. A judgement adds one (a judged
   * trial is never judged again) and a deletion takes some away, so any change moves it (dashboard's cache).
   */
  async judgementsFingerprint(m?: EntityManager): Promise<string> {
    const rows = await select<Row>(
      m ?? this.tx.dataSource.manager,
      'SELECT COUNT(*) AS n, SUM(id) AS s FROM pc_trials WHERE judged_at IS NOT NULL',
      [],
    );
    return `${Number(rows[0]?.n ?? 0)}:${Number(rows[0]?.s ?? 0)}`;
  }

  /** The participant's pair trials, outside any transaction (completion, personal-data export). */
  async trialsOfOutside(userId: number): Promise<PairTrial[]> {
    return this.trialsOf(this.tx.dataSource.manager, userId);
  }

  async judgements(): Promise<PairJudgementRow[]> {
    const rows = await select<Row>(
      this.tx.dataSource.manager,
      `SELECT ${TRIAL_COLUMNS} FROM pc_trials WHERE judged_at IS NOT NULL ORDER BY id`,
      [],
    );
    return rows.map((r) => {
      const t = toPairTrial(r);
      return {
        user_id: t.user_id,
        left_video_id: t.left_video_id,
        right_video_id: t.right_video_id,
        judged_at: t.judged_at as Date,
        known_winner_id: t.known_winner_id,
        choices: t.choices as Record<RatingDimension, PairChoice>,
      };
    });
  }
}
