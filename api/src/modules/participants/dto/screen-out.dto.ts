import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString } from 'class-validator';
import { SCREEN_OUT_REASON_MAX_LENGTH, type ScreenOutRequest } from '@vvq/contracts';
import { MaxCodePoints } from '../../../common/dto/max-code-points.validator.js';

const REASON_REQUIRED = 'reason is required';

export class ScreenOutDto implements ScreenOutRequest {
  @ApiProperty({
    maxLength: SCREEN_OUT_REASON_MAX_LENGTH,
    example: 'You did not agree to take part in the study, so it ends here.',
    description: 'Why the participant cannot go on, in plain language (stored and exported)',
  })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @MaxCodePoints(SCREEN_OUT_REASON_MAX_LENGTH, {
    message: `reason must be at most ${SCREEN_OUT_REASON_MAX_LENGTH} characters`,
  })
  @IsNotEmpty({ message: REASON_REQUIRED })
  @IsString({ message: REASON_REQUIRED })
  reason: string;
}
