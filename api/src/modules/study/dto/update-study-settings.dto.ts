import { ApiPropertyOptional } from '@nestjs/swagger';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  Max,
  Min,
  ValidateIf,
} from 'class-validator';
import {
  PANEL_LINK_SECRET_PATTERN,
  RATING_LABEL_PRESETS,
  type RatingLabelPreset,
  type StudySettingsUpdate,
} from '@vvq/contracts';
import { MaxCodePoints } from '../../../common/dto/max-code-points.validator.js';

export const STUDY_URL_MAX_LENGTH = 2000;
export const COMPLETION_CODE_MAX_LENGTH = 100;
const PANEL_LINK_SECRET_INVALID =
  'panel_link_secret must be 16 to 128 letters, digits, underscores or hyphens, or null';

/** Validates a key only when it is sent; null is refused (the key has no "off" value). */
const Sent = () => ValidateIf((_o: object, value: unknown) => value !== undefined);
/** Validates a key only when it is sent and not null (null switches the feature off). */
const SentNotNull = () => IsOptional();

const wholeNumber = (key: string, min: number, max: number) => [
  Max(max, { message: `${key} must be a whole number from ${min} to ${max}` }),
  Min(min, { message: `${key} must be a whole number from ${min} to ${max}` }),
  IsInt({ message: `${key} must be a whole number from ${min} to ${max}` }),
];
const apply =
  (...decorators: PropertyDecorator[]): PropertyDecorator =>
  (target, property) => {
    for (const d of decorators) d(target, property);
  };
const WholeNumber = (key: string, min: number, max: number) => apply(...wholeNumber(key, min, max));
const Flag = (key: string) => IsBoolean({ message: `${key} must be true or false` });
const Url = (key: string) =>
  apply(
    MaxCodePoints(STUDY_URL_MAX_LENGTH, {
      message: `${key} must be at most ${STUDY_URL_MAX_LENGTH} characters`,
    }),
    IsUrl(
      { protocols: ['http', 'https'], require_protocol: true, require_tld: false },
      {
        message: `${key} must be an http(s) address such as https://app.prolific.com/submissions/complete?cc={code}`,
      },
    ),
    IsString({ message: `${key} must be an http(s) address or null` }),
  );

/**
 * PATCH /api/admin/study-settings: any subset of the settings. Also validates the STUDY_* environment values at
 * start, so an admin and a deployment get the same rules and messages.
 */
