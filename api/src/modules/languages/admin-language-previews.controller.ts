import { Controller, Get, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse } from '@nestjs/swagger';
import { ApiRoutes, type PublicLanguage, type PublicLanguageCatalogue } from '@vvq/contracts';
import { AdminAccess } from '../auth/index.js';
import { PublicLanguageCatalogueDto, PublicLanguageDto } from './dto/language-catalogue.dto.js';
import { LanguageCodePipe } from './language-code.pipe.js';
import { LanguageCataloguesService } from './language-catalogues.service.js';

/**
 * The admin area stays English, but what it previews of the participant's pages is in the participant's language
 * (the rating scale's words, say): these routes give every language a participant can read and one language's texts
 * merged as the participant app merges them.
 */
@Controller()
@AdminAccess()
export class AdminLanguagePreviewsController {
  constructor(private readonly catalogues: LanguageCataloguesService) {}

  @Get(ApiRoutes.admin.languagePreviews)
  @ApiOkResponse({ type: PublicLanguageDto, isArray: true })
  list(): Promise<PublicLanguage[]> {
    return this.catalogues.previewLanguages();
  }

  @Get(ApiRoutes.admin.languagePreview(':code'))
  @ApiOkResponse({ type: PublicLanguageCatalogueDto })
  @ApiNotFoundResponse({ description: 'No catalogue ships or has been uploaded for the code' })
  one(@Param('code', new LanguageCodePipe()) code: string): Promise<PublicLanguageCatalogue> {
    return this.catalogues.preview(code);
  }
}
