import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import type { DeclaredGoldPair, DeclaredGoldPairsResponse } from '@vvq/contracts';
import { TransactionRunner } from '../../database/transaction-runner.js';
import { VideoReferencesService } from '../videos/index.js';
import { PairAssignmentRepository } from './pair-assignment.repository.js';

/**
 * The gold pairs a lab declares itself under pair comparison: two active videos of one content and the one a
 * participant should choose (e.g. a high against a low bitrate where the reference is not the obvious winner).
 * While any is declared, PairSessionsService draws gold pairs from these instead of the reference pairs
 * (docs/developer/decisions/quality.md). A declaration is a mark on the pair's pc_pairs row, so it is exactly a
 * pair the study can assign; the row is created here when no pair session has needed it yet.
 */
@Injectable()
export class PairGoldPairsService {
  constructor(
    private readonly tx: TransactionRunner,
    private readonly catalogue: VideoReferencesService,
    private readonly pairs: PairAssignmentRepository,
  ) {}

  async list(): Promise<DeclaredGoldPairsResponse> {
    const rows = await this.pairs.declaredGold();
    const pairs: DeclaredGoldPair[] = [];
    for (const r of rows) {
      const other = r.winner === r.video_a_id ? r.video_b_id : r.video_a_id;
      const [w, o] = await Promise.all([
        this.catalogue.catalogueVideo(r.winner),
        this.catalogue.catalogueVideo(other),
      ]);
      pairs.push({
        pair_id: r.id,
        content: w?.content ?? o?.content ?? '',
        winner_video_id: r.winner,
        winner_label: w?.label ?? '',
        other_video_id: other,
        other_label: o?.label ?? '',
      });
    }
    return { pairs };
  }

  /** Declares the pair gold with this winner (a second declaration of the same two videos changes the winner). */
  async declare(winnerId: number, otherId: number): Promise<DeclaredGoldPair> {
    if (winnerId === otherId)
      throw new BadRequestException(
        'A gold pair needs two different videos: winner_video_id equals other_video_id',
      );
    const [winner, other] = await Promise.all([
      this.catalogue.catalogueVideo(winnerId),
      this.catalogue.catalogueVideo(otherId),
    ]);
    for (const [id, video] of [
      [winnerId, winner],
      [otherId, other],
    ] as const) {
      if (!video) throw new NotFoundException(`No catalogue video with id ${id}`);
      if (video.retired)
        throw new BadRequestException(
          `Video '${video.label}' (id ${id}) is retired; a gold pair needs two active videos`,
        );
    }
    if (!winner || !other) throw new NotFoundException('No such catalogue video');
    if (winner.content !== other.content)
      throw new BadRequestException(
        `A gold pair is two videos of the same content: '${winner.label}' is of '${winner.content}', '${other.label}' of '${other.content}'`,
      );
    const [a, b] = winnerId < otherId ? [winnerId, otherId] : [otherId, winnerId];
    const pairId = await this.tx.write(async (m) => {
      await this.pairs.insertPairs(m, [[a, b]]);
      const id = await this.pairs.pairId(m, a, b);
      if (id === null) throw new Error(`pc_pairs row of ${a}:${b} missing right after its insert`);
      await this.pairs.setGoldWinner(m, id, winnerId);
      return id;
    });
    return {
      pair_id: pairId,
      content: winner.content,
      winner_video_id: winnerId,
      winner_label: winner.label,
      other_video_id: otherId,
      other_label: other.label,
    };
  }

  /** Withdraws a declaration; pairs already assigned as gold keep the winner they were assigned with. */
  async withdraw(pairId: number): Promise<void> {
    const done = await this.tx.write((m) => this.pairs.setGoldWinner(m, pairId, null));
    if (!done) throw new NotFoundException(`No declared gold pair with id ${pairId}`);
  }
}
