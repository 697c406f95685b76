import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString } from 'class-validator';
import {
  EMAIL_MAX_LENGTH,
  MESSAGE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  normaliseText,
  type ContactRequest,
} from '@vvq/contracts';
import { IsRequiredEmail } from '../../../common/dto/email.decorators.js';
import { MaxCodePoints } from '../../../common/dto/max-code-points.validator.js';
import { NormalisedText, VisibleText } from '../../../common/dto/visible-text.validator.js';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class ContactDto implements ContactRequest {
  @ApiProperty({ maxLength: NAME_MAX_LENGTH })
  @NormalisedText(normaliseText)
  @MaxCodePoints(NAME_MAX_LENGTH, { message: `Name must be at most ${NAME_MAX_LENGTH} characters` })
  @VisibleText('Name', 'name')
  @IsString({ message: 'Name is required' })
  @IsNotEmpty({ message: 'Name is required' })
  name: string;

  @ApiProperty({ format: 'email', maxLength: EMAIL_MAX_LENGTH })
  @IsRequiredEmail()
  email: string;

  @ApiProperty({ maxLength: MESSAGE_MAX_LENGTH })
  @Transform(trimmed)
  @MaxCodePoints(MESSAGE_MAX_LENGTH, { message: `Message must be at most ${MESSAGE_MAX_LENGTH} characters` })
  @IsString({ message: 'Message is required' })
  @IsNotEmpty({ message: 'Message is required' })
  message: string;
}
