export const MESSAGE_MAX_LENGTH = 5000;
export interface ContactRequest {
  name: string;
  email: string;
  message: string;
}
export interface ContactResponse {
  message: string;
}
export interface ContactMessage {
  id: number;
  name: string;
  email: string;
  message: string;
  created_at: string;
}
export interface MarkAsAnsweredRequest {
  id: number;
}
