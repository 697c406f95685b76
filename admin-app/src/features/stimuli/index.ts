// The public surface of the stimuli feature.
export { StimuliPage } from './components/stimuli-page';
export { stimuliQueryOptions } from './api/get-stimuli';
