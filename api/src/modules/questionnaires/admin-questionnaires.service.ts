import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import type { AdminListQuery, AdminQuestionnaireSort, ListPage, StoredQuestionnaire } from '@vvq/contracts';
import { filterText, wholeNumber } from '../../common/list/list-page.js';
import { ParticipantDirectory } from '../auth/index.js';
import type { Questionnaire } from './questionnaire.entity.js';
import { type QuestionnaireFilter, QuestionnairesRepository } from './questionnaires.repository.js';

export const MAX_NAMED_PARTICIPANTS = 10_000;
export const TOO_MANY_NAMES = `The filter matches the names of more than ${MAX_NAMED_PARTICIPANTS.toLocaleString('en')} participants: type more of the name.`;

const QUESTIONNAIRE_NOT_FOUND = 'No questionnaire found.';

/** Sort columns of the questionnaires list (a whitelist) and their default direction. */
const QUESTIONNAIRE_SORT_COLUMNS: Record<AdminQuestionnaireSort, { column: string; order: 'ASC' | 'DESC' }> =
  {
    submitted_at: { column: 'q.submitted_at', order: 'DESC' },
    user_id: { column: 'q.user_id', order: 'ASC' },
  };

type Answer<K extends keyof StoredQuestionnaire> = StoredQuestionnaire[K];

/** The stored answers are the enum values the DTO validated on the way in. */
export function toStoredQuestionnaire(q: Questionnaire, userName: string | null): StoredQuestionnaire {
  return {
    id: q.id,
    user_id: q.user_id,
    user_name: userName,
    submitted_at: q.submitted_at.toISOString(),
    age: q.age,
    gender: q.gender as Answer<'gender'>,
    education: q.education as Answer<'education'>,
    field_of_study: q.field_of_study as Answer<'field_of_study'>,
    familiarity: q.familiarity as Answer<'familiarity'>,
    experience: q.experience,
    understanding: q.understanding,
    technical_knowledge: q.technical_knowledge as Answer<'technical_knowledge'>,
    quality_metrics: q.quality_metrics as Answer<'quality_metrics'>,
    previous_participation: q.previous_participation as Answer<'previous_participation'>,
    quiz1: q.quiz1 as Answer<'quiz1'>,
    quiz2: q.quiz2 as Answer<'quiz2'>,
    quiz3: q.quiz3 as Answer<'quiz3'>,
    consent: Number(q.consent),
  };
}

@Injectable()
export class AdminQuestionnairesService {
  constructor(
    private readonly questionnaires: QuestionnairesRepository,
    private readonly participants: ParticipantDirectory,
  ) {}

  /** Newest submission first (the spec's call). */
  async list(): Promise<StoredQuestionnaire[]> {
    return this.withNames(await this.questionnaires.newestFirst());
  }

  /**
   * One page of the list and the number of matching questionnaires, cut in SQL: a whole number in `q` matches the
   * participant's id, any text matches inside the participant's name (their ids come from the participants' owner).
   * Default order newest first, as the whole list; ties by id so pages never overlap.
   */
  async page(query: AdminListQuery<AdminQuestionnaireSort>): Promise<ListPage<StoredQuestionnaire>> {
    const filter = await this.filter(query.q);
    if (filter === 'none') return { rows: [], total: 0 };
    const sort = QUESTIONNAIRE_SORT_COLUMNS[query.sort ?? 'submitted_at'];
    const direction = query.order ? (query.order === 'asc' ? 'ASC' : 'DESC') : sort.order;
    const [rows, total] = await this.questionnaires.page({
      filter,
      column: sort.column,
      direction,
      limit: query.limit,
      offset: query.offset,
    });
    return { rows: await this.withNames(rows), total };
  }

  /** The filter of the filter text, or 'none' when no participant can match (400 when too many names match). */
  private async filter(q: string | undefined): Promise<QuestionnaireFilter | null | 'none'> {
    const text = filterText(q);
    if (text === null) return null;
    const id = wholeNumber(text);
    const named = await this.participants.idsWithNameContaining(text);
    // The ids go into the query as one parameter each; SQLite takes at most 32,766 of them.
    if (named.length > MAX_NAMED_PARTICIPANTS) throw new BadRequestException(TOO_MANY_NAMES);
    if (named.length === 0 && id === null) return 'none';
    return { named, id };
  }

  /** :id is the questionnaire's id, as the list's View Questionnaire link builds it. */
  async one(id: number): Promise<StoredQuestionnaire> {
    const found = await this.questionnaires.findById(id);
    if (!found) throw new NotFoundException(QUESTIONNAIRE_NOT_FOUND);
    return (await this.withNames([found]))[0];
  }

  /** A questionnaire whose participant is gone keeps a null name. */
  private async withNames(rows: readonly Questionnaire[]): Promise<StoredQuestionnaire[]> {
    const names = await this.participants.namesById(rows.map((q) => q.user_id));
    return rows.map((q) => toStoredQuestionnaire(q, names.get(q.user_id) ?? null));
  }
}
