// The participant app's texts: the catalogues, the current language and how API messages are worded.
import en from './locales/en.json';

export { en };
export {
  currentLanguage,
  localNumbers,
  optionLabel,
  t,
  useLanguage,
  useT,
  type MessageKey,
  type MessageValues,
} from './i18n';
export { wordApiMessage } from './api-messages';
export {
  applyDocumentLanguage,
  languageName,
  registerUploadedLanguages,
  switchLanguage,
  type UploadedLanguage,
} from './catalogues';
export { LinkedText } from './linked-text';
