import { type DynamicModule, Module, type ModuleMetadata, type Type } from '@nestjs/common';
import { InconsistencyEstimator } from './inconsistency-estimator.js';

/**
 * Fills the InconsistencyEstimator port that the rating transaction's gating asks. Quality (and ratings) sit below
 * analysis, which implements it, so the app root binds the implementation once (`InconsistencyEstimatorModule.bind(...)`
 * in app.module.ts). Global for the same reason as auth's ParticipantDirectoryModule: one token, seen by the single
 * RatingsModule instance that every plain import shares; the feature modules stay non-global.
 */
@Module({})
export class InconsistencyEstimatorModule {
  static bind(binding: {
    imports: NonNullable<ModuleMetadata['imports']>;
    useExisting: Type<InconsistencyEstimator>;
  }): DynamicModule {
    return {
      module: InconsistencyEstimatorModule,
      global: true,
      imports: binding.imports,
      providers: [{ provide: InconsistencyEstimator, useExisting: binding.useExisting }],
      exports: [InconsistencyEstimator],
    };
  }
}
