// The participant app's texts as the first page needs them: the current language, `t` and switching catalogues. The
// pages after the first import from ./later-pages, which adds the rest of the English catalogue and the API's wording.
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
export {
  applyDocumentLanguage,
  languageName,
  registerUploadedLanguages,
  switchLanguage,
  type UploadedLanguage,
} from './catalogues';
export { LinkedText } from './linked-text';