export class UpdateStudySettingsDto implements StudySettingsUpdate {
  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: 50 })
  @Sent()
  @WholeNumber('videos_per_session', 1, 50)
  videos_per_session?: number;

  @ApiPropertyOptional({ enum: RATING_LABEL_PRESETS })
  @Sent()
  @IsIn(RATING_LABEL_PRESETS, { message: `rating_labels must be one of ${RATING_LABEL_PRESETS.join(', ')}` })
  rating_labels?: RatingLabelPreset;

  @ApiPropertyOptional() @Sent() @Flag('require_full_playback') require_full_playback?: boolean;
  @ApiPropertyOptional() @Sent() @Flag('environment_check') environment_check?: boolean;

  @ApiPropertyOptional({ type: 'integer', minimum: 0, maximum: 10000 })
  @Sent()
  @WholeNumber('min_viewport_width', 0, 10000)
  min_viewport_width?: number;

  @ApiPropertyOptional({ type: 'integer', minimum: 0, maximum: 10000 })
  @Sent()
  @WholeNumber('min_viewport_height', 0, 10000)
  min_viewport_height?: number;

  @ApiPropertyOptional() @Sent() @Flag('require_fullscreen') require_fullscreen?: boolean;
  @ApiPropertyOptional() @Sent() @Flag('panel_entry') panel_entry?: boolean;

  @ApiPropertyOptional({ type: 'string', nullable: true, maxLength: STUDY_URL_MAX_LENGTH })
  @SentNotNull()
  @Url('completion_url')
  completion_url?: string | null;

  @ApiPropertyOptional({ type: 'string', nullable: true, maxLength: COMPLETION_CODE_MAX_LENGTH })
  @SentNotNull()
  @Matches(/^[A-Za-z0-9_-]{1,100}$/, {
    message: `completion_code must be 1 to ${COMPLETION_CODE_MAX_LENGTH} letters, digits, '-' or '_'`,
  })
  @IsString({ message: 'completion_code must be text or null' })
  completion_code?: string | null;

  @ApiPropertyOptional({ type: 'string', nullable: true, maxLength: STUDY_URL_MAX_LENGTH })
  @SentNotNull()
  @Url('screen_out_url')
  screen_out_url?: string | null;

  // Letters, digits, '_' and '-' only, so the secret goes into a shell command or a survey tool's field unquoted.
  @ApiPropertyOptional({
    type: 'string',
    nullable: true,
    writeOnly: true,
    pattern: PANEL_LINK_SECRET_PATTERN.source,
    description: 'Write-only: GET answers "(set, hidden)" while one is set',
  })
  @SentNotNull()
  @Matches(PANEL_LINK_SECRET_PATTERN, { message: PANEL_LINK_SECRET_INVALID })
  @IsString({ message: PANEL_LINK_SECRET_INVALID })
  panel_link_secret?: string | null;

  @ApiPropertyOptional({ type: 'number', nullable: true, minimum: 0, maximum: 3600 })
  @SentNotNull()
  @Max(3600, { message: 'max_stall_seconds must be a number of seconds from 0 to 3600, or null' })
  @Min(0, { message: 'max_stall_seconds must be a number of seconds from 0 to 3600, or null' })
  @IsNumber(
    { allowNaN: false, allowInfinity: false },
    { message: 'max_stall_seconds must be a number of seconds from 0 to 3600, or null' },
  )
  max_stall_seconds?: number | null;

  @ApiPropertyOptional({ type: 'integer', minimum: 0, maximum: 20 })
  @Sent()
  @WholeNumber('training_per_session', 0, 20)
  training_per_session?: number;

  @ApiPropertyOptional({ type: 'integer', minimum: 0, maximum: 20 })
  @Sent()
  @WholeNumber('gold_per_session', 0, 20)
  gold_per_session?: number;

  @ApiPropertyOptional({ type: 'integer', minimum: 0, maximum: 20 })
  @Sent()
  @WholeNumber('trap_per_session', 0, 20)
  trap_per_session?: number;

  @ApiPropertyOptional({ type: 'integer', nullable: true, minimum: 1, maximum: 1000 })
  @SentNotNull()
  @WholeNumber('gate_failed_gold', 1, 1000)
  gate_failed_gold?: number | null;

  @ApiPropertyOptional({ type: 'integer', nullable: true, minimum: 1, maximum: 1000 })
  @SentNotNull()
  @WholeNumber('gate_failed_trap', 1, 1000)
  gate_failed_trap?: number | null;

  @ApiPropertyOptional({ type: 'integer', nullable: true, minimum: 1, maximum: 1000 })
  @SentNotNull()
  @WholeNumber('gate_straight_lining', 1, 1000)
  gate_straight_lining?: number | null;

  @ApiPropertyOptional({ type: 'integer', nullable: true, minimum: 1, maximum: 1000 })
  @SentNotNull()
  @WholeNumber('gate_rated_before_end', 1, 1000)
  gate_rated_before_end?: number | null;

  @ApiPropertyOptional({ type: 'number', nullable: true, minimum: 0, maximum: 10 })
  @SentNotNull()
  @Max(10, { message: 'gate_inconsistency must be a number above 0 and at most 10, or null' })
  @Min(0.000001, { message: 'gate_inconsistency must be a number above 0 and at most 10, or null' })
  @IsNumber(
    { allowNaN: false, allowInfinity: false },
    { message: 'gate_inconsistency must be a number above 0 and at most 10, or null' },
  )
  gate_inconsistency?: number | null;
}
