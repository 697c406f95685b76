import {
  ApiRoutes,
  DEFAULT_OFFERED_LANGUAGES,
  offeredLanguages,
  PARTICIPANT_LANGUAGES,
  type ParticipantLanguageResponse,
  type PublicLanguage,
  type PublicLanguageCatalogue,
} from '@vvq/contracts';
import { apiRequest } from '@vvq/ui';
import { registerUploadedLanguages, type UploadedLanguage } from '../../../i18n';
import { participantRequest } from '../../../lib/participant-request';
import { readStudySettings } from '../../study-texts';

let offered: Promise<string[]> | null = null;

/**
 * The catalogues the lab uploaded (GET /api/languages), registered with the i18n module so a participant can read
 * them; each one's texts are fetched only when a participant switches to it. A failed read is no upload.
 */
async function loadUploadedLanguages(apiBase: string): Promise<string[]> {
  const list = await apiRequest<PublicLanguage[] | null>(apiBase, ApiRoutes.languages).catch(() => null);
  const languages = new Map<string, UploadedLanguage>();
  for (const language of Array.isArray(list) ? list : []) {
    languages.set(language.code, {
      name: language.name,
      dir: language.dir,
      load: async () =>
        (await apiRequest<PublicLanguageCatalogue>(apiBase, ApiRoutes.languageCatalogue(language.code)))
          .entries,
    });
  }
  registerUploadedLanguages(languages);
  return [...languages.keys()];
}

/**
 * The languages the study offers (setting offered_languages) among those the app can show (shipped, or uploaded by
 * the lab), read once per page load with plain requests (the first page has no TanStack Query). A failed read offers
 * the shipped default, and the server checks the choice anyway.
 */
export function loadOfferedLanguages(apiBase: string): Promise<string[]> {
  // The same public answer the welcome page reads (one request when both want it within 30 s).
  offered ??= Promise.all([readStudySettings(apiBase), loadUploadedLanguages(apiBase)])
    .then(([settings, uploaded]) =>
      offeredLanguages(settings?.offered_languages ?? DEFAULT_OFFERED_LANGUAGES, [
        ...PARTICIPANT_LANGUAGES,
        ...uploaded,
      ]),
    )
    .catch(() => offeredLanguages(DEFAULT_OFFERED_LANGUAGES));
  return offered;
}

/** For tests: forget the offer read by an earlier render. */
export function forgetOfferedLanguages(): void {
  offered = null;
}

/** Stores the participant's language on the server (400 not offered, 409 fixed since the first rating). */
export function putParticipantLanguage(
  apiBase: string,
  userId: string,
  language: string,
): Promise<ParticipantLanguageResponse> {
  return participantRequest<ParticipantLanguageResponse>(apiBase, ApiRoutes.participantLanguage(userId), {
    method: 'PUT',
    body: { language },
  });
}
