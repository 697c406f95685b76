import type { Panel } from './panel.js';

export interface SignupRequest {
  name: string;
  email: string;
}
export interface SignupResponse {
  message: string;
}
export interface LoginRequest {
  email: string;
}
export interface LoginResponse {
  user_id: number;
  name: string;
  /** Signed, expiring bearer token; every participant call sends it as `Authorization: Bearer <token>`. */
  token: string;
}
export type UserEventType = 'login' | 'logout';
export interface UserEvent {
  event_type: UserEventType;
  event_time: string;
}
export interface AdminUserRow {
  id: number;
  /** null for a panel account, which has no e-mail. */
  email: string | null;
  /** A panel account's display name (e.g. "Prolific participant"): it has no name of its own. */
  name?: string;
  /** The panel a panel account came from and its id there; absent for accounts made by signup. */
  panel?: Panel;
  panel_participant_id?: string;
}
/** Error body every 4xx/5xx carries; `error` is the human-readable text the pages show. */
export interface ApiErrorBody {
  statusCode: number;
  error: string;
  message: string | string[];
}
/** Validation limits shared by forms and the server. */
export const NAME_PATTERN = /^[A-Za-z\s]+$/;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
