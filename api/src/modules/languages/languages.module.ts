import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/index.js';
import { AdminLanguagePreviewsController } from './admin-language-previews.controller.js';
import { AdminLanguagesController } from './admin-languages.controller.js';
import { LanguageCatalogueRow } from './language-catalogue.entity.js';
import { LanguageCataloguesRepository } from './language-catalogues.repository.js';
import { LanguageCataloguesService } from './language-catalogues.service.js';
import { LanguagesController } from './languages.controller.js';

/** Owns `language_catalogues`: the participant catalogues a lab uploads, checked against the English one. */
@Module({
  imports: [AuthModule, TypeOrmModule.forFeature([LanguageCatalogueRow])],
  controllers: [LanguagesController, AdminLanguagesController, AdminLanguagePreviewsController],
  providers: [LanguageCataloguesRepository, LanguageCataloguesService],
  exports: [LanguageCataloguesService],
})
export class LanguagesModule {}
