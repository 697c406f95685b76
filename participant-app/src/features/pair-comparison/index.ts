// What the rest of the participant app may use of pair comparison (other features import only this file).
export { CompareVideosPage } from './components/compare-videos-page';
