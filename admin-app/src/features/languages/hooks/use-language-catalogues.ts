import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LanguageCatalogueUpload } from '@vvq/contracts';
import { useApiBase } from '../../../lib/use-api-base';
import {
  deleteLanguageCatalogue,
  LANGUAGE_CATALOGUES_KEY,
  languageCataloguesQueryOptions,
  uploadLanguageCatalogue,
} from '../api/language-catalogues';

/** The uploaded catalogues, and the upload and delete that refresh the list. */
export function useLanguageCatalogues() {
  const apiBase = useApiBase();
  const queryClient = useQueryClient();
  const list = useQuery(languageCataloguesQueryOptions(apiBase));
  const refresh = () => queryClient.invalidateQueries({ queryKey: LANGUAGE_CATALOGUES_KEY });
  const upload = useMutation({
    mutationFn: ({ code, body }: { code: string; body: LanguageCatalogueUpload }) =>
      uploadLanguageCatalogue(apiBase, code, body),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (code: string) => deleteLanguageCatalogue(apiBase, code),
    onSuccess: refresh,
  });
  return { list, upload, remove };
}
