import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DUMP_OPTIONS, documentedDumpLine, findTool, parseMysqlUrl } from '../mysql-backup.js';

describe('parseMysqlUrl', () => {
  it('reads host, port, decoded credentials and the database', () => {
    expect(parseMysqlUrl('mysql://vvq:p%40ss%3Aword@db.lab.org:3307/vvq_study')).toEqual({
      host: 'db.lab.org',
      port: 3307,
      user: 'vvq',
      password: 'p@ss:word',
      database: 'vvq_study',
    });
  });

  it('defaults the port to 3306 and rejects a URL without a database', () => {
    expect(parseMysqlUrl('mysql://root@127.0.0.1/vvq').port).toBe(3306);
    expect(() => parseMysqlUrl('mysql://root@127.0.0.1/')).toThrow('names no database');
  });
});

describe('the documented mysqldump line', () => {
  it('takes a consistent snapshot without locks and never shows the password', () => {
    const line = documentedDumpLine(
      parseMysqlUrl('mysql://vvq:secret@127.0.0.1:3306/vvq'),
      '/backups/vvq.sql',
    );
    expect(DUMP_OPTIONS).toContain('--single-transaction');
    expect(line).toBe(
      'mysqldump --single-transaction --quick --no-tablespaces --hex-blob --default-character-set=utf8mb4 ' +
        '-h 127.0.0.1 -P 3306 -u vvq -p vvq > /backups/vvq.sql',
    );
    expect(line).not.toContain('secret');
  });
});

describe('findTool', () => {
  it('prefers the first name that is an executable on PATH', () => {
    const dir = mkdtempSync(join(tmpdir(), 'vvq-tools-'));
    try {
      for (const name of ['mysqldump', 'mariadb-dump']) {
        writeFileSync(join(dir, name), '#!/bin/sh\n');
        chmodSync(join(dir, name), 0o755);
      }
      writeFileSync(join(dir, 'not-executable'), '');
      expect(findTool(['mariadb-dump', 'mysqldump'], `/nowhere:${dir}`)).toBe(join(dir, 'mariadb-dump'));
      expect(findTool(['not-executable', 'missing'], dir)).toBeNull();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
