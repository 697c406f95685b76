// The study's own texts over the spec's, and the public settings they come from, read with plain requests: the welcome
// page uses this feature, so nothing here may import TanStack Query (the study-settings feature holds the queries).
export { forgetStudySettings, getStudySettings, readStudySettings } from './api/read-study-settings';
export { useKnownStudySettings, usePublicStudySettings } from './hooks/use-public-study-settings';
export { studyTexts, videosNamed, type StudyTexts } from './utils/study-texts';
