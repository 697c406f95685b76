import { applyDecorators } from '@nestjs/common';
import { ApiOkResponse, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, Min } from 'class-validator';
import {
  type AdminListQuery,
  LIST_FILTER_MAX_LENGTH,
  LIST_OFFSET_MAX,
  LIST_PAGE_MAX,
  LIST_TOTAL_HEADER,
  SORT_ORDERS,
  type SortOrder,
} from '@vvq/contracts';
import { MaxCodePoints } from '../dto/max-code-points.validator.js';

/**
 * limit, offset, q and order of an admin list; each list's DTO extends it with its own `sort` whitelist
 * (ListSort). All optional: without any, the list answers exactly as the spec's call.
 */
export class AdminListQueryDto implements AdminListQuery {
  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: LIST_PAGE_MAX,
    description: 'Page size; without paging parameters every row is returned (the spec call)',
  })
  @IsOptional()
  @Type(() => Number)
  // Registered last, so checked first: stopAtFirstError then reports a non-number as such.
  @Min(1, { message: `limit must be from 1 to ${LIST_PAGE_MAX}` })
  @Max(LIST_PAGE_MAX, { message: `limit must be from 1 to ${LIST_PAGE_MAX}` })
  @IsInt({ message: 'limit must be a whole number' })
  limit?: number;

  @ApiPropertyOptional({ type: 'integer', minimum: 0, maximum: LIST_OFFSET_MAX, description: 'Rows skipped' })
  @IsOptional()
  @Type(() => Number)
  // Registered last, so checked first: stopAtFirstError then reports a non-number as such.
  @Min(0, { message: `offset must be from 0 to ${LIST_OFFSET_MAX}` })
  @Max(LIST_OFFSET_MAX, { message: `offset must be from 0 to ${LIST_OFFSET_MAX}` })
  @IsInt({ message: 'offset must be a whole number' })
  offset?: number;

  @ApiPropertyOptional({
    type: 'string',
    maxLength: LIST_FILTER_MAX_LENGTH,
    description: 'Filter text over the columns the screen shows (case-insensitive; blank matches every row)',
  })
  @IsOptional()
  @IsString({ message: 'q must be a text' })
  @MaxCodePoints(LIST_FILTER_MAX_LENGTH, {
    message: `q must be at most ${LIST_FILTER_MAX_LENGTH} characters`,
  })
  q?: string;

  @ApiPropertyOptional({ enum: SORT_ORDERS, description: 'Sort direction (default per column)' })
  @IsOptional()
  @IsIn(SORT_ORDERS, { message: `order must be one of: ${SORT_ORDERS.join(', ')}` })
  order?: SortOrder;
}

/** The `sort` parameter of one list: one of its whitelisted columns. */
export function ListSort(columns: readonly string[]): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ enum: columns, description: 'Sort column' }),
    IsOptional(),
    IsIn(columns, { message: `sort must be one of: ${columns.join(', ')}` }),
  );
}

/** Documents the total header a list sends when it is called with any paging, filter or sort parameter. */
export function ApiListResponse(rows: string): MethodDecorator {
  return ApiOkResponse({
    description: `The ${rows} (the spec's array shape; with paging parameters one page of it)`,
    headers: {
      [LIST_TOTAL_HEADER]: {
        description: `How many ${rows} match the filter; sent only with a paging, filter or sort parameter`,
        schema: { type: 'integer' },
      },
    },
  });
}
