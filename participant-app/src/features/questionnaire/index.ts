// What the rest of the participant app may use of the questionnaire (other features import only this file). Its page
// is loaded by exposed/lazy-pages.ts as its own chunk.
export { questionnaireStatusQueryOptions } from './api/check-questionnaire';
