import { queryOptions } from '@tanstack/react-query';
import {
  ApiRoutes,
  type LanguageCatalogueReport,
  type LanguageCatalogueSummary,
  type LanguageCatalogueUpload,
} from '@vvq/contracts';
import { expectList } from '@vvq/ui';
import { adminRequest } from '../../../lib/admin-request';

export const LANGUAGE_CATALOGUES_KEY = ['admin', 'languages'] as const;

export async function getLanguageCatalogues(apiBase: string): Promise<LanguageCatalogueSummary[]> {
  return expectList<LanguageCatalogueSummary>(
    await adminRequest<unknown>(apiBase, ApiRoutes.admin.languageCatalogues),
    'language catalogues',
  );
}

export function languageCataloguesQueryOptions(apiBase: string) {
  return queryOptions({ queryKey: LANGUAGE_CATALOGUES_KEY, queryFn: () => getLanguageCatalogues(apiBase) });
}

/** Stores (or replaces) the code's catalogue; a 400 lists each problem by line. */
export function uploadLanguageCatalogue(
  apiBase: string,
  code: string,
  body: LanguageCatalogueUpload,
): Promise<LanguageCatalogueReport> {
  return adminRequest<LanguageCatalogueReport>(apiBase, ApiRoutes.admin.languageCatalogue(code), {
    method: 'PUT',
    body,
  });
}

export async function deleteLanguageCatalogue(apiBase: string, code: string): Promise<void> {
  await adminRequest<unknown>(apiBase, ApiRoutes.admin.languageCatalogue(code), { method: 'DELETE' });
}
