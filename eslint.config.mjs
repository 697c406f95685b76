import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { checkModuleMap, repoRoot, restrictedZones } from './tools/eslint/architecture.mjs';
import { dataAccessConfig } from './tools/eslint/data-access.mjs';

checkModuleMap();

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/coverage/**',
      '**/data/**',
      '**/.nx/**',
      '**/__fixtures__/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  {
    // Boundaries (tools/eslint/architecture.mjs, docs/developer/architecture.md): no import cycles; apps -> libs only; in the
    // API, common/config/database never import modules and a module imports another only through its index.ts.
    files: ['**/*.{ts,tsx,mts,cts,js,mjs,cjs}'],
    plugins: { 'import-x': importX },
    settings: {
      // The plugin's TypeScript preset settings (without them no-cycle would not follow .ts files), our resolver.
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: ['api/tsconfig.json', 'libs/*/tsconfig*.json', '*/tsconfig.json'].map(
            (p) => `${repoRoot}/${p}`,
          ),
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { basePath: repoRoot, zones: restrictedZones() }],
    },
  },
  {
    // The science stays pure (libs/subjective/README.md): no framework, database or browser code, so a lab can run it
    // on its own data from plain Node and every estimator is testable without an app around it.
    files: ['libs/subjective/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@nestjs/*',
                'typeorm',
                'mysql2',
                'mysql2/*',
                'better-sqlite3',
                'react',
                'react-*',
                '@vvq/ui',
              ],
              message: 'libs/subjective is pure: no framework, database or UI imports.',
            },
          ],
        },
      ],
    },
  },
  {
    // The pose-log codec is shared with the API (libs/volumetric/README.md): no three.js, no framework, no DOM code.
    files: ['libs/volumetric/src/pose-log/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['three', 'three/*', 'draco3d', 'react', 'react-*', '@nestjs/*', '../*'],
              message: 'the pose log is pure: it imports nothing but its own folder.',
            },
          ],
        },
      ],
    },
  },
  // One way to the data: SQL only in a module's *.repository.ts (tools/eslint/data-access.mjs says where else and why).
  dataAccessConfig(),
  {
    files: ['**/*.tsx', 'libs/ui/**/*.ts', 'shell/**/*.ts', 'participant-app/**/*.ts', 'admin-app/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['**/*.mjs', '**/*.cjs', '**/*.js'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        fetch: 'readonly',
        Buffer: 'readonly',
        __dirname: 'readonly',
        module: 'writable',
        require: 'readonly',
      },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
