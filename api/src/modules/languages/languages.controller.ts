import { Controller, Get, Param } from '@nestjs/common';
import { ApiOkResponse } from '@nestjs/swagger';
import { ApiRoutes, type PublicLanguage, type PublicLanguageCatalogue } from '@vvq/contracts';
import { PublicLanguageCatalogueDto, PublicLanguageDto } from './dto/language-catalogue.dto.js';
import { LanguageCodePipe } from './language-code.pipe.js';
import { LanguageCataloguesService } from './language-catalogues.service.js';

/** Public: the participant app reads the uploaded languages and, for the one a participant reads, its texts. */
@Controller()
export class LanguagesController {
  constructor(private readonly catalogues: LanguageCataloguesService) {}

  @Get(ApiRoutes.languages)
  @ApiOkResponse({ type: PublicLanguageDto, isArray: true })
  list(): Promise<PublicLanguage[]> {
    return this.catalogues.publicList();
  }

  @Get(ApiRoutes.languageCatalogue(':code'))
  @ApiOkResponse({ type: PublicLanguageCatalogueDto })
  one(@Param('code', new LanguageCodePipe()) code: string): Promise<PublicLanguageCatalogue> {
    return this.catalogues.publicOne(code);
  }
}
