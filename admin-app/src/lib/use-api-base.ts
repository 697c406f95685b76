import { useRuntimeConfig } from '@vvq/ui';

export function useApiBase(): string {
  return useRuntimeConfig().apiBase;
}
