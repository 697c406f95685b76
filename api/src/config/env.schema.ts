import { IsBooleanString, IsIn, IsInt, IsOptional, IsString, Matches, Max, Min, MinLength, ValidateIf } from 'class-validator';
import { Type } from 'class-transformer';

const DURATION = /^\s*\d+\s*[smhdSMHD]?\s*$/;

/** The environment as the server accepts it; every field is a raw env var, checked once at start. */
export class EnvSchema {
  @IsOptional() @IsString() NODE_ENV?: string;

  @IsOptional() @Type(() => Number) @IsInt({ message: 'must be a whole number' }) @Min(1) @Max(65535)
  PORT?: number;

  @IsOptional()
  @Matches(/^mysql:\/\/[^\s]+$/, { message: 'must be a mysql://user:pass@host:port/database URL' })
  DATABASE_URL?: string;

  @IsOptional() @IsString() @MinLength(1) SQLITE_PATH?: string;
  @IsOptional() @IsString() CORS_ORIGINS?: string;

  @ValidateIf((env: EnvSchema) => env.NODE_ENV === 'production' || env.TOKEN_SECRET !== undefined)
  @IsString({ message: 'is required when NODE_ENV=production' })
  @MinLength(32, { message: 'must be at least 32 characters long' })
  TOKEN_SECRET?: string;

  @IsOptional() @Matches(DURATION, { message: "must be a duration such as '12h', '30m' or seconds" })
  PARTICIPANT_TOKEN_TTL?: string;

  @IsOptional() @Matches(DURATION, { message: "must be a duration such as '8h', '30m' or seconds" })
  ADMIN_TOKEN_TTL?: string;

  @IsOptional() @Type(() => Number) @IsInt({ message: 'must be a whole number of minutes' }) @Min(1)
  ASSIGNMENT_TTL_MINUTES?: number;

  @ValidateIf((env: EnvSchema) => env.ADMIN_PASSWORD !== undefined || env.ADMIN_EMAIL !== undefined)
  @Matches(/^[^\s@]+@[^\s@]+$/, { message: 'must be an e-mail address (required with ADMIN_PASSWORD)' })
  ADMIN_EMAIL?: string;

  @ValidateIf((env: EnvSchema) => env.ADMIN_EMAIL !== undefined || env.ADMIN_PASSWORD !== undefined)
  @IsString({ message: 'is required with ADMIN_EMAIL' })
  @MinLength(8, { message: 'must be at least 8 characters long' })
  ADMIN_PASSWORD?: string;

  @IsOptional() @IsString() ADMIN_NAME?: string;

  @IsOptional() @IsIn(['true', 'false', '1', '0'], { message: "must be 'true' or 'false'" })
  SEED_DEMO?: string;

  @IsOptional() @IsString() @MinLength(1) MEDIA_DIR?: string;

  @IsOptional() @Type(() => Number) @IsInt({ message: 'must be a whole number of bytes' }) @Min(1024)
  BODY_LIMIT_BYTES?: number;

  @IsOptional() @Type(() => Number) @IsInt({ message: 'must be a whole number' }) @Min(1)
  LOGIN_RATE_LIMIT?: number;

  @IsOptional() @Type(() => Number) @IsInt({ message: 'must be a whole number' }) @Min(1)
  LOGIN_RATE_LIMIT_PER_IP?: number;

  @IsOptional() @Type(() => Number) @IsInt({ message: 'must be a whole number of minutes' }) @Min(1)
  LOGIN_RATE_WINDOW_MINUTES?: number;

  @IsOptional() @IsBooleanString({ message: "must be 'true' or 'false'" }) TRUST_PROXY?: string;
}
