import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { RatingResponse } from '@vvq/contracts';

/** OpenAPI schema of the answer (the contract is an interface, invisible at run time; `implements` keeps them equal). */
export class RatingResponseDto implements RatingResponse {
  @ApiProperty({ example: 'Rating submitted successfully!' })
  message: string;

  @ApiProperty({ type: 'integer' })
  rating_id: number;

  @ApiPropertyOptional({
    enum: ['closed'],
    description: "This rating ended the participant's study (live gating); show `notice`",
  })
  status?: 'closed';

  @ApiPropertyOptional({ description: 'The neutral text to show with status `closed`' })
  notice?: string;
}
