// The public surface of the videos module: the only file other modules and the app root import from it.
export { type CatalogueVideo } from './catalogue-video.js';
export { type DimensionScores, type VideoSumsRow } from './video-allocation.repository.js';
export {
  allocationRuleOf,
  requiredSums,
  VideoAllocationService,
  type AllocationRule,
} from './video-allocation.service.js';
export { VideoClaimsService } from './video-claims.service.js';
export { VideoCountersService } from './video-counters.service.js';
export { type StimulusFacts, VideosService } from './videos.service.js';
export { VideosModule } from './videos.module.js';
export { ManifestError } from './import/manifest.js';
export { MEDIA_TOOL_NICENESS } from './import/media-probe.js';
export { formatReport } from './import/report-text.js';
export { StimuliImportModule } from './import/stimuli-import.module.js';
export { ImportBusyError, type ImportReport, StimuliImportService } from './import/stimuli-import.service.js';
export { VideoReferencesService } from './video-references.service.js';
export type { ContentReferences } from './video-references.repository.js';
