import { useRuntimeConfig } from '@vvq/ui';

/** The API base the shell (or the standalone entry) provides. */
export function useApiBase(): string {
  return useRuntimeConfig().apiBase;
}
