// The bare baseline's SQL on SQLite (better-sqlite3, synchronous): each write is one IMMEDIATE transaction, which on a
// single connection also serialises the least-loaded pick without any extra lock.
import Database from 'better-sqlite3';
import { sqlTime } from './sql-time.mjs';
import { HttpError, SQL, TTL_MS, VIDEOS_PER_PARTICIPANT, ratingValues } from './bare-common.mjs';

export function sqliteStore(path) {
  const db = new Database(path, { timeout: 10_000 });
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  const now = () => sqlTime('sqlite', new Date());
  const q = {
    user: db.prepare('SELECT id, name FROM users WHERE email = ?'),
    event: db.prepare("INSERT INTO user_events (user_id, event_type, event_time) VALUES (?, 'login', ?)"),
    session: db.prepare('SELECT id FROM sessions WHERE user_id = ?'),
    newSession: db.prepare('INSERT INTO sessions (user_id, created_at) VALUES (?, ?)'),
    lowest: db.prepare('SELECT id FROM videos ORDER BY load_count, id LIMIT ?'),
    trial: db.prepare(
      'INSERT INTO trials (session_id, user_id, video_id, assigned_at, expires_at, rated_at, reserving) VALUES (?, ?, ?, ?, ?, NULL, 1)',
    ),
    reserve: db.prepare(
      'UPDATE videos SET reserved_count = reserved_count + 1, load_count = load_count + 1 WHERE id = ?',
    ),
    assigned: db.prepare(SQL.assigned),
    findTrial: db.prepare('SELECT video_id, reserving, rated_at FROM trials WHERE id = ? AND user_id = ?'),
    claim: db.prepare('UPDATE trials SET rated_at = ?, reserving = 0 WHERE id = ? AND rated_at IS NULL'),
    rating: db.prepare(SQL.insertRating),
    count: db.prepare(SQL.countRating),
  };
  const firstStart = db.transaction((userId) => {
    const existing = q.session.get(userId);
    if (existing) return existing.id;
    const at = new Date();
    const sessionId = Number(q.newSession.run(userId, sqlTime('sqlite', at)).lastInsertRowid);
    const expires = sqlTime('sqlite', new Date(at.getTime() + TTL_MS));
    for (const { id } of q.lowest.all(VIDEOS_PER_PARTICIPANT)) {
      q.trial.run(sessionId, userId, id, sqlTime('sqlite', at), expires);
      q.reserve.run(id);
    }
    return sessionId;
  });
  const rate = db.transaction((userId, r) => {
    const trial = q.findTrial.get(r.trialId, userId);
    if (!trial) throw new HttpError(404, 'trial not found');
    if (trial.rated_at !== null || q.claim.run(now(), r.trialId).changes !== 1)
      throw new HttpError(409, 'This video has already been rated.');
    const id = Number(q.rating.run(ratingValues(userId, trial, r, now())).lastInsertRowid);
    q.count.run(trial.reserving, trial.reserving, trial.video_id);
    return id;
  });
  return {
    async login(email) {
      const user = q.user.get(email);
      if (!user) return null;
      q.event.run(user.id, now());
      return user;
    },
    async start(userId) {
      const sessionId = q.session.get(userId)?.id ?? firstStart.immediate(userId);
      return { sessionId, rows: q.assigned.all(userId) };
    },
    async rate(userId, body) {
      return rate.immediate(userId, body);
    },
    async close() {
      db.close();
    },
  };
}
