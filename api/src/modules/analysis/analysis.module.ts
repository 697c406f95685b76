import { EnvironmentCheckModule } from '../environment-check/index.js';
import { Module, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import { ParticipantsModule } from '../participants/index.js';
import { QualityModule } from '../quality/index.js';
import { QuestionnairesModule } from '../questionnaires/index.js';
import { RatingsModule } from '../ratings/index.js';
import { SessionsModule } from '../sessions/index.js';
import { StudyModule } from '../study/index.js';
import { VideosModule } from '../videos/index.js';
import { ViewingPathsModule } from '../viewing-paths/index.js';
import { AnalysisDataRepository } from './analysis-data.repository.js';
import { AnalysisExportController } from './analysis-export.controller.js';
import { AnalysisExportService } from './analysis-export.service.js';
import { AnalysisController } from './analysis.controller.js';
import { AnalysisService } from './analysis.service.js';
import { ExplorationSplitController } from './exploration-split.controller.js';
import { ExplorationSplitService } from './exploration-split.service.js';
import { MethodAnalysisController } from './method-analysis.controller.js';
import { MethodAnalysisService } from './method-analysis.service.js';
import { registerCsvBodyParser } from './csv-body-parser.js';
import { MleInconsistencyEstimator } from './mle-inconsistency.estimator.js';
import { AnalysisWorkerPool } from './worker/analysis-worker-pool.service.js';
import { AuthModule } from '../auth/index.js';

/**
 * BT.500 analysis of the ratings under /api/admin/analysis (see docs/experimenter/analysis.md); owns no table. Its
 * MleInconsistencyEstimator fills the InconsistencyEstimator port that the rating transaction's gating asks (declared
 * by quality, below ratings), bound in app.module.ts; nothing else is exported.
 */
@Module({
  imports: [
    AuthModule,
    RatingsModule,
    VideosModule,
    SessionsModule,
    QuestionnairesModule,
    EnvironmentCheckModule,
    ParticipantsModule,
    QualityModule,
    StudyModule,
    ViewingPathsModule,
  ],
  controllers: [
    AnalysisController,
    AnalysisExportController,
    MethodAnalysisController,
    ExplorationSplitController,
  ],
  providers: [
    AnalysisDataRepository,
    AnalysisWorkerPool,
    MethodAnalysisService,
    AnalysisService,
    AnalysisExportService,
    ExplorationSplitService,
    MleInconsistencyEstimator,
  ],
  exports: [MleInconsistencyEstimator],
})
export class AnalysisModule implements OnModuleInit {
  constructor(private readonly adapterHost: HttpAdapterHost) {}

  onModuleInit(): void {
    // Runs inside app.init(), before Fastify is ready, which is when content-type parsers may still be added.
    registerCsvBodyParser(this.adapterHost.httpAdapter.getInstance<FastifyInstance>());
  }
}
