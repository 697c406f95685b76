import { ApiProperty } from '@nestjs/swagger';
import type { DeclareGoldPairBody } from '@vvq/contracts';
import { IsDefined, IsInt, Min } from 'class-validator';

/** Two catalogue videos by id, the winner first; that they make a gold pair is the service's check. */
export class DeclareGoldPairDto implements DeclareGoldPairBody {
  @ApiProperty({ description: 'The video a participant should choose in this pair.', minimum: 1 })
  @IsDefined({ message: 'winner_video_id is required' })
  @IsInt({ message: 'winner_video_id must be a video id (a positive whole number)' })
  @Min(1, { message: 'winner_video_id must be a video id (a positive whole number)' })
  winner_video_id!: number;

  @ApiProperty({ description: 'The other video of the pair, of the same content.', minimum: 1 })
  @IsDefined({ message: 'other_video_id is required' })
  @IsInt({ message: 'other_video_id must be a video id (a positive whole number)' })
  @Min(1, { message: 'other_video_id must be a video id (a positive whole number)' })
  other_video_id!: number;
}
