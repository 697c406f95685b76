import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsDefined,
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  MaxLength,
  Max,
  Min,
} from 'class-validator';
import {
  COMMENTS_MAX_LENGTH,
  END_TO_SUBMIT_MS_MAX,
  PLAYBACK_SECONDS_MAX,
  RATING_DIMENSIONS,
  RATING_MAX,
  RATING_MIN,
  type RatingDimension,
  type RatingRequest,
  STALL_COUNT_MAX,
  DROPPED_FRAMES_MAX,
  POSE_LOG_BASE64_MAX,
} from '@vvq/contracts';
import { MaxCodePoints } from '../../../common/dto/max-code-points.validator.js';

const scoreMessage = (name: string) => `${name} must be a whole number from ${RATING_MIN} to ${RATING_MAX}`;
const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

// Stacked decorators run bottom-up (see questionnaire.dto.ts): the type check sits lowest.
export class RatingDto implements RatingRequest {
  @ApiProperty({ type: 'integer', description: 'The trial (assignment) from POST /api/v2/session/start' })
  @IsDefined({ message: 'trialId is required' })
  @IsInt({ message: 'trialId must be a whole number' })
  trialId: number;

  @ApiProperty({ type: 'integer', minimum: RATING_MIN, maximum: RATING_MAX, description: 'Clarity score' })
  @IsDefined({ message: 'clarity is required' })
  @Max(RATING_MAX, { message: scoreMessage('clarity') })
  @Min(RATING_MIN, { message: scoreMessage('clarity') })
  @IsInt({ message: scoreMessage('clarity') })
  clarity: number;

  @ApiProperty({
    type: 'integer',
    minimum: RATING_MIN,
    maximum: RATING_MAX,
    description: 'Interaction score',
  })
  @IsDefined({ message: 'interaction is required' })
  @Max(RATING_MAX, { message: scoreMessage('interaction') })
  @Min(RATING_MIN, { message: scoreMessage('interaction') })
  @IsInt({ message: scoreMessage('interaction') })
  interaction: number;

  @ApiProperty({ type: 'integer', minimum: RATING_MIN, maximum: RATING_MAX, description: 'Depth score' })
  @IsDefined({ message: 'depth is required' })
  @Max(RATING_MAX, { message: scoreMessage('depth') })
  @Min(RATING_MIN, { message: scoreMessage('depth') })
  @IsInt({ message: scoreMessage('depth') })
  depth: number;

  @ApiProperty({ type: 'integer', minimum: RATING_MIN, maximum: RATING_MAX, description: 'Overall score' })
  @IsDefined({ message: 'overall is required' })
  @Max(RATING_MAX, { message: scoreMessage('overall') })
  @Min(RATING_MIN, { message: scoreMessage('overall') })
  @IsInt({ message: scoreMessage('overall') })
  overall: number;

  @ApiPropertyOptional({ type: 'string', nullable: true, maxLength: COMMENTS_MAX_LENGTH })
  @IsOptional()
  @Transform(trimmed)
  @MaxCodePoints(COMMENTS_MAX_LENGTH, {
    message: `Comments must be at most ${COMMENTS_MAX_LENGTH} characters`,
  })
  @IsString({ message: 'comments must be text' })
  comments?: string | null;

  @ApiPropertyOptional({ type: 'integer', minimum: 0, maximum: 100_000 })
  @IsOptional()
  @Max(100_000, { message: 'viewport_width must be between 0 and 100000' })
  @Min(0, { message: 'viewport_width must be between 0 and 100000' })
  @IsInt({ message: 'viewport_width must be a whole number of pixels' })
  viewport_width?: number;

  @ApiPropertyOptional({ type: 'integer', minimum: 0, maximum: 100_000 })
  @IsOptional()
  @Max(100_000, { message: 'viewport_height must be between 0 and 100000' })
  @Min(0, { message: 'viewport_height must be between 0 and 100000' })
  @IsInt({ message: 'viewport_height must be a whole number of pixels' })
  viewport_height?: number;

