// What other admin features use of the study settings: the settings query (the quality screen words a trap's
// instruction in the study's own scale labels).
export { studySettingsQueryOptions } from './api/get-study-settings';
