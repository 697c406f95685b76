#!/usr/bin/env node
// `npm run seed:scale -- --videos 8448 --participants 10000`: fills the database the API would use (DATABASE_URL for
// MySQL/MariaDB, else SQLITE_PATH, default data/vvq.sqlite) with a finished study of that size. The product's own
// migrations run first; the rows go in by bulk SQL in the product's schema. Refuses a database that already holds
// videos, participants or admins, so it never mixes into real data. See docs/benchmarks.md.
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import bcrypt from 'bcryptjs';
import { openDb } from './db-client.mjs';
import { sqlTime } from './sql-time.mjs';
import { databaseFromEnv, migrate } from './product-dist.mjs';
import { studyRows, toDialect } from './study-shape.mjs';

/** The administrator every seeded database gets, so `bench --url` can log in to the admin endpoints. */
export const BENCH_ADMIN = {
  email: 'bench-admin@example.org',
  password: 'bench-admin-password',
  name: 'Bench Admin',
};

const TABLES = [
  ['users', ['id', 'name', 'email', 'created_at']],
  ['user_events', ['user_id', 'event_type', 'event_time']],
  [
    'questionnaires',
    [
      'id',
      'user_id',
      'age',
      'gender',
      'education',
      'field_of_study',
      'familiarity',
      'experience',
      'understanding',
      'technical_knowledge',
      'quality_metrics',
      'previous_participation',
      'quiz1',
      'quiz2',
      'quiz3',
      'consent',
      'submitted_at',
    ],
  ],
  [
    'videos',
    [
      'id',
      'content',
      'view',
      'compression_type',
      'qp',
      'label',
      'url',
      'ratings_count',
      'reserved_count',
      'load_count',
    ],
  ],
  ['sessions', ['id', 'user_id', 'created_at']],
  [
    'trials',
    ['id', 'session_id', 'user_id', 'video_id', 'assigned_at', 'expires_at', 'rated_at', 'reserving'],
  ],
  [
    'ratings',
    [
      'id',
      'trial_id',
      'user_id',
      'video_id',
      'clarity',
      'interaction',
      'depth',
      'overall',
      'comments',
      'rated_at',
      'viewport_width',
      'viewport_height',
      'device_pixel_ratio',
      'played_to_end',
    ],
  ],
  ['contact_messages', ['id', 'name', 'email', 'message', 'created_at', 'answered_at']],
];
const ROW_KEYS = {
  users: 'users',
  user_events: 'events',
  questionnaires: 'questionnaires',
  videos: 'videos',
  sessions: 'sessions',
  trials: 'trials',
  ratings: 'ratings',
  contact_messages: 'messages',
};

async function assertEmpty(db) {
  const counts = {};
  // Admins do not count: a fresh SQLite database already has the local demo admin the API creates on first start.
  for (const table of ['videos', 'users', 'ratings']) {
    counts[table] = Number((await db.query(`SELECT COUNT(*) AS n FROM ${table}`))[0].n);
  }
  const filled = Object.entries(counts).filter(([, n]) => n > 0);
  if (filled.length > 0) {
    throw new Error(
      `the database is not empty (${filled.map(([t, n]) => `${n} ${t}`).join(', ')}): seed:scale only fills an empty ` +
        'database; point SQLITE_PATH at a new file or DATABASE_URL at an empty database',
    );
  }
}

async function upsertBenchAdmin(db) {
  const hash = await bcrypt.hash(BENCH_ADMIN.password, 10);
  const [existing] = await db.query('SELECT id FROM admins WHERE email = ?', [BENCH_ADMIN.email]);
  if (existing) await db.query('UPDATE admins SET password_hash = ? WHERE id = ?', [hash, existing.id]);
  else
    await db.insertRows(
      'admins',
      ['name', 'email', 'password_hash', 'created_at'],
      [[BENCH_ADMIN.name, BENCH_ADMIN.email, hash, sqlTime(db.dialect, new Date())]],
    );
}

/** Seeds `database`; returns the row counts. `log` receives progress lines. */
export async function seedScale({ database, videos, participants, log = () => {} }) {
  const t0 = performance.now();
  const since = () => `${((performance.now() - t0) / 1000).toFixed(1)} s`;
  log(`migrating ${database.type === 'mysql' ? 'the MySQL database' : database.path}…`);
  await migrate(database);
  const db = await openDb(database);
  try {
    await assertEmpty(db);
    const rows = toDialect(studyRows({ videoCount: videos, participants }), db.dialect);
    log(`generated ${participants} participants on ${videos} videos (${since()})`);
    const counts = {};
    for (const [table, columns] of TABLES) {
      const list = rows[ROW_KEYS[table]];
      await db.insertRows(table, columns, list);
      counts[table] = list.length;
      log(`  ${table}: ${list.length} rows (${since()})`);
    }
    await upsertBenchAdmin(db);
    log(`done in ${since()}; admin ${BENCH_ADMIN.email} / ${BENCH_ADMIN.password}`);
    return counts;
  } finally {
    await db.close();
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      videos: { type: 'string', default: '8448' },
      participants: { type: 'string', default: '10000' },
    },
  });
  const videos = Number(values.videos);
  const participants = Number(values.participants);
  if (!Number.isInteger(videos) || videos < 4 || !Number.isInteger(participants) || participants < 0) {
    throw new Error('usage: seed:scale -- [--videos N≥4] [--participants N≥0]');
  }
  const database = await databaseFromEnv();
  await seedScale({ database, videos, participants, log: (line) => console.log(`[seed] ${line}`) });
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop())) {
  main().catch((error) => {
    console.error(`[seed] ${error.message}`);
    process.exit(1);
  });
}
