import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  GATING_RULES,
  QUALITY_MARK_KINDS,
  type GatingEvidence,
  type GatingRule,
  type QualityFlag,
  type QualityMark,
  type QualityMarkKind,
} from '@vvq/contracts';
import { QualityTargetsDto } from './quality-mark.dto.js';

/** OpenAPI description of a mark (GET/PUT /api/admin/quality/marks). */
export class QualityMarkResponseDto implements QualityMark {
  @ApiProperty({ type: 'integer' }) video_id: number;
  @ApiProperty() label: string;
  @ApiProperty({ type: 'string', nullable: true }) url: string | null;
  @ApiProperty() content: string;
  @ApiProperty() view: string;
  @ApiProperty() compression_type: string;
  @ApiProperty() qp: string;
  @ApiProperty({ enum: QUALITY_MARK_KINDS }) kind: QualityMarkKind;
  @ApiProperty({ type: QualityTargetsDto }) targets: QualityTargetsDto;
  @ApiProperty({
    type: 'string',
    nullable: true,
    description:
      "A trap's instruction to the participant (generated from its targets when none was stored); null otherwise",
  })
  instruction: string | null;
  @ApiProperty({ format: 'date-time' }) marked_at: string;
}

/** OpenAPI description of a flag (GET /api/admin/quality/flags). */
export class QualityFlagResponseDto implements QualityFlag {
  @ApiProperty({ type: 'integer' }) id: number;
  @ApiProperty({ type: 'integer' }) user_id: number;
  @ApiProperty({ type: 'string', nullable: true }) name: string | null;
  @ApiProperty({ enum: GATING_RULES }) rule: GatingRule;
  @ApiProperty({ format: 'date-time' }) flagged_at: string;
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description:
      '{count, threshold, items: [{trial_id, video_id, kind, scores?, targets?, played_to_end?, pair?}]}; pair (a failed gold pair of method pc): {left_video_id, right_video_id, known_winner_id, choices, missed}',
  })
  evidence: GatingEvidence;
  @ApiPropertyOptional({ type: 'string', format: 'date-time', nullable: true }) reversed_at: string | null;
  @ApiPropertyOptional({ type: 'integer', nullable: true }) reversed_by_admin_id: number | null;
}
