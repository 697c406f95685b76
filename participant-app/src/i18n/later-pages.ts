// What the pages after the first import their texts from: ./index's, plus the whole English catalogue and the wording
// of the API's messages (both need the rest of the English catalogue, which the first page does not load).
export * from './index';
export { en } from './whole-english';
export { wordApiMessage } from './api-messages';
