import { SessionKeys } from '@vvq/contracts';

/** Fired on window whenever the admin keys change, so the top bar and guard re-read them at once. */
export const ADMIN_SESSION_EVENT = 'vvq:admin-session';
/** Fired when an admin call answers 401: the admin must log in again. */
export const ADMIN_UNAUTHORIZED_EVENT = 'vvq:admin-unauthorized';

const ADMIN_KEYS = [
  SessionKeys.adminId,
  SessionKeys.adminName,
  SessionKeys.adminLoginTime,
  SessionKeys.adminToken,
];

export interface AdminSession {
  adminId: string;
  adminName: string;
}

export function readAdminSession(): AdminSession | null {
  const adminId = sessionStorage.getItem(SessionKeys.adminId);
  const adminName = sessionStorage.getItem(SessionKeys.adminName);
  return adminId && adminName ? { adminId, adminName } : null;
}

export function readAdminToken(): string | null {
  return sessionStorage.getItem(SessionKeys.adminToken);
}

export function storeAdminSession(adminId: number | string, name: string, token: string | undefined): void {
  sessionStorage.setItem(SessionKeys.adminId, String(adminId));
  sessionStorage.setItem(SessionKeys.adminName, name ?? '');
  sessionStorage.setItem(SessionKeys.adminLoginTime, new Date().toLocaleString());
  if (token) sessionStorage.setItem(SessionKeys.adminToken, token);
  window.dispatchEvent(new Event(ADMIN_SESSION_EVENT));
}

export function clearAdminSession(): void {
  for (const key of ADMIN_KEYS) sessionStorage.removeItem(key);
  window.dispatchEvent(new Event(ADMIN_SESSION_EVENT));
}
