import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

export const FEEDBACK_PAGE_MAX = 10_000;
/** Far beyond any study, and inside what both databases accept as an OFFSET. */
export const FEEDBACK_OFFSET_MAX = 1_000_000_000;

/** Optional paging of GET /admin/view-feedback; without it every rating is returned (the spec's call). */
export class FeedbackPageQueryDto {
  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: FEEDBACK_PAGE_MAX,
    description: 'Page size; without it every rating is returned',
  })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1, { message: `limit must be from 1 to ${FEEDBACK_PAGE_MAX}` })
  @Max(FEEDBACK_PAGE_MAX, { message: `limit must be from 1 to ${FEEDBACK_PAGE_MAX}` })
  limit?: number;

  @ApiPropertyOptional({ type: 'integer', minimum: 0, maximum: FEEDBACK_OFFSET_MAX })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'offset must be a whole number' })
  @Min(0, { message: `offset must be from 0 to ${FEEDBACK_OFFSET_MAX}` })
  @Max(FEEDBACK_OFFSET_MAX, { message: `offset must be from 0 to ${FEEDBACK_OFFSET_MAX}` })
  offset?: number;
}
