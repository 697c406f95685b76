import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminAccountsModule, AuthModule } from '../auth/index.js';
import { LanguagesModule } from '../languages/index.js';
import { AdminStudySettingsController } from './admin-study-settings.controller.js';
import { StudySettingChangeRow } from './study-setting-change.entity.js';
import { StudySettingRow } from './study-setting.entity.js';
import { StudySettingsController } from './study-settings.controller.js';
import { StudySettingsRepository } from './study-settings.repository.js';
import { StudySettingsService } from './study-settings.service.js';

/** Owns the study settings and their audit trail; other modules read them through StudySettingsService.current(). */
@Module({
  imports: [
    AuthModule,
    TypeOrmModule.forFeature([StudySettingRow, StudySettingChangeRow]),
    AdminAccountsModule,
    LanguagesModule,
  ],
  controllers: [StudySettingsController, AdminStudySettingsController],
  providers: [StudySettingsRepository, StudySettingsService],
  exports: [StudySettingsService],
})
export class StudyModule {}
