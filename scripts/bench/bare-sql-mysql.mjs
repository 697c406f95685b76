// The bare baseline's SQL on MySQL/MariaDB (mysql2 pool of 10, as the product's). A first start claims the 4
// least-loaded videos with FOR UPDATE SKIP LOCKED (concurrent starts take different rows, loads stay within 1) in one
// transaction with the session, trials and counters; deadlocks are retried like the product does.
import mysql from 'mysql2/promise';
import { sqlTime } from './sql-time.mjs';
import { HttpError, SQL, TTL_MS, VIDEOS_PER_PARTICIPANT, ratingValues } from './bare-common.mjs';

const RETRYABLE = new Set(['ER_LOCK_DEADLOCK', 'ER_LOCK_WAIT_TIMEOUT']);

export function mysqlStore(url) {
  const pool = mysql.createPool({ uri: url, connectionLimit: 10, timezone: 'Z', charset: 'utf8mb4' });
  const now = () => sqlTime('mysql', new Date());

  async function transaction(work) {
    for (let attempt = 1; ; attempt++) {
      const conn = await pool.getConnection();
      try {
        await conn.beginTransaction();
        const result = await work(conn);
        await conn.commit();
        return result;
      } catch (error) {
        await conn.rollback().catch(() => undefined);
        if (attempt >= 5 || !RETRYABLE.has(error.code)) throw error;
      } finally {
        conn.release();
      }
    }
  }

  async function firstStart(userId) {
    return transaction(async (conn) => {
      const at = new Date();
      const [session] = await conn.query('INSERT IGNORE INTO sessions (user_id, created_at) VALUES (?, ?)', [
        userId,
        sqlTime('mysql', at),
      ]);
      if (session.affectedRows !== 1) return null; // a racing start of the same participant made it
      const [videos] = await conn.query(
        'SELECT id FROM videos ORDER BY load_count, id LIMIT ? FOR UPDATE SKIP LOCKED',
        [VIDEOS_PER_PARTICIPANT],
      );
      const assigned = sqlTime('mysql', at);
      const expires = sqlTime('mysql', new Date(at.getTime() + TTL_MS));
      const ids = videos.map((v) => v.id);
      await conn.query(
        'INSERT INTO trials (session_id, user_id, video_id, assigned_at, expires_at, rated_at, reserving) VALUES ?',
        [ids.map((id) => [session.insertId, userId, id, assigned, expires, null, 1])],
      );
      await conn.query(
        'UPDATE videos SET reserved_count = reserved_count + 1, load_count = load_count + 1 WHERE id IN (?)',
        [ids],
      );
      return session.insertId;
    });
  }

  return {
    async login(email) {
      const [users] = await pool.query('SELECT id, name FROM users WHERE email = ?', [email]);
      if (users.length === 0) return null;
      await pool.query("INSERT INTO user_events (user_id, event_type, event_time) VALUES (?, 'login', ?)", [
        users[0].id,
        now(),
      ]);
      return users[0];
    },
    async start(userId) {
      const [sessions] = await pool.query('SELECT id FROM sessions WHERE user_id = ?', [userId]);
      let sessionId = sessions[0]?.id ?? (await firstStart(userId));
      if (sessionId === null)
        [[{ id: sessionId }]] = await pool.query('SELECT id FROM sessions WHERE user_id = ?', [userId]);
      const [rows] = await pool.query(SQL.assigned, [userId]);
      return { sessionId, rows };
    },
    async rate(userId, r) {
      return transaction(async (conn) => {
        const [trials] = await conn.query(
          'SELECT video_id, reserving, rated_at FROM trials WHERE id = ? AND user_id = ? FOR UPDATE',
          [r.trialId, userId],
        );
        const trial = trials[0];
        if (!trial) throw new HttpError(404, 'trial not found');
        if (trial.rated_at !== null) throw new HttpError(409, 'This video has already been rated.');
        const at = now();
        await conn.query('UPDATE trials SET rated_at = ?, reserving = 0 WHERE id = ?', [at, r.trialId]);
        const [rating] = await conn.query(SQL.insertRating, ratingValues(userId, trial, r, at));
        await conn.query(SQL.countRating, [trial.reserving, trial.reserving, trial.video_id]);
        return rating.insertId;
      });
    },
    async close() {
      await pool.end();
    },
  };
}
