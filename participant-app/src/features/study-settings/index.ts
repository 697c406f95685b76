// What the rest of the participant app may use of the public study settings (other features import only this file).
// The texts and the plain read live in the study-texts feature, which the welcome page uses without TanStack Query.
export { studySettingsQueryOptions } from './api/get-study-settings';
export { useKnownStudySettings, useStudySettings } from './hooks/use-study-settings';
export { studyTexts, videosNamed, type StudyTexts } from '../study-texts';
