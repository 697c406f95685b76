import { useCallback, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { chooseLanguage, PARTICIPANT_LANGUAGES } from '@vvq/contracts';
import { ApiError } from '@vvq/ui';
import { currentLanguage, switchLanguage } from '../../../i18n';
import { getUserId } from '../../../lib/session-storage';
import { useApiBase } from '../../../lib/use-api-base';
import { loadOfferedLanguages, putParticipantLanguage } from '../api/language-api';
import {
  browserLanguages,
  languageParam,
  lockLanguage,
  markSynced,
  storedLanguage,
  storeLanguage,
  syncedLanguage,
} from '../utils/language-preferences';

/**
 * Shows the study in the participant's language and keeps the server's copy in step. The language is a `lang=` on
 * the link, else the tab's earlier choice, else the browser's preference — always one the study offers
 * (docs/developer/decisions/languages.md). A visitor whose browser prefers English and who asked for nothing sees
 * the spec's page without a single extra request; English is stored for a participant only once chosen.
 */
export function useParticipantLanguage(): void {
  const { search, pathname } = useLocation();
  const apiBase = useApiBase();
  const userId = getUserId();
  const apply = useApplyLanguage();

  useEffect(() => {
    const requested = languageParam(search) ?? storedLanguage();
    const preferences = browserLanguages();
    const likely = chooseLanguage(PARTICIPANT_LANGUAGES, requested, preferences);
    if (requested === null && likely === 'en' && currentLanguage() === 'en') return;
    let current = true;
    void loadOfferedLanguages(apiBase).then((offered) => {
      if (current) void apply(chooseLanguage(offered, requested, preferences), requested !== null);
    });
    return () => {
      current = false;
    };
    // pathname: a login or a panel entry changes the page, and the new participant's server copy is set then.
  }, [apiBase, apply, search, pathname, userId]);
}

/**
 * Switches to `language`: loads its catalogue, remembers the choice in the tab (`remember`) and stores it for the
 * logged-in participant. A 409 (they rated already) locks the switcher and goes back to the language they had.
 */
export function useApplyLanguage(): (language: string, remember: boolean) => Promise<void> {
  const apiBase = useApiBase();
  return useCallback(
    async (language: string, remember: boolean) => {
      const previous = currentLanguage();
      await switchLanguage(language);
      if (remember) storeLanguage(language);
      const userId = getUserId();
      if (!userId || syncedLanguage() === language) return;
      try {
        await putParticipantLanguage(apiBase, userId, language);
        markSynced(language);
      } catch (error) {
        if (error instanceof ApiError && error.status === 409) {
          lockLanguage();
          await switchLanguage(previous);
        } else console.error('Language not stored', error);
      }
    },
    [apiBase],
  );
}
