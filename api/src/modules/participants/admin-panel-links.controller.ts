import { Body, ConflictException, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse } from '@nestjs/swagger';
import { ApiRoutes, type PanelLinkSignaturesResponse } from '@vvq/contracts';
import { AdminAccess } from '../auth/index.js';
import { StudySettingsService } from '../study/index.js';
import { PanelLinkSignaturesDto, PanelLinkSignaturesResponseDto } from './dto/panel-link-signatures.dto.js';
import { panelLinkSignature } from './panel-entry-rules.js';

export const NO_PANEL_LINK_SECRET =
  'No panel link secret is set: set panel_link_secret in the study settings first.';

/**
 * Signed links for ids the lab hands out itself (panel templates fill in ids but cannot compute an HMAC): the admin
 * gets each id's `sig` made with the stored secret, which never leaves the API.
 */
@Controller()
@AdminAccess()
export class AdminPanelLinksController {
  constructor(private readonly settings: StudySettingsService) {}

  @Post(ApiRoutes.admin.panelLinkSignatures)
  @HttpCode(200)
  @ApiOkResponse({ type: PanelLinkSignaturesResponseDto })
  async sign(@Body() dto: PanelLinkSignaturesDto): Promise<PanelLinkSignaturesResponse> {
    const secret = (await this.settings.current()).panel_link_secret;
    if (secret === null) throw new ConflictException(NO_PANEL_LINK_SECRET);
    return {
      signatures: dto.participant_ids.map((id) => ({
        participant_id: id,
        sig: panelLinkSignature(secret, dto.panel, id).toString('hex'),
      })),
    };
  }
}
