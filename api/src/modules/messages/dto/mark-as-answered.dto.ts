import { ApiProperty } from '@nestjs/swagger';
import { IsDefined, IsInt, Min } from 'class-validator';
import type { MarkAsAnsweredRequest } from '@vvq/contracts';

export class MarkAsAnsweredDto implements MarkAsAnsweredRequest {
  @ApiProperty({ type: 'integer', minimum: 1, description: 'The contact message id' })
  @IsDefined({ message: 'id is required' })
  @IsInt({ message: 'id must be a whole number' })
  @Min(1, { message: 'id must be a whole number' })
  id: number;
}
