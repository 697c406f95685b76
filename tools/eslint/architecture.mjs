// The import boundaries of the repository, as ESLint `import-x/no-restricted-paths` zones. docs/developer/architecture.md
// describes the same rules; tools/eslint/__tests__ proves each kind fails on a planted import.
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The four apps: none imports another; each may import the libraries. */
export const APPS = ['api', 'shell', 'participant-app', 'admin-app'];

/**
 * Which API modules each API module may import (through the imported module's `index.ts` only). The graph must stay
 * acyclic, so that no two modules import each other: a module lower down never imports one above it.
 * auth is at the bottom (guards, tokens, the ParticipantDirectory port); participants sits above sessions, ratings
 * and questionnaires because its deletion orchestrator calls them; admin-dashboard and analysis own no table and
 * compose the owners; privacy composes them for exports; metrics (Prometheus) reads the study counters from their
 * owners too.
 */
export const API_MODULE_DEPENDENCIES = {
  auth: [],
  health: [],
  // Study settings (docs/developer/decisions/study-settings.md): read by the modules whose behaviour they
  // switch.
  study: ['auth', 'languages'],
  // Participant catalogues a lab uploads: study checks offered_languages against them, participants the choice.
  languages: ['auth'],
  videos: ['auth'],
  // Viewing paths of volumetric stimuli: the stimulus's URL says whether a trial may carry one.
  'viewing-paths': ['auth', 'videos'],
  // Quality reads the study's scale words for the instructions of trap clips.
  quality: ['auth', 'study', 'videos'],
  sessions: ['auth', 'environment-check', 'quality', 'study', 'videos'],
  // The environment check reads the settings; ratings and pair judgements (sessions) ask it whether a participant may rate.
  'environment-check': ['auth', 'study'],
  ratings: ['auth', 'environment-check', 'quality', 'sessions', 'study', 'videos', 'viewing-paths'],
  questionnaires: ['auth', 'study'],
  messages: ['auth'],
  participants: [
    'auth',
    'environment-check',
    'languages',
    'quality',
    'questionnaires',
    'ratings',
    'sessions',
    'study',
    'viewing-paths',
  ],
  // sessions and study: under method pc the figures count pair judgements (sessions owns them), not ratings.
  'admin-dashboard': ['auth', 'participants', 'ratings', 'sessions', 'study', 'videos'],
  analysis: [
    'auth',
    'environment-check',
    'participants',
    'quality',
    'questionnaires',
    'ratings',
    'sessions',
    'study',
    'videos',
    'viewing-paths',
  ],
  privacy: [
    'auth',
    'environment-check',
    'messages',
    'participants',
    'quality',
    'questionnaires',
    'ratings',
    'sessions',
    'viewing-paths',
  ],
  metrics: ['participants', 'ratings', 'sessions'],
};

const API_SRC = 'api/src';
const MODULES = `${API_SRC}/modules`;

/** Throws when a module folder is missing from the map or the map has a cycle (checked when the config loads). */
export function checkModuleMap(map = API_MODULE_DEPENDENCIES, folders = apiModuleFolders()) {
  const missing = folders.filter((m) => !(m in map));
  if (missing.length)
    throw new Error(
      `eslint: add ${missing.join(', ')} to API_MODULE_DEPENDENCIES in tools/eslint/architecture.mjs`,
    );
  const state = new Map();
  const visit = (m, path) => {
    if (state.get(m) === 'done') return;
    if (state.get(m) === 'open')
      throw new Error(`eslint: API_MODULE_DEPENDENCIES has a cycle: ${[...path, m].join(' -> ')}`);
    state.set(m, 'open');
    for (const d of map[m] ?? []) visit(d, [...path, m]);
    state.set(m, 'done');
  };
  for (const m of Object.keys(map)) visit(m, []);
}

