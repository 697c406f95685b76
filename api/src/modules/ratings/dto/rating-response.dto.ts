import { ApiProperty } from '@nestjs/swagger';
import type { RatingResponse } from '@vvq/contracts';

/** OpenAPI schema of the answer (the contract is an interface, invisible at run time; `implements` keeps them equal). */
export class RatingResponseDto implements RatingResponse {
  @ApiProperty({ example: 'Rating submitted successfully!' })
  message: string;

  @ApiProperty({ type: 'integer' })
  rating_id: number;
}
