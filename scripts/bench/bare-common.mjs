// What both bare stores share: the study constants and an error that carries its HTTP status.
export const VIDEOS_PER_PARTICIPANT = 4;
/** The product's default ASSIGNMENT_TTL_MINUTES (120). */
export const TTL_MS = 120 * 60_000;

export class HttpError extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}
