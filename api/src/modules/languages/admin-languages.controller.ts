import { Body, Controller, Delete, Get, HttpCode, Param, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNoContentResponse, ApiOkResponse } from '@nestjs/swagger';
import { ApiRoutes, type LanguageCatalogueReport, type LanguageCatalogueSummary } from '@vvq/contracts';
import { AdminAccess, type AuthPrincipal, CurrentUser } from '../auth/index.js';
import {
  LanguageCatalogueReportDto,
  LanguageCatalogueSummaryDto,
  LanguageCatalogueUploadDto,
} from './dto/language-catalogue.dto.js';
import { LanguageCodePipe } from './language-code.pipe.js';
import { LanguageCataloguesService } from './language-catalogues.service.js';

/** The lab's own participant catalogues under /api/admin/languages: list, upload (checked, by line) and delete. */
@Controller()
@AdminAccess()
export class AdminLanguagesController {
  constructor(private readonly catalogues: LanguageCataloguesService) {}

  @Get(ApiRoutes.admin.languageCatalogues)
  @ApiOkResponse({ type: LanguageCatalogueSummaryDto, isArray: true })
  list(): Promise<LanguageCatalogueSummary[]> {
    return this.catalogues.list();
  }

  /** Stores the catalogue for the code, replacing an earlier upload; 400 with every problem by line. */
  @Put(ApiRoutes.admin.languageCatalogue(':code'))
  @ApiOkResponse({ type: LanguageCatalogueReportDto })
  @ApiBadRequestResponse({ description: 'The check’s problems, each with its line, in `issues`' })
  upload(
    @Param('code', new LanguageCodePipe()) code: string,
    @Body() dto: LanguageCatalogueUploadDto,
    @CurrentUser() admin: AuthPrincipal,
  ): Promise<LanguageCatalogueReport> {
    return this.catalogues.upload(code, dto, admin.id);
  }

  @Delete(ApiRoutes.admin.languageCatalogue(':code'))
  @HttpCode(204)
  @ApiNoContentResponse()
  remove(@Param('code', new LanguageCodePipe()) code: string): Promise<void> {
    return this.catalogues.remove(code);
  }
}
