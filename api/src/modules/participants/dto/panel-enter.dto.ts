import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, Matches } from 'class-validator';
import {
  PANEL_ID_MAX_LENGTH,
  PANEL_ID_PATTERN,
  PANEL_SIGNATURE_PATTERN,
  PANELS,
  type Panel,
  type PanelEnterRequest,
} from '@vvq/contracts';

const idMessage = (field: string) =>
  `${field} must be 1 to ${PANEL_ID_MAX_LENGTH} letters, digits, underscores or hyphens`;

const SIG_MESSAGE = 'sig must be 64 hexadecimal digits (HMAC-SHA256 of panel:participant_id)';

// Ids are refused, never trimmed or cleaned: a changed id would be another account. The type check sits lowest.
export class PanelEnterDto implements PanelEnterRequest {
  @ApiProperty({ enum: PANELS, example: 'prolific' })
  @IsIn(PANELS, { message: `panel must be one of ${PANELS.join(', ')}` })
  panel: Panel;

  @ApiProperty({
    pattern: PANEL_ID_PATTERN.source,
    maxLength: PANEL_ID_MAX_LENGTH,
    example: '5f3a1c2b9d8e7f6a5b4c3d2e',
    description: "The participant's id on the panel (Prolific PROLIFIC_PID, MTurk workerId, SONA id)",
  })
  @Matches(PANEL_ID_PATTERN, { message: idMessage('participant_id') })
  @IsString({ message: idMessage('participant_id') })
  participant_id: string;

  @ApiPropertyOptional({
    pattern: PANEL_ID_PATTERN.source,
    maxLength: PANEL_ID_MAX_LENGTH,
    description: 'Prolific STUDY_ID, MTurk hitId (required for MTurk)',
  })
  @IsOptional()
  @Matches(PANEL_ID_PATTERN, { message: idMessage('study_id') })
  @IsString({ message: idMessage('study_id') })
  study_id?: string;

  @ApiPropertyOptional({
    pattern: PANEL_ID_PATTERN.source,
    maxLength: PANEL_ID_MAX_LENGTH,
    description:
      'Prolific SESSION_ID, MTurk assignmentId (required for both; the account is bound to the first one)',
  })
  @IsOptional()
  @Matches(PANEL_ID_PATTERN, { message: idMessage('session_id') })
  @IsString({ message: idMessage('session_id') })
  session_id?: string;

  @ApiPropertyOptional({
    pattern: PANEL_SIGNATURE_PATTERN.source,
    description:
      "The link's signature, required while the study has a panel_link_secret: HMAC-SHA256(secret, '<panel>:<participant_id>') in hex",
  })
  @IsOptional()
  @Matches(PANEL_SIGNATURE_PATTERN, { message: SIG_MESSAGE })
  @IsString({ message: SIG_MESSAGE })
  sig?: string;
}
