/**
 * API paths relative to the API base (default `{host}/api`). Parameterised paths are functions so that
 * front ends and tests build them the same way the controllers declare them.
 */
export const API_PREFIX = 'api';

export const ApiRoutes = {
  health: '/health',
  /** Liveness (the process answers) and readiness (database answers, migrations ran), for probes and proxies. */
  healthLive: '/health/live',
  healthReady: '/health/ready',
  /** Prometheus metrics, absent unless METRICS_ENABLED. */
  metrics: '/metrics',
  signup: '/signup',
  login: '/login',
  logLogoutEvent: (userId: number | string) => `/log-logout-event/${userId}`,
  checkQuestionnaire: (userId: number | string) => `/check-questionnaire/${userId}`,
  questionnaire: '/questionnaire',
  sessionStart: '/v2/session/start',
  ratings: '/v2/ratings',
  contact: '/contact',
  distortionExamples: '/videos/distortion-examples',
  distortionSections: '/videos/distortion-sections',
  /** The environment check's test clips: one stimulus of the study's catalogue per file type it uses. */
  testClips: '/videos/test-clips',
  /** Public study settings (no completion/screen-out URLs or codes). */
  studySettings: '/study-settings',
  /** Panel entry (Prolific, MTurk, SONA): an account per panel id, no name or e-mail. */
  panelEnter: '/panel/enter',
  /** The completion code and redirect once every assigned video is rated. */
  participantCompletion: (userId: number | string) => `/participants/${userId}/completion`,
  /** Records why a participant was screened out and answers where to send them. */
  participantScreenOut: (userId: number | string) => `/participants/${userId}/screen-out`,
  /** The environment check's result, stored per participant. */
  participantEnvironmentCheck: (userId: number | string) => `/participants/${userId}/environment-check`,
  /** A trial whose video the participant's browser cannot play: reported, released, skipped. */
  participantPlaybackFailures: (userId: number | string) => `/participants/${userId}/playback-failures`,
  /** The language the participant reads the study in: stored per participant, fixed after the first rating. */
  participantLanguage: (userId: number | string) => `/participants/${userId}/language`,
  /** Catalogues a lab uploaded (new languages, or fixes of a shipped one): the list, and one catalogue's texts. */
  languages: '/languages',
  languageCatalogue: (code: string) => `/languages/${code}`,
  admin: {
    login: '/admin/login',
    /** Ends the calling admin token only (the other sessions of that admin stay). */
    logout: '/admin/logout',
    /** Ends every token of the calling admin (token version bump), this one included. */
    logoutEverywhere: '/admin/logout-everywhere',
    userCount: '/admin/user-count',
    videoRatingStats: '/admin/video-rating-stats',
    feedback: '/admin/feedback',
    userGrowth: '/admin/user-growth',
    users: '/admin/users',
    user: (id: number | string) => `/admin/users/${id}`,
    userEvents: '/admin/user-events',
    videos: '/admin/videos',
    /** Per video: how often participants' browsers could not play it. */
    playbackFailures: '/admin/playback-failures',
    ratingsByVideo: (videoId: number | string) => `/admin/ratings/by-video/${videoId}`,
    viewFeedback: '/admin/view-feedback',
    unansweredMessages: '/admin/unanswered-messages',
    markAsAnswered: '/admin/mark-as-answered',
    questionnaires: '/admin/questionnaires',
    questionnaire: (id: number | string) => `/admin/questionnaire/${id}`,
    participantExport: (id: number | string) => `/admin/participants/${id}/export`,
    privacy: '/admin/privacy',
    studySettings: '/admin/study-settings',
    /** Participant catalogues a lab uploaded: the list; PUT checks and stores one, DELETE removes it. */
    languageCatalogues: '/admin/languages',
    languageCatalogue: (code: string) => `/admin/languages/${code}`,
    /** Every language a participant can read, and one language's texts as they read it (for the admin's previews). */
    languagePreviews: '/admin/language-previews',
    languagePreview: (code: string) => `/admin/language-previews/${code}`,
    studySettingsHistory: '/admin/study-settings/history',
    /** DELETE: forgets an admin's saved value, so the setting reads the environment's value or the default again. */
    studySetting: (key: string) => `/admin/study-settings/${key}`,
    /** Signatures of panel links, made with the study's write-only panel_link_secret. */
    panelLinkSignatures: '/admin/panel/link-signatures',
    /** Quality control: training/gold/trap marks and the participants stopped by live gating. */
    qualityMarks: '/admin/quality/marks',
    qualityMark: (videoId: number | string) => `/admin/quality/marks/${videoId}`,
    qualityFlags: '/admin/quality/flags',
    qualityFlagReverse: (flagId: number | string) => `/admin/quality/flags/${flagId}/reverse`,
    /** The catalogue with its lifecycle (ratings, reservations, file check, retired, attributes). */
    stimuli: '/admin/stimuli',
    /** Upload a manifest with its files (or one zip): the dry-run report, or the import when apply=true. */
    stimuliImport: '/admin/stimuli/import',
    /** Confirms an upload's dry run: its files move into the media folder and its rows are written (all or none). */
    stimuliImportApply: (uploadId: string) => `/admin/stimuli/import/${uploadId}/apply`,
    stimulus: (videoId: number | string) => `/admin/stimuli/${videoId}`,
    stimulusRetire: (videoId: number | string) => `/admin/stimuli/${videoId}/retire`,
    stimulusRestore: (videoId: number | string) => `/admin/stimuli/${videoId}/restore`,
    /** Volumetric stimuli: one trial's viewing path for the replay. */
    viewingPath: (trialId: number | string) => `/admin/viewing-paths/trials/${trialId}`,
    /** Volumetric stimuli: every viewing path of the study as one CSV, and its data dictionary. */
    viewingPathsCsv: '/admin/viewing-paths/export.csv',
    viewingPathsDictionary: '/admin/viewing-paths/dictionary.csv',
    /** Volumetric stimuli: where viewers looked from, per stimulus. */
    viewingSummary: (videoId: number | string) => `/admin/viewing-paths/stimuli/${videoId}/summary`,
    /** Adaptive allocation: each video's interval against the target, stops and the forecast (JSON, CSV). */
    allocation: '/admin/allocation',
    allocationCsv: '/admin/allocation/export.csv',
  },
} as const;

/** Where the API serves media files (demo catalogue, distortion examples), relative to the host root. */
export const MEDIA_PREFIX = '/media';
