import { type DynamicModule, Module, type ModuleMetadata, type Type } from '@nestjs/common';
import { ParticipantDirectory } from './participant-directory.js';

/** Which module provides the implementation of a port, and which of its exported classes fills it. */
export interface PortBinding<T> {
  imports: NonNullable<ModuleMetadata['imports']>;
  useExisting: Type<T>;
}

/**
 * Fills the ParticipantDirectory port. Auth sits below participants and cannot import it, so the app root binds the
 * implementation once (`ParticipantDirectoryModule.bind(...)` in app.module.ts). The binding is global because Nest
 * keeps one AuthModule instance for every plain `imports: [AuthModule]`, and that instance, like quality and
 * questionnaires, must see the port; only this one-token module is global, not the feature modules.
 */
@Module({})
export class ParticipantDirectoryModule {
  static bind(binding: PortBinding<ParticipantDirectory>): DynamicModule {
    return {
      module: ParticipantDirectoryModule,
      global: true,
      imports: binding.imports,
      providers: [{ provide: ParticipantDirectory, useExisting: binding.useExisting }],
      exports: [ParticipantDirectory],
    };
  }
}
