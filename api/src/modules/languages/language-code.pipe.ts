import { BadRequestException, type PipeTransform } from '@nestjs/common';
import { LANGUAGE_CODE_PATTERN, LANGUAGE_CODE_RULE } from '@vvq/contracts';

/** A language code in a path (`/api/admin/languages/pt-BR`): 400 with the rule for anything else. */
export class LanguageCodePipe implements PipeTransform<string, string> {
  transform(value: string): string {
    const code = String(value ?? '').trim();
    if (!LANGUAGE_CODE_PATTERN.test(code)) throw new BadRequestException(LANGUAGE_CODE_RULE);
    return code;
  }
}
