import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches } from 'class-validator';
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  NAME_PATTERN,
  normaliseName,
  type SignupRequest,
} from '@vvq/contracts';
import { IsRequiredEmail } from '../../../common/dto/email.decorators.js';
import { MaxCodePoints } from '../../../common/dto/max-code-points.validator.js';
import { NormalisedText, VisibleText } from '../../../common/dto/visible-text.validator.js';

export const INVALID_NAME = 'Please enter a valid name';

export class SignupDto implements SignupRequest {
  @ApiProperty({
    maxLength: NAME_MAX_LENGTH,
    pattern: NAME_PATTERN.source,
    example: 'Ada Lovelace',
    description: 'Letters and spaces',
  })
  // Surrounding and repeated spaces are dropped so '  Ada   Lovelace ' is stored as 'Ada Lovelace'; an invisible
  // character is named before the pattern's general message (U+FEFF is not a space here, unlike in JS's \s).
  @NormalisedText(normaliseName)
  @Matches(NAME_PATTERN, { message: INVALID_NAME })
  @MaxCodePoints(NAME_MAX_LENGTH, { message: `Name must be at most ${NAME_MAX_LENGTH} characters` })
  @VisibleText('Name', 'name')
  @IsString({ message: INVALID_NAME })
  name: string;

  @ApiProperty({ format: 'email', maxLength: EMAIL_MAX_LENGTH, example: 'ada@example.org' })
  @IsRequiredEmail()
  email: string;
}
