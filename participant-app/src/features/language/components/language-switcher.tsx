import { useEffect, useState } from 'react';
import { DEFAULT_OFFERED_LANGUAGES, offeredLanguages } from '@vvq/contracts';
import { languageName, useLanguage, useT } from '../../../i18n';
import { useApiBase } from '../../../lib/use-api-base';
import { loadOfferedLanguages } from '../api/language-api';
import { useApplyLanguage } from '../hooks/use-participant-language';
import { isLanguageLocked, LANGUAGE_LOCKED_EVENT } from '../utils/language-preferences';

/**
 * The language menu of the top bar, on every page until the participant's first rating; then the menu is replaced
 * by the language's name, because the scale they rated on must not change mid-study (the server refuses it too).
 * Each language is named in its own words and marked with its `lang`, so a screen reader pronounces it.
 */
export function LanguageSwitcher() {
  const t = useT();
  const language = useLanguage();
  const apiBase = useApiBase();
  const apply = useApplyLanguage();
  const [offered, setOffered] = useState<string[]>(() => offeredLanguages(DEFAULT_OFFERED_LANGUAGES));
  // The study's own list is read when the participant reaches for the menu (or the page needed it already), so the
  // spec's first page makes no extra request; until then the menu lists the shipped default.
  const [wanted, setWanted] = useState(false);
  // Read on every render (a login or logout re-renders the bar), and followed when the first rating locks it.
  const [, setLockedAt] = useState(0);
  useEffect(() => {
    const follow = () => setLockedAt(Date.now());
    window.addEventListener(LANGUAGE_LOCKED_EVENT, follow);
    return () => window.removeEventListener(LANGUAGE_LOCKED_EVENT, follow);
  }, []);
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    void loadOfferedLanguages(apiBase).then((list) => {
      if (current) setOffered(list);
    });
    return () => {
      current = false;
    };
  }, [apiBase, wanted]);

  const options = offered.includes(language) ? offered : [language, ...offered];
  if (isLanguageLocked() || options.length < 2) {
    return (
      <span className="navbar-text me-lg-3" title={t('language.locked')} lang={language}>
        {languageName(language)}
      </span>
    );
  }
  return (
    // A plain <select> with Bootstrap's classes: react-bootstrap's Form would be one more chunk on every first page.
    <select
      className="form-select form-select-sm w-auto me-lg-3 my-2 my-lg-0"
      aria-label={t('language.label')}
      value={language}
      onFocus={() => setWanted(true)}
      onPointerDown={() => setWanted(true)}
      onChange={(event) => {
        const chosen = event.target.value;
        void loadOfferedLanguages(apiBase).then(async (list) => {
          if (list.includes(chosen)) await apply(chosen, true);
        });
      }}
      data-testid="language-switcher"
    >
      {options.map((code) => (
        <option key={code} value={code} lang={code}>
          {languageName(code)}
        </option>
      ))}
    </select>
  );
}
