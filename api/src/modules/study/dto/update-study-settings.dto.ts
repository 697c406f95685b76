import { STUDY_SETTING_LIST, type StudySettingsUpdate } from '@vvq/contracts';
import { decorateStudySettings } from './study-setting-decorators.js';

/**
 * PATCH /api/admin/study-settings: any subset of the settings. Also validates the STUDY_* environment values at
 * start, so an admin and a deployment get the same rules and messages. Its properties, their rules and their OpenAPI
 * schema come from the descriptors in @vvq/contracts (study-setting-descriptors.ts).
 */
export class UpdateStudySettingsDto implements StudySettingsUpdate {}
decorateStudySettings(UpdateStudySettingsDto, STUDY_SETTING_LIST);
