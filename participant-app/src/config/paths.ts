/** Absolute participant routes (spec section 2). The remote is mounted at `/*`, so these are also the URLs. */
export const paths = {
  landing: '/',
  signup: '/signup',
  login: '/login',
  dashboard: '/dashboard',
  questionnaire: '/questionnaire',
  rateVideos: '/rate-videos',
  /** Pair comparison's screen (study setting method=pc) instead of Rate Videos. */
  compareVideos: '/compare-videos',
  contact: '/contact',
  distortionExamples: '/distortion-examples',
  /**
   * The completion code and redirect (docs/developer/decisions/panel.md#completion) after the last rating.
   */
  completion: '/completion',
  /**
   * Screen-out (docs/developer/decisions/panel.md#screen-out): why the participant cannot go on (navigation
   * state `{ reason }`), then the screen-out URL.
   */
  screenOut: '/screen-out',
} as const;

/** The same routes relative to the remote's mount point, as `<Routes>` inside the remote declares them. */
export const relativePaths = {
  signup: 'signup',
  login: 'login',
  dashboard: 'dashboard',
  questionnaire: 'questionnaire',
  rateVideos: 'rate-videos',
  compareVideos: 'compare-videos',
  contact: 'contact',
  distortionExamples: 'distortion-examples',
  completion: 'completion',
  screenOut: 'screen-out',
} as const;
