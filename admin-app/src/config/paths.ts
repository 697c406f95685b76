/** Absolute admin paths (the shell and the standalone entry both mount the admin routes under /admin/*). */
export const paths = {
  entry: '/admin',
  login: '/admin/login',
  dashboard: '/admin/dashboard',
  users: '/admin/users',
  videos: '/admin/videos',
  viewFeedback: '/admin/view-feedback',
  videoFeedback: (videoId: number | string) => `/admin/view-feedback/${videoId}`,
  messages: '/admin/messages',
  questionnaireList: '/admin/questionaire-list',
  questionnaire: (id: number | string) => `/admin/questionnaire/${id}`,
  analysis: '/admin/analysis',
  studySettings: '/admin/study-settings',
  quality: '/admin/quality',
  stimuli: '/admin/stimuli',
} as const;

/** Child paths relative to the /admin/* mount point. */
export const routes = {
  login: 'login',
  dashboard: 'dashboard',
  users: 'users',
  videos: 'videos',
  viewFeedback: 'view-feedback',
  videoFeedback: 'view-feedback/:videoId',
  messages: 'messages',
  questionnaireList: 'questionaire-list',
  questionnaire: 'questionnaire/:id',
  analysis: 'analysis',
  studySettings: 'study-settings',
  quality: 'quality',
  stimuli: 'stimuli',
} as const;
