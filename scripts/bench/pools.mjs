// Participants the load needs, added by SQL before a scenario so that no request is spent creating them:
// fresh ones (an account, nothing else: each first start happens once) and in-progress ones (a session with 4
// reserving, unrated trials on least-loaded videos, counters moved as the product moves them: a pool of ratings).
import { sqlTime } from './sql-time.mjs';
import { VIDEOS_PER_PARTICIPANT } from './study-shape.mjs';

const TTL_MS = 120 * 60_000;
let batch = 0;

/** Adds `count` participants with no session; returns [{ id, email }] in id order. */
export async function addFreshParticipants(db, count) {
  const tag = `${Date.now().toString(36)}${(batch++).toString(36)}`;
  const at = sqlTime(db.dialect, new Date());
  const rows = Array.from({ length: count }, (_, i) => [`Bench ${i}`, `fresh-${tag}-${i}@example.org`, at]);
  await db.insertRows('users', ['name', 'email', 'created_at'], rows);
  return db.query('SELECT id, email FROM users WHERE email LIKE ? ORDER BY id', [`fresh-${tag}-%`]);
}

/**
 * Adds `count` participants, each with a session and 4 reserving trials on the least-loaded videos (taken cyclically
 * from the catalogue ordered by load, which keeps every load within 1 of every other). Returns
 * [{ id, email, trialIds: [4 ids] }].
 */
export async function addInProgressParticipants(db, count) {
  const users = await addFreshParticipants(db, count);
  const videos = (await db.query('SELECT id FROM videos ORDER BY load_count, id')).map((v) => v.id);
  const now = new Date();
  const at = sqlTime(db.dialect, now);
  const expires = sqlTime(db.dialect, new Date(now.getTime() + TTL_MS));
  await db.insertRows(
    'sessions',
    ['user_id', 'created_at'],
    users.map((u) => [u.id, at]),
  );
  const sessions = new Map(
    (await db.query('SELECT id, user_id FROM sessions WHERE user_id >= ?', [users[0].id])).map((s) => [
      s.user_id,
      s.id,
    ]),
  );
  const trials = [];
  const added = new Map();
  users.forEach((u, i) => {
    for (let k = 0; k < VIDEOS_PER_PARTICIPANT; k++) {
      const videoId = videos[(i * VIDEOS_PER_PARTICIPANT + k) % videos.length];
      added.set(videoId, (added.get(videoId) ?? 0) + 1);
      trials.push([sessions.get(u.id), u.id, videoId, at, expires, null, 1]);
    }
  });
  await db.insertRows(
    'trials',
    ['session_id', 'user_id', 'video_id', 'assigned_at', 'expires_at', 'rated_at', 'reserving'],
    trials,
  );
  await moveReservations(db, added);
  const byUser = new Map(users.map((u) => [u.id, { ...u, trialIds: [] }]));
  for (const t of await db.query('SELECT id, user_id FROM trials WHERE user_id >= ? ORDER BY id', [
    users[0].id,
  ])) {
    byUser.get(t.user_id)?.trialIds.push(t.id);
  }
  return [...byUser.values()];
}

/** reserved_count and load_count += n for each video, one UPDATE per distinct n. */
async function moveReservations(db, added) {
  const byAmount = new Map();
  for (const [id, n] of added) byAmount.set(n, [...(byAmount.get(n) ?? []), id]);
  for (const [n, ids] of byAmount) {
    for (let i = 0; i < ids.length; i += 500) {
      const chunk = ids.slice(i, i + 500);
      await db.query(
        `UPDATE videos SET reserved_count = reserved_count + ?, load_count = load_count + ? WHERE id IN (${chunk.map(() => '?').join(', ')})`,
        [n, n, ...chunk],
      );
    }
  }
}

/** Every video's counters against its rows: the list of videos whose ratings/reserved/load counters disagree. */
export async function counterMismatches(db) {
  return db.query(
    `SELECT v.id, v.ratings_count, v.reserved_count, v.load_count,
            (SELECT COUNT(*) FROM ratings r WHERE r.video_id = v.id AND r.stall_flagged = 0) AS ratings,
            (SELECT COUNT(*) FROM trials t WHERE t.video_id = v.id AND t.reserving = 1) AS reserved
       FROM videos v
      WHERE v.ratings_count <> (SELECT COUNT(*) FROM ratings r WHERE r.video_id = v.id AND r.stall_flagged = 0)
         OR v.reserved_count <> (SELECT COUNT(*) FROM trials t WHERE t.video_id = v.id AND t.reserving = 1)
         OR v.load_count <> v.ratings_count + v.reserved_count`,
  );
}

/**
 * Waits until the server has finished what the last load left queued (autocannon stops sending at the deadline, but
 * a serialising server still works through the requests it holds): until the row counts stop moving. Otherwise the
 * next pool, prepared from the loads of this moment, would race the tail of the previous load.
 */
export async function waitUntilSettled(db, { quietMs = 750, maxMs = 120_000 } = {}) {
  const deadline = Date.now() + maxMs;
  let last = '';
  while (Date.now() < deadline) {
    const [row] = await db.query(
      'SELECT (SELECT COUNT(*) FROM trials) AS t, (SELECT COUNT(*) FROM ratings) AS r, (SELECT COUNT(*) FROM user_events) AS e',
    );
    const now = JSON.stringify(row);
    if (now === last) return;
    last = now;
    await new Promise((r) => setTimeout(r, quietMs));
  }
}
