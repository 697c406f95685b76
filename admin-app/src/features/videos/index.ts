// What other admin features use of the catalogue: the videos query (the quality screen marks catalogue videos).
export { videosQueryOptions } from './api/get-videos';
