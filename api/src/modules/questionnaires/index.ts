// The public surface of the questionnaires module: the only file other modules and the app root import from it.
export type { Questionnaire as QuestionnaireRecord } from './questionnaire.entity.js';
export { QuestionnairesModule } from './questionnaires.module.js';
export { QuestionnairesService } from './questionnaires.service.js';