function apiModuleFolders() {
  return readdirSync(join(repoRoot, MODULES), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
}

function appZones() {
  const others = (app) => [...APPS.filter((a) => a !== app), 'e2e'].map((a) => `./${a}`);
  return [
    ...APPS.map((app) => ({
      target: `./${app}`,
      from: others(app),
      message: 'An app never imports another app (apps -> libs only; front ends reach the API over HTTP).',
    })),
    {
      target: './libs',
      from: [...APPS, 'e2e'].map((a) => `./${a}`),
      message: 'Libraries never import apps.',
    },
  ];
}

function apiLayerZones() {
  return [
    {
      target: [`./${API_SRC}/common`, `./${API_SRC}/config`, `./${API_SRC}/database`],
      from: `./${MODULES}`,
      message:
        'common/, config/ and database/ never import modules/ (modules -> common/config/database only).',
    },
    {
      target: `./${API_SRC}/config`,
      from: `./${API_SRC}/common`,
      message: 'config/ imports nothing from common/.',
    },
  ];
}

function apiModuleZones(map) {
  const zones = [];
  for (const [module, allowed] of Object.entries(map)) {
    for (const other of Object.keys(map)) {
      if (other === module) continue;
      const from = `./${MODULES}/${other}`;
      zones.push(
        allowed.includes(other)
          ? {
              target: `./${MODULES}/${module}`,
              from,
              except: ['./index.ts'],
              message: `Import modules/${other} through its index.ts only.`,
            }
          : {
              target: `./${MODULES}/${module}`,
              from,
              message: `modules/${module} may not import modules/${other} (allowed: ${allowed.join(', ') || 'none'}; see docs/developer/architecture.md).`,
            },
      );
    }
    // The app root, main.ts and the CLI reach a module through its public file too.
    zones.push({
      target: [`./${API_SRC}/*.ts`, `./${API_SRC}/cli/**`],
      from: `./${MODULES}/${module}`,
      except: ['./index.ts'],
      message: `Import modules/${module} through its index.ts only.`,
    });
  }
  return zones;
}

/**
 * The front ends whose `src/features/<feature>/` folders are held to the API's module rule: a feature imports another
 * only through that feature's `index.ts`.
 */
export const FEATURE_APPS = ['participant-app', 'admin-app'];

function featureFolders(app) {
  return readdirSync(join(repoRoot, app, 'src', 'features'), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
}

/** A feature's routed pages (`components/*-page.tsx`): exposed/ loads each lazily, as its own chunk. */
function pageFiles(app, feature) {
  const components = join(repoRoot, app, 'src', 'features', feature, 'components');
  try {
    return readdirSync(components)
      .filter((f) => f.endsWith('-page.tsx'))
      .map((f) => `./components/${f}`);
  } catch {
    return [];
  }
}

function featureZones(app, features = featureFolders(app)) {
  const src = `./${app}/src`;
  const zones = [];
  for (const feature of features) {
    const from = `${src}/features/${feature}`;
    zones.push({
      target: features.filter((f) => f !== feature).map((f) => `${src}/features/${f}`),
      from,
      except: ['./index.ts'],
      message: `Import features/${feature} through its index.ts only (see docs/developer/architecture.md).`,
    });
    // The app layer (routes, test helpers) may also load a routed page directly, so that each page stays its own
    // lazily loaded chunk instead of arriving with everything its feature's index.ts exports.
    zones.push({
      target: [`${src}/exposed`, `${src}/testing`, `${src}/main.tsx`],
      from,
      except: ['./index.ts', ...pageFiles(app, feature)],
      message: `Import features/${feature} through its index.ts or one of its pages only.`,
    });
  }
  // Shared code sits below the features.
  zones.push({
    target: ['components', 'config', 'hooks', 'lib'].map((d) => `${src}/${d}`),
    from: `${src}/features`,
    message: 'components/, config/, hooks/ and lib/ never import features/ (features -> shared code only).',
  });
  return zones;
}

/** Every zone, paths relative to the repository root. */
export function restrictedZones(map = API_MODULE_DEPENDENCIES) {
  return [
    ...appZones(),
    ...apiLayerZones(),
    ...apiModuleZones(map),
    ...FEATURE_APPS.flatMap((app) => featureZones(app)),
  ];
}
