import { type DynamicModule, Module, type ModuleMetadata, type Type } from '@nestjs/common';

/** Why a study cannot switch to a test method now: 400 when the catalogue cannot serve it, 409 when ratings exist. */
export interface MethodRefusal {
  status: 400 | 409;
  reason: string;
}

/**
 * The port the study settings ask before the `method` setting changes. Study sits below the modules that know the
 * catalogue and the ratings, so one of them implements it and the app root binds it (`StudyMethodReadinessModule.bind`
 * in app.module.ts), like the other ports.
 */
export abstract class StudyMethodReadiness {
  abstract refusal(from: string, to: string): Promise<MethodRefusal | null>;
}

@Module({})
export class StudyMethodReadinessModule {
  static bind(binding: {
    imports: NonNullable<ModuleMetadata['imports']>;
    useExisting: Type<StudyMethodReadiness>;
  }): DynamicModule {
    return {
      module: StudyMethodReadinessModule,
      global: true,
      imports: binding.imports,
      providers: [{ provide: StudyMethodReadiness, useExisting: binding.useExisting }],
      exports: [StudyMethodReadiness],
    };
  }
}
