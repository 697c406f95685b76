import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsString, Matches } from 'class-validator';
import {
  PANEL_ID_MAX_LENGTH,
  PANEL_ID_PATTERN,
  PANEL_LINK_BATCH_MAX,
  PANELS,
  type Panel,
  type PanelLinkSignaturesRequest,
  type PanelLinkSignaturesResponse,
} from '@vvq/contracts';

const IDS_MESSAGE = `participant_ids must be a list of 1 to ${PANEL_LINK_BATCH_MAX} ids`;
const ID_MESSAGE = `each participant id must be 1 to ${PANEL_ID_MAX_LENGTH} letters, digits, underscores or hyphens`;

/** Ids as the panel entry takes them (never cleaned: a changed id would sign another person's link). */
export class PanelLinkSignaturesDto implements PanelLinkSignaturesRequest {
  @ApiProperty({ enum: PANELS, example: 'sona' })
  @IsIn(PANELS, { message: `panel must be one of ${PANELS.join(', ')}` })
  panel: Panel;

  @ApiProperty({
    type: [String],
    minItems: 1,
    maxItems: PANEL_LINK_BATCH_MAX,
    example: ['40123', '40124'],
  })
  @Matches(PANEL_ID_PATTERN, { each: true, message: ID_MESSAGE })
  @IsString({ each: true, message: ID_MESSAGE })
  @ArrayMaxSize(PANEL_LINK_BATCH_MAX, { message: IDS_MESSAGE })
  @ArrayMinSize(1, { message: IDS_MESSAGE })
  @IsArray({ message: IDS_MESSAGE })
  participant_ids: string[];
}

class PanelLinkSignatureDto {
  @ApiProperty({ example: '40123' })
  participant_id: string;

  @ApiProperty({
    pattern: '^[0-9a-f]{64}$',
    description: "The link's sig: HMAC-SHA256(secret, 'panel:id') in hex",
  })
  sig: string;
}

export class PanelLinkSignaturesResponseDto implements PanelLinkSignaturesResponse {
  @ApiProperty({ type: [PanelLinkSignatureDto], description: 'In the order of the ids sent' })
  signatures: PanelLinkSignatureDto[];
}
