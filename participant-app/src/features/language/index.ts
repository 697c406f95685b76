// What the rest of the participant app may use of the language feature (other features import only this file).
export { LanguageSwitcher } from './components/language-switcher';
export { useParticipantLanguage } from './hooks/use-participant-language';
export { lockLanguage } from './utils/language-preferences';
