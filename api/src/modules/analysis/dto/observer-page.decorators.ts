import { applyDecorators } from '@nestjs/common';
import { ANALYSIS_OBSERVER_PAGE_MAX } from '@vvq/contracts';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

/** Far beyond any study (an upload holds at most 200,000 observers). */
const OFFSET_MAX = 1_000_000_000;

/** `observer_offset`: first per-observer row of the answer (the same two fields on the analysis and the upload). */
export const ObserverOffset = () =>
  applyDecorators(
    IsOptional(),
    Type(() => Number),
    IsInt({ message: 'observer_offset must be a whole number' }),
    Min(0, { message: `observer_offset must be from 0 to ${OFFSET_MAX}` }),
    Max(OFFSET_MAX, { message: `observer_offset must be from 0 to ${OFFSET_MAX}` }),
  );

/** `observer_limit`: per-observer rows in the answer. */
export const ObserverLimit = () =>
  applyDecorators(
    IsOptional(),
    Type(() => Number),
    IsInt({ message: 'observer_limit must be a whole number' }),
    Min(1, { message: `observer_limit must be from 1 to ${ANALYSIS_OBSERVER_PAGE_MAX}` }),
    Max(ANALYSIS_OBSERVER_PAGE_MAX, {
      message: `observer_limit must be from 1 to ${ANALYSIS_OBSERVER_PAGE_MAX}`,
    }),
  );
