// The public surface of the ratings module: the only file other modules and the app root import from it.
export type { Rating as RatingRecord } from './rating.entity.js';
export { NO_RATINGS, RatingsReadService, type VideoRatingSummary } from './ratings-read.service.js';
export type { DimensionScore } from './ratings.repository.js';
export { RatingsModule } from './ratings.module.js';
export { RatingsService } from './ratings.service.js';
