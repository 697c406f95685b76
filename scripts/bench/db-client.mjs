// One small SQL handle over either database, for the seeder and the benchmark's own preparation (never the product's
// code path): better-sqlite3 on a file, or a mysql2 connection on a DATABASE_URL. Rows come back as plain objects.
import Database from 'better-sqlite3';
import mysql from 'mysql2/promise';

/** Rows per multi-row INSERT: well under SQLite's 32,766 bound variables and MySQL's max_allowed_packet. */
const CHUNK_ROWS = 1000;

/** `database` as the product's config holds it: { type: 'sqlite', path } or { type: 'mysql', url }. */
export async function openDb(database) {
  return database.type === 'mysql' ? openMysql(database.url) : openSqlite(database.path);
}

function openSqlite(path) {
  const db = new Database(path, { timeout: 10_000 });
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  const statements = new Map();
  const prepared = (sql) => {
    let stmt = statements.get(sql);
    if (!stmt) statements.set(sql, (stmt = db.prepare(sql)));
    return stmt;
  };
  return {
    dialect: 'sqlite',
    async query(sql, params = []) {
      const stmt = prepared(sql);
      if (stmt.reader) return stmt.all(params);
      const info = stmt.run(params);
      return { insertId: Number(info.lastInsertRowid), affectedRows: info.changes };
    },
    async insertRows(table, columns, rows) {
      const insertChunk = db.transaction((chunk) => {
        const values = chunk.map(() => `(${columns.map(() => '?').join(', ')})`).join(', ');
        prepared(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${values}`).run(chunk.flat());
      });
      for (let i = 0; i < rows.length; i += CHUNK_ROWS) insertChunk(rows.slice(i, i + CHUNK_ROWS));
    },
    async close() {
      db.close();
    },
  };
}

async function openMysql(url) {
  // Dates are written as UTC strings (see sql-time.mjs), as the product's `timezone: 'Z'` does.
  const conn = await mysql.createConnection({ uri: url, timezone: 'Z', charset: 'utf8mb4' });
  return {
    dialect: 'mysql',
    async query(sql, params = []) {
      const [result] = await conn.query(sql, params);
      return Array.isArray(result)
        ? result
        : { insertId: result.insertId, affectedRows: result.affectedRows };
    },
    async insertRows(table, columns, rows) {
      for (let i = 0; i < rows.length; i += CHUNK_ROWS) {
        await conn.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ?`, [
          rows.slice(i, i + CHUNK_ROWS),
        ]);
      }
    },
    async close() {
      await conn.end();
    },
  };
}
