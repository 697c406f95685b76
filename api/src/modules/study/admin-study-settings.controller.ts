import { Body, Controller, Delete, Get, Param, Patch } from '@nestjs/common';
import { ApiRoutes, type AdminStudySettingsResponse, type StudySettingChange } from '@vvq/contracts';
import { AdminAccess, type AuthPrincipal, CurrentUser } from '../auth/index.js';
import { UpdateStudySettingsDto } from './dto/update-study-settings.dto.js';
import { StudySettingsService } from './study-settings.service.js';

@Controller()
@AdminAccess()
export class AdminStudySettingsController {
  constructor(private readonly settings: StudySettingsService) {}

  @Get(ApiRoutes.admin.studySettings)
  get(): Promise<AdminStudySettingsResponse> {
    return this.settings.adminView();
  }

  @Patch(ApiRoutes.admin.studySettings)
  update(
    @Body() dto: UpdateStudySettingsDto,
    @CurrentUser() admin: AuthPrincipal,
  ): Promise<AdminStudySettingsResponse> {
    return this.settings.update(admin.id, dto);
  }

  /** Back to the environment's value or the default, recorded in the history as a reset. */
  @Delete(ApiRoutes.admin.studySetting(':key'))
  reset(@Param('key') key: string, @CurrentUser() admin: AuthPrincipal): Promise<AdminStudySettingsResponse> {
    return this.settings.reset(admin.id, key);
  }

  @Get(ApiRoutes.admin.studySettingsHistory)
  history(): Promise<StudySettingChange[]> {
    return this.settings.history();
  }
}
