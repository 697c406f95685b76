import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { AssignedVideo, SessionStartResponse, VideoKind } from '@vvq/contracts';

// OpenAPI schemas of the answer (the contracts are interfaces, invisible at run time; `implements` keeps them equal).

export class AssignedVideoDto implements AssignedVideo {
  @ApiProperty({ type: 'integer', description: 'Send it back as trialId when rating this video' })
  trial_id: number;

  @ApiPropertyOptional({ type: 'integer' })
  video_id?: number;

  @ApiProperty()
  label: string;

  @ApiProperty({ description: 'Where the video file is served (under /media)' })
  url: string;

  @ApiProperty({ description: 'Whether this video is rated already' })
  submitted: boolean;

  @ApiProperty()
  content: string;

  @ApiProperty()
  view: string;

  @ApiProperty()
  compression_type: string;

  @ApiProperty()
  qp: string;

  @ApiPropertyOptional({
    enum: ['training'],
    description: 'Only on training presentations; gold and trap items are never marked',
  })
  kind?: VideoKind;

  @ApiPropertyOptional({
    description:
      'Only on trap items: the instruction to show over the player, e.g. "For this clip, please rate every question \'Poor\' (2)." (the kind itself is not sent)',
  })
  instruction?: string;
}

export class SessionStartResponseDto implements SessionStartResponse {
  @ApiProperty({ type: 'integer' })
  sessionId: number;

  @ApiProperty({
    type: [AssignedVideoDto],
    description:
      'The videos assigned to the participant (videos_per_session scored ones, 4 by default, plus any training, gold and trap items)',
  })
  videos: AssignedVideoDto[];

  @ApiPropertyOptional({
    enum: ['closed'],
    description: 'Live gating stopped the participant: no further videos; show `message`',
  })
  status?: 'closed';

  @ApiPropertyOptional({ description: 'The neutral text to show with status `closed`' })
  message?: string;

  @ApiPropertyOptional({
    type: 'integer',
    description:
      'Videos in the list that are not training: the study setting videos_per_session (4 by default) plus the gold and trap items the participant holds, which are not told apart from the others',
  })
  videos_per_session?: number;
}
