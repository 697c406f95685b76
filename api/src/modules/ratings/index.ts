// The public surface of the ratings module: the only file other modules and the app root import from it.
export { NO_RATINGS, RatingsReadService, type VideoRatingSummary } from './ratings-read.service.js';
export { RatingsModule } from './ratings.module.js';
export { RatingsService } from './ratings.service.js';
export { MethodReadinessService } from './method-readiness.service.js';
