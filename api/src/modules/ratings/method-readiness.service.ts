import { Injectable } from '@nestjs/common';
import { PairJudgementsService } from '../sessions/index.js';
import { StudyMethodReadiness, type MethodRefusal } from '../study/index.js';
import { VideoReferencesService } from '../videos/index.js';
import { RatingsRepository } from './ratings.repository.js';

/**
 * Fills the study's StudyMethodReadiness port: ratings know whether the study has data, videos know the references.
 * A study with ratings keeps its method (decision: refuse rather than start a second phase, so one analysis never
 * mixes two methods; docs/developer/decisions/study-settings.md). ACR-HR and DCR need exactly one reference in every
 * content of the active catalogue (DCR shows it before each processed video, so it must also have one to rate).
 * Pair comparison pairs the videos of one content, so every content needs two; its judgements count as ratings.
 */
@Injectable()
export class MethodReadinessService extends StudyMethodReadiness {
  constructor(
    private readonly ratings: RatingsRepository,
    private readonly references: VideoReferencesService,
    private readonly pairJudgements: PairJudgementsService,
  ) {
    super();
  }

  async refusal(from: string, to: string): Promise<MethodRefusal | null> {
    const count = await this.ratings.count();
    if (count > 0)
      return {
        status: 409,
        reason: `The study already has ${count} rating${count === 1 ? '' : 's'} under method '${from}'; the method cannot change once ratings exist`,
      };
    const judged = await this.pairJudgements.count();
    if (judged > 0)
      return {
        status: 409,
        reason: `The study already has ${judged} pair judgement${judged === 1 ? '' : 's'} under method '${from}'; the method cannot change once ratings exist`,
      };
    if (to === 'pc') {
      const contents = await this.references.perContent();
      if (contents.length === 0)
        return { status: 400, reason: 'Pair comparison needs a catalogue; it has no videos' };
      const single = contents.filter((c) => c.videos < 2).map((c) => c.content);
      if (single.length)
        return {
          status: 400,
          reason: `Pair comparison needs two videos or more in every content; only one in: ${single.slice(0, 10).join(', ')}${single.length > 10 ? ` and ${single.length - 10} more` : ''}`,
        };
    }
    if (to === 'acr-hr' || to === 'dcr') {
      const name = to === 'dcr' ? 'DCR' : 'ACR-HR';
      const contents = await this.references.perContent();
      if (contents.length === 0)
        return { status: 400, reason: `${name} needs a catalogue; it has no videos` };
      const missing = contents.filter((c) => c.references === 0).map((c) => c.content);
      if (missing.length)
        return {
          status: 400,
          reason: `${name} needs a reference video in every content; none is marked in: ${missing.slice(0, 10).join(', ')}${missing.length > 10 ? ` and ${missing.length - 10} more` : ''}`,
        };
      const twice = contents.filter((c) => c.references > 1).map((c) => c.content);
      if (twice.length)
        return {
          status: 400,
          reason: `${name} needs exactly one reference per content; several are marked in: ${twice.slice(0, 10).join(', ')}`,
        };
      const onlyReference = contents.filter((c) => c.videos <= c.references).map((c) => c.content);
      if (to === 'dcr' && onlyReference.length)
        return {
          status: 400,
          reason: `DCR needs a processed video besides the reference in every content; none in: ${onlyReference.slice(0, 10).join(', ')}`,
        };
    }
    return null;
  }
}
