/**
 * API paths relative to the API base (default `{host}/api`). Parameterised paths are functions so that
 * front ends and tests build them the same way the controllers declare them.
 */
export const API_PREFIX = 'api';

export const ApiRoutes = {
  health: '/health',
  signup: '/signup',
  login: '/login',
  logLogoutEvent: (userId: number | string) => `/log-logout-event/${userId}`,
  checkQuestionnaire: (userId: number | string) => `/check-questionnaire/${userId}`,
  questionnaire: '/questionnaire',
  sessionStart: '/v2/session/start',
  ratings: '/v2/ratings',
  contact: '/contact',
  distortionExamples: '/videos/distortion-examples',
  admin: {
    login: '/admin/login',
    userCount: '/admin/user-count',
    videoRatingStats: '/admin/video-rating-stats',
    feedback: '/admin/feedback',
    userGrowth: '/admin/user-growth',
    users: '/admin/users',
    user: (id: number | string) => `/admin/users/${id}`,
    userEvents: '/admin/user-events',
    videos: '/admin/videos',
    ratingsByVideo: (videoId: number | string) => `/admin/ratings/by-video/${videoId}`,
    viewFeedback: '/admin/view-feedback',
    unansweredMessages: '/admin/unanswered-messages',
    markAsAnswered: '/admin/mark-as-answered',
    questionnaires: '/admin/questionnaires',
    questionnaire: (id: number | string) => `/admin/questionnaire/${id}`,
    participantExport: (id: number | string) => `/admin/participants/${id}/export`,
    privacy: '/admin/privacy',
  },
} as const;

/** Where the API serves media files (demo catalogue, distortion examples), relative to the host root. */
export const MEDIA_PREFIX = '/media';
