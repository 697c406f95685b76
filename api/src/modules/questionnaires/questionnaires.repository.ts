import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, type EntityManager, In, type Repository, type SelectQueryBuilder } from 'typeorm';
import { NO_LIMIT, pageByIds } from '../../common/list/list-page.js';
import { TransactionRunner } from '../../database/transaction-runner.js';
import { Questionnaire } from './questionnaire.entity.js';

/** The admin list's filter: questionnaires of these participants (by name) or of this participant id. */
export interface QuestionnaireFilter {
  named: readonly number[];
  id: number | null;
}

/** One page of the admin list, sorted by a whitelisted column (`q.<column>`) and then by id. */
export interface QuestionnairePageQuery {
  filter: QuestionnaireFilter | null;
  column: string;
  direction: 'ASC' | 'DESC';
  limit?: number;
  offset?: number;
}

/** Every query on `questionnaires`; the services decide the transactions and pass their EntityManager along. */
@Injectable()
export class QuestionnairesRepository {
  constructor(
    @InjectRepository(Questionnaire) private readonly questionnaires: Repository<Questionnaire>,
    private readonly tx: TransactionRunner,
  ) {}

  countForUser(userId: number): Promise<number> {
    return this.tx.dataSource.getRepository(Questionnaire).count({ where: { user_id: userId } });
  }

  /** Inserts the answers in the caller's transaction; the unique index on user_id refuses a second one. */
  async insert(m: EntityManager, row: Omit<Questionnaire, 'id'>): Promise<number> {
    const result = await m.getRepository(Questionnaire).insert(row);
    return Number(result.identifiers[0].id);
  }

  byUserIds(userIds: readonly number[]): Promise<Questionnaire[]> {
    return this.tx.dataSource.getRepository(Questionnaire).find({ where: { user_id: In([...userIds]) } });
  }

  forUser(userId: number): Promise<Questionnaire | null> {
    return this.tx.dataSource.getRepository(Questionnaire).findOne({ where: { user_id: userId } });
  }

  async deleteForUser(m: EntityManager, userId: number): Promise<void> {
    await m.getRepository(Questionnaire).delete({ user_id: userId });
  }

  /** Newest submission first. */
  newestFirst(): Promise<Questionnaire[]> {
    return this.questionnaires.find({ order: { submitted_at: 'DESC', id: 'DESC' } });
  }

  findById(id: number): Promise<Questionnaire | null> {
    return this.questionnaires.findOne({ where: { id } });
  }

  /** The page's rows and the number of matching questionnaires. */
  page(query: QuestionnairePageQuery): Promise<[Questionnaire[], number]> {
    const filtered = () => this.filtered(this.questionnaires.createQueryBuilder('q'), query.filter);
    return Promise.all([
      pageByIds(
        filtered()
          .orderBy(query.column, query.direction)
          .addOrderBy('q.id', query.direction)
          .limit(query.limit ?? NO_LIMIT)
          .offset(query.offset ?? 0),
        'q',
        (ids) => this.questionnaires.find({ where: { id: In(ids) } }),
      ),
      filtered().getCount(),
    ]);
  }

  private filtered(
    qb: SelectQueryBuilder<Questionnaire>,
    filter: QuestionnaireFilter | null,
  ): SelectQueryBuilder<Questionnaire> {
    if (filter === null) return qb;
    const { named, id } = filter;
    return qb.where(
      new Brackets((or) => {
        if (named.length > 0) or.orWhere('q.user_id IN (:...named)', { named });
        if (id !== null) or.orWhere('q.user_id = :id', { id });
      }),
    );
  }
}
