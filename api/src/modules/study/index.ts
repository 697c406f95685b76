export { StudyModule } from './study.module.js';
export { StudySettingsService } from './study-settings.service.js';
export { parseStudySettingsEnv, studyEnvName } from './study-settings-env.js';
export {
  StudyMethodReadiness,
  StudyMethodReadinessModule,
  type MethodRefusal,
} from './study-method-readiness.js';
