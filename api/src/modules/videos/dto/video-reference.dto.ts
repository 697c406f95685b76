import { ApiProperty } from '@nestjs/swagger';
import type { VideoReferenceUpdate } from '@vvq/contracts';
import { IsBoolean } from 'class-validator';

export class VideoReferenceDto implements VideoReferenceUpdate {
  @ApiProperty({ description: 'Whether the video is the reference of its content.' })
  @IsBoolean({ message: 'is_reference must be true or false' })
  is_reference!: boolean;
}
