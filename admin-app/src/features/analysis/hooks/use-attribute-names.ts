import { useQuery } from '@tanstack/react-query';
import { useApiBase } from '../../../lib/use-api-base';
import { stimuliQueryOptions } from '../../stimuli';

/**
 * The names of the lab's own stimulus attributes (the manifest's further columns), sorted: what the analysis can add
 * conditions by. Empty while the catalogue loads, when it cannot be read, and for the demo (which has none).
 */
export function useAttributeNames(): string[] {
  const apiBase = useApiBase();
  const stimuli = useQuery({ ...stimuliQueryOptions(apiBase), retry: false });
  const names = new Set<string>();
  for (const row of stimuli.data ?? []) for (const name of Object.keys(row.attributes ?? {})) names.add(name);
  return [...names].sort((a, b) => a.localeCompare(b));
}
