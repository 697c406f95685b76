import { Controller, Get, Header, Param } from '@nestjs/common';
import { ApiRoutes, CONSENT_TEXT, type ParticipantExport, type PrivacyPolicyResponse } from '@vvq/contracts';
import { IntParamPipe } from '../../common/pipes/int-param.pipe.js';
import { AdminAccess } from '../auth/index.js';
import { ConsentVersionsService } from '../questionnaires/index.js';
import { ParticipantExportService } from './participant-export.service.js';
import { RetentionService } from './retention.service.js';

/** The admins' privacy duties: a participant's data export (access request) and the policy in force. */
@Controller()
@AdminAccess()
export class PrivacyAdminController {
  constructor(
    private readonly exports: ParticipantExportService,
    private readonly retention: RetentionService,
    private readonly consent: ConsentVersionsService,
  ) {}

  // Personal data: no browser or proxy may keep a copy.
  @Get(ApiRoutes.admin.participantExport(':id'))
  @Header('Cache-Control', 'no-store')
  export(@Param('id', new IntParamPipe('user id')) id: number): Promise<ParticipantExport> {
    return this.exports.export(id);
  }

  @Get(ApiRoutes.admin.privacy)
  @Header('Cache-Control', 'no-store')
  async policy(): Promise<PrivacyPolicyResponse> {
    const current = await this.consent.find(this.consent.currentVersion);
    return {
      retention: this.retention.policy,
      consent: {
        version: this.consent.currentVersion,
        text: current?.text ?? CONSENT_TEXT,
        first_used_at: (current?.first_used_at ?? new Date()).toISOString(),
      },
    };
  }
}
