// The one-way-to-the-data rule of eslint.config.mjs (tools/eslint/data-access.mjs) must fail on TypeORM or raw-sql
// access planted in a service and pass the same code in a repository; each case lints a file that is not in the tree.
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { ESLint } from 'eslint';
import { repoRoot } from '../architecture.mjs';

const eslint = new ESLint({ cwd: repoRoot, ignore: false });

async function ruleIds(path, code) {
  const [result] = await eslint.lintText(code, { filePath: join(repoRoot, path) });
  return result.messages.map((m) => m.ruleId ?? m.message);
}

const SLOW = 120_000;

const VIOLATIONS = [
  ['getRepository', "export const f = (m: { getRepository(x: unknown): unknown }) => m.getRepository('x');"],
  [
    'createQueryBuilder',
    'export const f = (m: { createQueryBuilder(): unknown }) => m.createQueryBuilder();',
  ],
  ['.query()', "export const f = (m: { query(s: string): unknown }) => m.query('SELECT 1');"],
  [
    '@InjectRepository',
    "import { InjectRepository } from '@nestjs/typeorm';\nexport const f = InjectRepository;",
  ],
  [
    "an EntityManager's data methods",
    "import type { EntityManager } from 'typeorm';\nexport const f = (manager: EntityManager) => manager.insert('x', {});",
  ],
  ['the DataSource', 'export const f = (tx: { dataSource: unknown }) => tx.dataSource;'],
  ['database/raw-sql', "export { select } from '../../database/raw-sql.js';"],
];

describe('one way to the data (eslint.config.mjs)', () => {
  it(
    'lets a service pass its transaction on: naming the EntityManager type is allowed',
    async () => {
      const code =
        "import type { EntityManager } from 'typeorm';\nexport const f = (m: EntityManager, g: (m: EntityManager) => void) => g(m);";
      const ids = await ruleIds('api/src/modules/videos/planted.service.ts', code);
      expect(ids.filter((id) => id === 'no-restricted-syntax')).toEqual([]);
    },
    SLOW,
  );

  it.each(VIOLATIONS)(
    'refuses %s in a service',
    async (_name, code) => {
      const ids = await ruleIds('api/src/modules/videos/planted.service.ts', code);
      expect(ids.some((id) => id === 'no-restricted-syntax' || id === 'no-restricted-imports')).toBe(true);
    },
    SLOW,
  );

  it.each(VIOLATIONS)(
    'allows %s in a repository',
    async (_name, code) => {
      const ids = await ruleIds('api/src/modules/videos/planted.repository.ts', code);
      expect(ids.filter((id) => id === 'no-restricted-syntax' || id === 'no-restricted-imports')).toEqual([]);
    },
    SLOW,
  );
});
