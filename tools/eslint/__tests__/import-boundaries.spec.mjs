// The boundary rules of eslint.config.mjs must fail on a planted violation and pass the allowed imports; each case
// lints a file that is not in the tree (lintText with its would-be path), importing real files of the tree.
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { ESLint } from 'eslint';
import { API_MODULE_DEPENDENCIES, checkModuleMap, repoRoot } from '../architecture.mjs';

const eslint = new ESLint({ cwd: repoRoot, ignore: false });

async function ruleIds(path, code) {
  const [result] = await eslint.lintText(code, { filePath: join(repoRoot, path) });
  return result.messages.map((m) => m.ruleId ?? m.message);
}

const RESTRICTED = 'import-x/no-restricted-paths';
// Resolving through every tsconfig of the repository takes a while on a busy machine.
const SLOW = 120_000;

describe('import boundaries (eslint.config.mjs)', () => {
  it.each([
    [
      'common/ into a module',
      'api/src/common/planted.ts',
      "export { AuthModule } from '../modules/auth/index.js';",
    ],
    [
      'database/ into a module',
      'api/src/database/planted.ts',
      "export { VideosService } from '../modules/videos/index.js';",
    ],
    [
      'config/ into common/',
      'api/src/config/planted.ts',
      "export { validationOptions } from '../common/validation-options.js';",
    ],
    [
      'a module into a module it may not import',
      'api/src/modules/sessions/planted.ts',
      "export { RatingsService } from '../ratings/index.js';",
    ],
    [
      "a module into another's internals",
      'api/src/modules/ratings/planted.ts',
      "export { Trial } from '../sessions/trial.entity.js';",
    ],
    [
      "the app root into a module's internals",
      'api/src/planted.ts',
      "export { SessionsService } from './modules/sessions/sessions.service.js';",
    ],
    [
      'one app into another',
      'admin-app/src/planted.ts',
      "export * from '../../participant-app/src/lib/session-storage.js';",
    ],
    ['the API into a front end', 'api/src/planted.ts', "export * from '../../shell/src/main.js';"],
    ['a library into an app', 'libs/ui/src/planted.ts', "export * from '../../../admin-app/src/main.js';"],
    [
      "a participant-app feature into another's internals",
      'participant-app/src/features/rating/planted.ts',
      "export { isFullSession } from '../session/utils/full-session';",
    ],
    [
      "the participant-app routes into a feature's internals",
      'participant-app/src/exposed/planted.ts',
      "export { signup } from '../features/signup/api/signup';",
    ],
    [
      'participant-app shared code into a feature',
      'participant-app/src/lib/planted.ts',
      "export { useStudySettings } from '../features/study-settings';",
    ],
  ])(
    'fails on %s',
    async (_case, path, code) => {
      expect(await ruleIds(path, code)).toContain(RESTRICTED);
    },
    SLOW,
  );

  it.each([
    [
      'a module through the public file of one it may import',
      'api/src/modules/ratings/planted.ts',
      "export { TrialsService } from '../sessions/index.js';",
    ],
    [
      'a module into common/ and database/',
      'api/src/modules/videos/planted.ts',
      "export { TransactionRunner } from '../../database/transaction-runner.js';\nexport { IntParamPipe } from '../../common/pipes/int-param.pipe.js';",
    ],
    [
      'the app root through a public file',
      'api/src/planted.ts',
      "export { SessionsModule } from './modules/sessions/index.js';",
    ],
    ['an app into a library', 'admin-app/src/planted.ts', "export * from '@vvq/contracts';"],
    [
      "a participant-app feature through another's index.ts",
      'participant-app/src/features/rating/planted.ts',
      "export { isFullSession } from '../session';",
    ],
    [
      'a participant-app feature into its own internals',
      'participant-app/src/features/rating/planted.ts',
      "export { submitRating } from './api/submit-rating';",
    ],
    [
      'the participant-app routes into a routed page',
      'participant-app/src/exposed/planted.ts',
      "export { SignupPage } from '../features/signup/components/signup-page';",
    ],
  ])(
    'allows %s',
    async (_case, path, code) => {
      expect(await ruleIds(path, code)).not.toContain(RESTRICTED);
    },
    SLOW,
  );

  it(
    'fails on an import cycle',
    async () => {
      const [result] = await eslint.lintFiles([join(repoRoot, 'tools/eslint/__fixtures__/cycle-a.ts')]);
      expect(result.messages.map((m) => m.ruleId)).toContain('import-x/no-cycle');
    },
    SLOW,
  );

  it('refuses a module map with a cycle or a module missing from it', () => {
    expect(() => checkModuleMap({ ...API_MODULE_DEPENDENCIES, videos: ['sessions'] })).toThrow(
      /cycle: .*videos -> sessions -> (quality -> )?videos|cycle: .*sessions -> (quality -> )?videos -> sessions/,
    );
    expect(() => checkModuleMap({ auth: [] }, ['auth', 'study'])).toThrow(
      /add study to API_MODULE_DEPENDENCIES/,
    );
  });
});
