// What the rest of the participant app may use of the rating session (other features import only this file).
export { assignedVideosQueryOptions, type SessionAssignment } from './api/load-assigned-videos';
export { refreshSession, sessionRefreshQueryOptions } from './api/start-session';
export { isFullSession } from './utils/full-session';
