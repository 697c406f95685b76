import { PANELS, SessionKeys, VIDEOS_PER_SESSION, type AssignedVideo, type Panel } from '@vvq/contracts';

/** Everything the participant side keeps in session storage; logout removes all of it. */
export const PARTICIPANT_SESSION_KEYS = [
  SessionKeys.userId,
  SessionKeys.userName,
  SessionKeys.loginTime,
  SessionKeys.hasSubmitted,
  SessionKeys.sessionId,
  SessionKeys.assignedVideos,
  SessionKeys.videosAssigned,
  SessionKeys.userToken,
  SessionKeys.panel,
  SessionKeys.videosPerSession,
] as const;

export interface ParticipantLogin {
  userId: number;
  userName: string;
  token: string;
}

export function storeLogin({ userId, userName, token }: ParticipantLogin): void {
  sessionStorage.setItem(SessionKeys.userId, String(userId));
  sessionStorage.setItem(SessionKeys.userName, userName);
  sessionStorage.setItem(SessionKeys.loginTime, new Date().toLocaleString());
  sessionStorage.setItem(SessionKeys.userToken, token);
}

/**
 * Remembers (docs/developer/decisions/panel.md) that this participant came through a panel link (which
 * panel).
 */
export function storePanel(panel: Panel): void {
  sessionStorage.setItem(SessionKeys.panel, panel);
}

/** The panel of a participant who entered through a panel link, or null (signed up). */
export function getPanel(): Panel | null {
  const panel = sessionStorage.getItem(SessionKeys.panel);
  return (PANELS as readonly string[]).includes(panel ?? '') ? (panel as Panel) : null;
}

/** The study's scored videos per participant, as the last session start said (the spec's 4 before that). */
export function storeVideosPerSession(count: number): void {
  sessionStorage.setItem(SessionKeys.videosPerSession, String(count));
}

export function getVideosPerSession(): number {
  const stored = Number(sessionStorage.getItem(SessionKeys.videosPerSession));
  return Number.isInteger(stored) && stored >= 1 ? stored : VIDEOS_PER_SESSION;
}

export function clearParticipantSession(): void {
  for (const key of PARTICIPANT_SESSION_KEYS) sessionStorage.removeItem(key);
}

export function getUserId(): string | null {
  return sessionStorage.getItem(SessionKeys.userId);
}

export function getUserName(): string | null {
  return sessionStorage.getItem(SessionKeys.userName);
}

export function getUserToken(): string | null {
  return sessionStorage.getItem(SessionKeys.userToken);
}

/** Spec section 6: a participant is logged in when both user_name and user_id are stored. */
export function isParticipantLoggedIn(): boolean {
  return Boolean(getUserId() && getUserName());
}

export function getHasSubmitted(): boolean {
  return sessionStorage.getItem(SessionKeys.hasSubmitted) === 'true';
}

export function setHasSubmitted(value: boolean): void {
  sessionStorage.setItem(SessionKeys.hasSubmitted, String(value));
}

export function storeAssignedVideos(sessionId: number, videos: AssignedVideo[]): void {
  sessionStorage.setItem(SessionKeys.sessionId, String(sessionId));
  sessionStorage.setItem(SessionKeys.assignedVideos, JSON.stringify(videos));
  sessionStorage.setItem(SessionKeys.videosAssigned, 'true');
}

export function clearAssignedVideos(): void {
  sessionStorage.removeItem(SessionKeys.assignedVideos);
  sessionStorage.setItem(SessionKeys.videosAssigned, 'false');
}

export function getVideosAssigned(): boolean {
  return sessionStorage.getItem(SessionKeys.videosAssigned) === 'true';
}

/** The stored list, or an empty one when it is missing or unreadable. */
export function getAssignedVideos(): AssignedVideo[] {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(SessionKeys.assignedVideos) ?? '[]');
    return Array.isArray(parsed) ? (parsed as AssignedVideo[]) : [];
  } catch {
    return [];
  }
}
