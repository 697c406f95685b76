import { queryOptions } from '@tanstack/react-query';
import {
  ApiRoutes,
  LANGUAGE_INFO,
  PARTICIPANT_LANGUAGES,
  type PublicLanguage,
  type PublicLanguageCatalogue,
} from '@vvq/contracts';
import { expectList, UnexpectedResponseError } from '@vvq/ui';
import { adminRequest } from '../../../lib/admin-request';

/** The languages the app ships, named as participants see them: the list before (or without) the server's answer. */
export const SHIPPED_LANGUAGES: PublicLanguage[] = PARTICIPANT_LANGUAGES.map((code) => ({
  code,
  name: LANGUAGE_INFO[code].name,
  dir: LANGUAGE_INFO[code].dir,
}));

/** Every language a participant can read: the shipped ones and those the lab uploaded. */
export async function getPreviewLanguages(apiBase: string): Promise<PublicLanguage[]> {
  return expectList<PublicLanguage>(
    await adminRequest<unknown>(apiBase, ApiRoutes.admin.languagePreviews),
    'preview languages',
  );
}

export function previewLanguagesQueryOptions(apiBase: string) {
  return queryOptions({
    queryKey: ['admin', 'language-previews'] as const,
    queryFn: () => getPreviewLanguages(apiBase),
  });
}

/** One language's texts as its participants read them (shipped, the lab's keys over them, English for the rest). */
export async function getLanguagePreview(apiBase: string, code: string): Promise<PublicLanguageCatalogue> {
  const answer = await adminRequest<PublicLanguageCatalogue>(apiBase, ApiRoutes.admin.languagePreview(code));
  if (typeof answer?.entries !== 'object' || answer.entries === null) {
    throw new UnexpectedResponseError('language preview');
  }
  return answer;
}

export function languagePreviewQueryOptions(apiBase: string, code: string) {
  return queryOptions({
    queryKey: ['admin', 'language-previews', code] as const,
    queryFn: () => getLanguagePreview(apiBase, code),
    // The shipped texts change only with a new build; an upload is rare. A minute spares refetching on every toggle.
    staleTime: 60_000,
  });
}
