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
  email: string;
  name?: string;
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
