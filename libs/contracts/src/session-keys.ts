/** Browser session-storage keys (spec section 3) plus the bearer tokens the server requires. */
export const SessionKeys = {
  userId: 'user_id',
  userName: 'user_name',
  loginTime: 'loginTime',
  hasSubmitted: 'hasSubmitted',
  sessionId: 'vve_session_id',
  assignedVideos: 'assignedVideos',
  videosAssigned: 'videosAssigned',
  userToken: 'user_token',
  /** Set for a participant who entered through a panel link: which panel. */
  panel: 'vvq_panel',
  /**
   * The study's scored videos per participant, from the last session start (4, the spec's number, when
   * absent).
   */
  videosPerSession: 'vvq_videos_per_session',
  adminId: 'admin_id',
  adminName: 'admin_name',
  adminLoginTime: 'admin_loginTime',
  adminToken: 'admin_token',
} as const;
