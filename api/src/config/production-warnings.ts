import type { AppConfig } from './app-config.js';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

function isDevelopmentOrigin(origin: string): boolean {
  return LOCAL_HOSTS.has(new URL(origin).hostname);
}

/**
 * Settings that are valid but almost certainly a mistake with NODE_ENV=production; main.ts logs each one as a
 * warning at every start (they are not refused: a lab may test a production build on one machine).
 */
export function productionWarnings(config: AppConfig): string[] {
  if (!config.production) return [];
  const warnings: string[] = [];
  const local = config.corsOrigins.filter(isDevelopmentOrigin);
  if (local.length > 0) {
    warnings.push(
      `CORS_ORIGINS allows development origins in production: ${local.join(', ')}. List only the public origins ` +
        'that call the API from another host (none in the README deployment, where every host proxies /api).',
    );
  }
  if (config.seedDemo) {
    warnings.push(
      'SEED_DEMO=true in production: the demo catalogue goes into empty tables and participants would rate it.',
    );
  }
  return warnings;
}
