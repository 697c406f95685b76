import { Controller, Get } from '@nestjs/common';
import { ApiRoutes, type PublicStudySettings } from '@vvq/contracts';
import { StudySettingsService } from './study-settings.service.js';

/** The settings the participant app needs (labels, checks, videos per session); no panel URLs or codes. */
@Controller()
export class StudySettingsController {
  constructor(private readonly settings: StudySettingsService) {}

  @Get(ApiRoutes.studySettings)
  get(): Promise<PublicStudySettings> {
    return this.settings.publicSettings();
  }
}
