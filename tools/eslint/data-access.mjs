// One way to the data (docs/developer/architecture.md): in the API, SQL, whether through TypeORM or the raw driver
// helpers of database/raw-sql.ts, lives only in the owning module's `*.repository.ts`. Services call repository
// methods (passing the transaction's EntityManager along when they run one), so a reader finds every query of a
// module in one place and a schema change touches one file per module.

/** What counts as reaching the database: each selector names a TypeORM or driver entry point. */
const DATA_ACCESS = [
  ['CallExpression[callee.property.name="getRepository"]', 'getRepository()'],
  ['CallExpression[callee.property.name="createQueryBuilder"]', 'createQueryBuilder()'],
  ['CallExpression[callee.property.name="query"]', '.query()'],
  ['Identifier[name="InjectRepository"]', '@InjectRepository'],
  ['Identifier[name="InjectDataSource"]', '@InjectDataSource'],
  // A service may name the EntityManager type (it passes its transaction on to a repository), not call it: these are
  // the manager's data methods, called on the names this code base gives a transaction's manager.
  [
    'CallExpression[callee.object.name=/^(m|manager|em|entityManager)$/][callee.property.name=/^(find|findOne|findBy|findOneBy|findAndCount|save|insert|update|upsert|delete|remove|increment|decrement|count|exists|transaction)$/]',
    "an EntityManager's data methods",
  ],
  ['MemberExpression[property.name="dataSource"]', 'the DataSource'],
];

const message = (what) =>
  `${what} outside a repository: SQL (ORM or raw) lives in the owning module's *.repository.ts; call a repository method.`;

/**
 * Files that may reach the database outside a `*.repository.ts`, and why:
 * - database/ is the plumbing itself (data source, TransactionRunner, raw-sql helpers, migrations, WAL checkpoints);
 * - backup/ and cli/ are operator tools that work on the whole database, not on one module's tables;
 * - common/rate-limit/ keeps its counters in a table of its own through a store built on the DataSource;
 * - health/ and metrics/ ask the connection pool itself whether it is alive and how busy it is (`SELECT 1`, pool
 *   sizes), which is about the database, not about any module's data;
 * - tests (unit specs and api/test/) set up and inspect rows directly.
 */
export const DATA_ACCESS_ALLOWED = [
  'api/src/**/*.repository.ts',
  'api/src/database/**',
  'api/src/backup/**',
  'api/src/cli/**',
  'api/src/common/rate-limit/**',
  'api/src/modules/health/**',
  'api/src/modules/metrics/**',
  'api/src/**/*.spec.ts',
  'api/test/**',
];

/** The eslint.config.mjs block: the rule is on for every API source file outside the list above. */
export function dataAccessConfig() {
  return {
    files: ['api/src/**/*.ts'],
    ignores: DATA_ACCESS_ALLOWED,
    rules: {
      'no-restricted-syntax': [
        'error',
        ...DATA_ACCESS.map(([selector, what]) => ({ selector, message: message(what) })),
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/database/raw-sql', '**/database/raw-sql.js'],
              message: message('database/raw-sql'),
            },
          ],
        },
      ],
    },
  };
}