  @ApiPropertyOptional({ minimum: 0.1, maximum: 20 })
  @IsOptional()
  @Max(20, { message: 'device_pixel_ratio must be between 0.1 and 20' })
  @Min(0.1, { message: 'device_pixel_ratio must be between 0.1 and 20' })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'device_pixel_ratio must be a number' })
  device_pixel_ratio?: number;

  @ApiPropertyOptional({ description: 'Whether the video was watched to its end' })
  @IsOptional()
  @IsBoolean({ message: 'played_to_end must be true or false' })
  played_to_end?: boolean;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 0,
    maximum: STALL_COUNT_MAX,
    description: 'Stalls while playing',
  })
  @IsOptional()
  @Max(STALL_COUNT_MAX, { message: `stall_count must be a whole number from 0 to ${STALL_COUNT_MAX}` })
  @Min(0, { message: `stall_count must be a whole number from 0 to ${STALL_COUNT_MAX}` })
  @IsInt({ message: `stall_count must be a whole number from 0 to ${STALL_COUNT_MAX}` })
  stall_count?: number;

  @ApiPropertyOptional({
    minimum: 0,
    maximum: PLAYBACK_SECONDS_MAX,
    description: 'Total stall time in seconds',
  })
  @IsOptional()
  @Max(PLAYBACK_SECONDS_MAX, { message: `stall_seconds must be from 0 to ${PLAYBACK_SECONDS_MAX}` })
  @Min(0, { message: `stall_seconds must be from 0 to ${PLAYBACK_SECONDS_MAX}` })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'stall_seconds must be a number' })
  stall_seconds?: number;

  @ApiPropertyOptional({
    minimum: 0,
    maximum: PLAYBACK_SECONDS_MAX,
    description: 'Seconds the tab was hidden while the trial was open',
  })
  @IsOptional()
  @Max(PLAYBACK_SECONDS_MAX, { message: `hidden_seconds must be from 0 to ${PLAYBACK_SECONDS_MAX}` })
  @Min(0, { message: `hidden_seconds must be from 0 to ${PLAYBACK_SECONDS_MAX}` })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'hidden_seconds must be a number' })
  hidden_seconds?: number;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 0,
    maximum: END_TO_SUBMIT_MS_MAX,
    description: 'Milliseconds from the end of the first full playback to the submission',
  })
  @IsOptional()
  @Max(END_TO_SUBMIT_MS_MAX, {
    message: `end_to_submit_ms must be a whole number from 0 to ${END_TO_SUBMIT_MS_MAX}`,
  })
  @Min(0, { message: `end_to_submit_ms must be a whole number from 0 to ${END_TO_SUBMIT_MS_MAX}` })
  @IsInt({ message: `end_to_submit_ms must be a whole number from 0 to ${END_TO_SUBMIT_MS_MAX}` })
  end_to_submit_ms?: number;

  @ApiPropertyOptional({
    type: 'array',
    items: { type: 'string', enum: [...RATING_DIMENSIONS] },
    maxItems: RATING_DIMENSIONS.length,
    uniqueItems: true,
    description:
      'The dimensions whose slider the participant moved (sliders start at 3); absent when the client does not say',
  })
  @IsOptional()
  @ArrayUnique({ message: 'moved must not name a dimension twice' })
  @ArrayMaxSize(RATING_DIMENSIONS.length, { message: 'moved must not name a dimension twice' })
  @IsIn(RATING_DIMENSIONS, {
    each: true,
    message: `moved must list rating dimensions: ${RATING_DIMENSIONS.join(', ')}`,
  })
  @IsArray({ message: 'moved must be a list of the dimensions whose slider was moved' })
  moved?: RatingDimension[];

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 0,
    maximum: DROPPED_FRAMES_MAX,
    description: 'Volumetric stimuli: frames the player passed over (late or undecodable)',
  })
  @IsOptional()
  @Max(DROPPED_FRAMES_MAX, {
    message: `dropped_frames must be a whole number from 0 to ${DROPPED_FRAMES_MAX}`,
  })
  @Min(0, { message: `dropped_frames must be a whole number from 0 to ${DROPPED_FRAMES_MAX}` })
  @IsInt({ message: `dropped_frames must be a whole number from 0 to ${DROPPED_FRAMES_MAX}` })
  dropped_frames?: number;

  @ApiPropertyOptional({
    type: 'string',
    format: 'byte',
    maxLength: POSE_LOG_BASE64_MAX,
    description:
      "Volumetric stimuli: the viewing path, base64 of the binary pose log (@vvq/volumetric/pose-log); refused whole when malformed, another trial's or too large",
  })
  @IsOptional()
  @MaxLength(POSE_LOG_BASE64_MAX, { message: `pose_log must be at most ${POSE_LOG_BASE64_MAX} characters` })
  @IsString({ message: 'pose_log must be base64 text' })
  pose_log?: string;
}
