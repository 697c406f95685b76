import {
  ApiRoutes,
  DEFAULT_OFFERED_LANGUAGES,
  offeredLanguages,
  type ParticipantLanguage,
  type ParticipantLanguageResponse,
  type PublicStudySettings,
} from '@vvq/contracts';
import { apiRequest } from '@vvq/ui';
import { participantRequest } from '../../../lib/participant-request';

let offered: Promise<ParticipantLanguage[]> | null = null;

/**
 * The languages the study offers (setting offered_languages), read once per page load with a plain request (the first
 * page has no TanStack Query). A failed read offers the shipped default, and the server checks the choice anyway.
 */
export function loadOfferedLanguages(apiBase: string): Promise<ParticipantLanguage[]> {
  // The same public answer the study-settings feature reads, without its TanStack Query options.
  offered ??= apiRequest<Partial<PublicStudySettings> | null>(apiBase, ApiRoutes.studySettings)
    .then((settings) => offeredLanguages(settings?.offered_languages ?? DEFAULT_OFFERED_LANGUAGES))
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
  language: ParticipantLanguage,
): Promise<ParticipantLanguageResponse> {
  return participantRequest<ParticipantLanguageResponse>(apiBase, ApiRoutes.participantLanguage(userId), {
    method: 'PUT',
    body: { language },
  });
}
