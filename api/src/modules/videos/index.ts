// The public surface of the videos module: the only file other modules and the app root import from it.
export { type CatalogueVideo } from './catalogue-video.js';
export { VideoClaimsService } from './video-claims.service.js';
export { VideoCountersService } from './video-counters.service.js';
export { type StimulusFacts, VideosService } from './videos.service.js';
export { VideosModule } from './videos.module.js';
export { ManifestError } from './import/manifest.js';
export { formatReport } from './import/report-text.js';
export { StimuliImportModule } from './import/stimuli-import.module.js';
export { ImportBusyError, type ImportReport, StimuliImportService } from './import/stimuli-import.service.js';
