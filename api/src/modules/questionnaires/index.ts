// The public surface of the questionnaires module: the only file other modules and the app root import from it.
export type { Questionnaire as QuestionnaireRecord } from './questionnaire.entity.js';
export { QuestionnairesModule } from './questionnaires.module.js';
export { QuestionnairesService } from './questionnaires.service.js';
export { ConsentVersionsService } from './consent/consent-versions.service.js';
export { QuestionnaireExportService } from './questionnaire-export.service.js';
