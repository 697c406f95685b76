// What must still hold after any load: counters equal the rows, and every video's load within 1 of every other.
import { counterMismatches } from './pools.mjs';

export async function consistency(db) {
  const [loads] = await db.query(
    'SELECT MIN(load_count) AS low, MAX(load_count) AS high, COUNT(*) AS videos FROM videos',
  );
  const [rows] = await db.query(
    'SELECT (SELECT COUNT(*) FROM users) AS users, (SELECT COUNT(*) FROM ratings) AS ratings, (SELECT COUNT(*) FROM trials) AS trials',
  );
  const mismatches = await counterMismatches(db);
  return {
    videos: Number(loads.videos),
    loadLow: Number(loads.low),
    loadHigh: Number(loads.high),
    balanced: Number(loads.high) - Number(loads.low) <= 1,
    counterMismatches: mismatches.length,
    users: Number(rows.users),
    ratings: Number(rows.ratings),
    trials: Number(rows.trials),
  };
}
