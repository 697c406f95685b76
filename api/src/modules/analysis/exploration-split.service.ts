import { Injectable } from '@nestjs/common';
import { EXPLORATION_SPLIT_FIGURES, type ExplorationSplitResponse } from '@vvq/contracts';
import { AnalysisDataRepository } from './analysis-data.repository.js';
import type { ExplorationSplitQueryDto } from './dto/exploration-split-query.dto.js';
import { splitByExploration } from './exploration-split.js';

/** MOS of volumetric stimuli split by how much their viewers explored (docs/experimenter/analysis.md). */
@Injectable()
export class ExplorationSplitService {
  constructor(private readonly data: AnalysisDataRepository) {}

  async split(q: ExplorationSplitQueryDto): Promise<ExplorationSplitResponse> {
    const dimension = q.dimension ?? 'overall';
    const figure = q.figure ?? EXPLORATION_SPLIT_FIGURES[0];
    const flagged = q.flagged ?? 'exclude';
    const { trials, videos } = await this.data.explorationScores(dimension, figure, flagged === 'include');
    const split = splitByExploration(trials);
    const stimuli = [...split]
      .sort(([a], [b]) => a - b)
      .flatMap(([videoId, s]) => {
        const v = videos.get(videoId);
        if (!v) return [];
        return [{ video_id: videoId, label: v.label, content: v.content, qp: v.qp, ...s }];
      });
    return { dimension, figure, flagged, stimuli };
  }
}
