// The study's own texts over the spec's, and the public settings they come from, read with plain requests: the welcome
// page uses this feature, so nothing here may import TanStack Query or DEFAULT_STUDY_SETTINGS (every descriptor, 5 KB
// gzip); the study-settings feature holds the queries and the settings over their defaults.
export {
  forgetStudySettings,
  knownStudySettings,
  onStudySettings,
  readStudySettings,
} from './api/read-study-settings';
export { usePublicStudySettings } from './hooks/use-public-study-settings';
export { pairsNamed, studyTexts, videosNamed, type StudyTexts } from './utils/study-texts';
