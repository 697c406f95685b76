// What the rest of the participant app may use of the public study settings (other features import only this file).
export { studySettingsQueryOptions } from './api/get-study-settings';
export { useKnownStudySettings, useStudySettings } from './hooks/use-study-settings';
export { studyTexts, videosNamed, type StudyTexts } from './utils/study-texts';
