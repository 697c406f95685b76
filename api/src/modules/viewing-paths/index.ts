// The public surface of the viewing-paths module: the only file other modules and the app root import from it.
export { ViewingPathsModule } from './viewing-paths.module.js';
export {
  type CheckedPoseLog,
  type PreparedPoseLog,
  type TrialExploration,
  ViewingPathsService,
} from './viewing-paths.service.js';
