import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { retryTransaction } from '../../database/db-errors.js';
import { BALANCED_ORDER, VideosRepository, type ClaimOrder } from './videos.repository.js';

type Random = () => number;

interface Lowest {
  level: number;
  low: number;
  high: number;
}

/** Rounds of "read the lowest load, claim at it" before the transaction is run again from the start. */
const MAX_ROUNDS = 12;

/**
 * Claims the least-loaded videos for a session start without any global lock
 * (docs/developer/decisions/api.md), on SQLite and MySQL alike.
 *
 * A claim is the atomic conditional UPDATE `load_count = load_count + 1 … WHERE id = ? AND load_count = <lowest>`:
 * it only succeeds while the video is still at the lowest load level the transaction read. Concurrent starts that
 * aim at the same video serialise on its row; the loser's UPDATE matches nothing (the row moved up a level) and it
 * picks again. Since a video is only ever claimed at the current lowest level, after any number of concurrent starts
 * every load is within 1 of every other (loads only fall when a reservation is released).
 *
 * Why it is correct on MySQL: the caller's transaction runs at READ COMMITTED, so each read of the lowest level sees
 * what other starts have committed; a claim that another start has made but not committed blocks our UPDATE on that
 * row until it commits, and InnoDB then evaluates our WHERE against the committed row. On SQLite one writer runs at a
 * time and every claim succeeds at once.
 *
 * Which videos: among the eligible ones at the lowest level, each pick is the first at that level from a random
 * point of the id range (wrapping round), read through the (load_count, id) index — a bounded read however large
 * the catalogue, and a random tie-break, so concurrent participants do not get neighbouring ids (which in a
 * catalogue are usually versions of one content).
 *
 * The same claims serve adaptive allocation with another order (videos.repository.ts `adaptiveOrder`): the level is
 * alloc_level instead of load_count, and a row is claimable only below the ratings it needs.
 */
@Injectable()
export class VideoClaimsService {
  constructor(private readonly videos: VideosRepository) {}

  /**
   * Reserves `count` distinct videos outside `excluded` (each gets reserved_count and load_count + 1) and returns
   * their ids, or fewer when the catalogue has fewer eligible videos. Runs in the caller's transaction.
   */
  async claimLeastLoaded(
    m: EntityManager,
    excluded: readonly number[],
    count: number,
    random: Random = Math.random,
    order: ClaimOrder = BALANCED_ORDER,
  ): Promise<number[]> {
    const claimed: number[] = [];
    if (count <= 0) return claimed;
    for (let round = 0; round < MAX_ROUNDS; round++) {
      const skip = [...excluded, ...claimed];
      const lowest = await this.lowestLoad(m, skip, order);
      if (lowest === null) return claimed; // nothing eligible left
      const { level } = lowest;
      const picks = await this.picksAtLevel(m, lowest, skip, count - claimed.length, random, order);
      // Ascending ids: two starts claiming overlapping sets lock rows in one order, which avoids deadlocks.
      for (const id of picks.sort((a, b) => a - b)) {
        if (await this.videos.claim(m, id, level, order)) claimed.push(id);
      }
      if (claimed.length >= count) return claimed;
    }
    // Every round lost its picks to concurrent starts (the end of a load level under heavy load): start again.
    throw retryTransaction('video claims kept losing to concurrent session starts');
  }

  /** The lowest load among the eligible videos, and the catalogue's id range for the random points (one read). */
  private async lowestLoad(
    m: EntityManager,
    skip: readonly number[],
    order: ClaimOrder,
  ): Promise<Lowest | null> {
    const rows = await this.videos.lowestLoad(m, skip, order);
    if (rows.length === 0) return null;
    return { level: Number(rows[0].load_count), low: Number(rows[0].low), high: Number(rows[0].high) };
  }

  /**
   * Up to `n` distinct eligible ids at `level`: for each pick, the first id at or after a random point of the id
   * range; the lowest ids at the level fill in where a random point lies past the last one (the wrap-around). One
   * round trip: the sub-selects are a UNION ALL.
   */
  private async picksAtLevel(
    m: EntityManager,
    { level, low, high }: Lowest,
    skip: readonly number[],
    n: number,
    random: Random,
    order: ClaimOrder,
  ): Promise<number[]> {
    const froms: number[] = [];
    for (let i = 0; i < n; i++) froms.push(low + Math.floor(random() * (high - low + 1)));
    const rows = await this.videos.atLevel(m, level, skip, froms, n, order);
    const picked = new Set<number>();
    const wrapped: number[] = [];
    for (const row of rows) {
      if (Number(row.wrap) === 0) picked.add(Number(row.id));
      else wrapped.push(Number(row.id));
    }
    // Random points that found nothing, or found the same id twice, are filled from the start of the level.
    for (const id of wrapped) {
      if (picked.size >= n) break;
      picked.add(id);
    }
    return [...picked];
  }
}
