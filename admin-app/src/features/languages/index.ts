// The admin's language catalogues (upload, report, list, delete).
export { LanguageCataloguesPage } from './components/language-catalogues-page';
