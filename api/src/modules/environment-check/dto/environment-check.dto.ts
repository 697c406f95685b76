import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  IsBoolean,
  IsDefined,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  Max,
  Min,
  ValidateIf,
} from 'class-validator';
import {
  BROWSER_MAX_LENGTH,
  type EnvironmentCheckRequest,
  MIME_TYPES_MAX_LENGTH,
  TEST_CLIPS_MAX_LENGTH,
  USER_AGENT_MAX_LENGTH,
} from '@vvq/contracts';
import { MaxCodePoints } from '../../../common/dto/max-code-points.validator.js';

const PIXELS_MAX = 100_000;
const pixels = (name: string) => `${name} must be a whole number of pixels from 0 to ${PIXELS_MAX}`;

// Stacked decorators run bottom-up (see questionnaire.dto.ts): the type check sits lowest.
export class EnvironmentCheckDto implements EnvironmentCheckRequest {
  @ApiProperty({ type: 'integer', minimum: 0, maximum: PIXELS_MAX })
  @IsDefined({ message: 'viewport_width is required' })
  @Max(PIXELS_MAX, { message: pixels('viewport_width') })
  @Min(0, { message: pixels('viewport_width') })
  @IsInt({ message: pixels('viewport_width') })
  viewport_width: number;

  @ApiProperty({ type: 'integer', minimum: 0, maximum: PIXELS_MAX })
  @IsDefined({ message: 'viewport_height is required' })
  @Max(PIXELS_MAX, { message: pixels('viewport_height') })
  @Min(0, { message: pixels('viewport_height') })
  @IsInt({ message: pixels('viewport_height') })
  viewport_height: number;

  @ApiProperty({ type: 'integer', minimum: 0, maximum: PIXELS_MAX })
  @IsDefined({ message: 'screen_width is required' })
  @Max(PIXELS_MAX, { message: pixels('screen_width') })
  @Min(0, { message: pixels('screen_width') })
  @IsInt({ message: pixels('screen_width') })
  screen_width: number;

  @ApiProperty({ type: 'integer', minimum: 0, maximum: PIXELS_MAX })
  @IsDefined({ message: 'screen_height is required' })
  @Max(PIXELS_MAX, { message: pixels('screen_height') })
  @Min(0, { message: pixels('screen_height') })
  @IsInt({ message: pixels('screen_height') })
  screen_height: number;

  @ApiProperty({ minimum: 0.1, maximum: 20 })
  @IsDefined({ message: 'device_pixel_ratio is required' })
  @Max(20, { message: 'device_pixel_ratio must be between 0.1 and 20' })
  @Min(0.1, { message: 'device_pixel_ratio must be between 0.1 and 20' })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'device_pixel_ratio must be a number' })
  device_pixel_ratio: number;

  @ApiProperty({ maxLength: BROWSER_MAX_LENGTH, example: 'Chromium 131' })
  @IsDefined({ message: 'browser is required' })
  @MaxCodePoints(BROWSER_MAX_LENGTH, { message: `browser must be at most ${BROWSER_MAX_LENGTH} characters` })
  @IsString({ message: 'browser must be text' })
  browser: string;

  @ApiProperty({ maxLength: USER_AGENT_MAX_LENGTH })
  @IsDefined({ message: 'user_agent is required' })
  @MaxCodePoints(USER_AGENT_MAX_LENGTH, {
    message: `user_agent must be at most ${USER_AGENT_MAX_LENGTH} characters`,
  })
  @IsString({ message: 'user_agent must be text' })
  user_agent: string;

  @ApiProperty({ maxLength: MIME_TYPES_MAX_LENGTH, example: 'video/mp4' })
  @IsDefined({ message: 'mime_types is required' })
  @MaxCodePoints(MIME_TYPES_MAX_LENGTH, {
    message: `mime_types must be at most ${MIME_TYPES_MAX_LENGTH} characters`,
  })
  @IsString({ message: 'mime_types must be text' })
  mime_types: string;

  @ApiProperty()
  @IsDefined({ message: 'codec_supported is required' })
  @IsBoolean({ message: 'codec_supported must be true or false' })
  codec_supported: boolean;

  @ApiProperty()
  @IsDefined({ message: 'test_clip_played is required' })
  @IsBoolean({ message: 'test_clip_played must be true or false' })
  test_clip_played: boolean;

  @ApiProperty({
    type: 'string',
    nullable: true,
    required: false,
    maxLength: TEST_CLIPS_MAX_LENGTH,
    description: "The test clips tried, comma-separated; '' when the study's catalogue had none to test with",
  })
  @ValidateIf((_o, v) => v !== null && v !== undefined)
  @MaxCodePoints(TEST_CLIPS_MAX_LENGTH, {
    message: `test_clips must be at most ${TEST_CLIPS_MAX_LENGTH} characters`,
  })
  @IsString({ message: 'test_clips must be text or null' })
  test_clips?: string | null;

  @ApiProperty({ type: 'boolean', nullable: true, description: 'null when fullscreen is not required' })
  @ValidateIf((_o, v) => v !== null)
  @IsDefined({ message: 'fullscreen_entered is required (null when fullscreen is not required)' })
  @IsBoolean({ message: 'fullscreen_entered must be true, false or null' })
  fullscreen_entered: boolean | null;

  @ApiPropertyOptional({ type: 'boolean', nullable: true, description: 'WebGL 2 available (3D studies)' })
  @IsOptional()
  @IsBoolean({ message: 'webgl2 must be true, false or null' })
  webgl2?: boolean | null;

  @ApiPropertyOptional({ type: 'number', nullable: true, minimum: 0, maximum: 1000 })
  @IsOptional()
  @Max(1000, { message: 'render_fps must be a number from 0 to 1000' })
  @Min(0, { message: 'render_fps must be a number from 0 to 1000' })
  @IsNumber(
    { allowNaN: false, allowInfinity: false },
    { message: 'render_fps must be a number from 0 to 1000' },
  )
  render_fps?: number | null;
}
