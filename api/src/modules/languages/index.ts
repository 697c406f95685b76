// The public surface of the languages module: the only file other modules and the app root import from it.
export { LanguagesModule } from './languages.module.js';
export { LanguageCataloguesService } from './language-catalogues.service.js';
