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

/** The SQL both stores share (the same text runs on SQLite and MySQL). */
export const SQL = {
  assigned: `SELECT t.id AS trial_id, t.video_id, t.rated_at, v.content, v.view, v.compression_type, v.qp, v.label, v.url
    FROM trials t JOIN videos v ON v.id = t.video_id WHERE t.user_id = ? ORDER BY t.id`,
  insertRating: `INSERT INTO ratings (trial_id, user_id, video_id, clarity, interaction, depth, overall, comments, rated_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  countRating:
    'UPDATE videos SET ratings_count = ratings_count + 1, reserved_count = reserved_count - ?, load_count = load_count + 1 - ? WHERE id = ?',
};

/** Parameters of SQL.insertRating. */
export const ratingValues = (userId, trial, r, at) => [
  r.trialId,
  userId,
  trial.video_id,
  r.clarity,
  r.interaction,
  r.depth,
  r.overall,
  r.comments ?? null,
  at,
];
