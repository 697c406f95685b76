import { collectDefaultMetrics, Registry } from 'prom-client';

export const METRICS_REGISTRY = Symbol('METRICS_REGISTRY');

/**
 * One registry per app (not prom-client's global one), so two apps in one process (tests) never share series.
 * The default metrics are the process's: CPU, memory, handles, GC and event-loop lag (nodejs_eventloop_lag_*).
 */
export function createMetricsRegistry(): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  return registry;
}
