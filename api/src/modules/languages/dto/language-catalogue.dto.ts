import { ApiProperty } from '@nestjs/swagger';
import { IsDefined, IsIn, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import {
  CATALOGUE_MAX_CHARS,
  LANGUAGE_NAME_MAX,
  type CatalogueIssue,
  type LanguageCatalogueReport,
  type LanguageCatalogueSummary,
  type LanguageCatalogueUpload,
  type LanguageDirection,
  type PublicLanguage,
  type PublicLanguageCatalogue,
} from '@vvq/contracts';

const DIRECTIONS = ['ltr', 'rtl'] as const;

// Stacked decorators run bottom-up: the type check sits lowest.
export class LanguageCatalogueUploadDto implements LanguageCatalogueUpload {
  @ApiProperty({ maxLength: LANGUAGE_NAME_MAX, example: 'Italiano', description: 'The language’s own name' })
  @MaxLength(LANGUAGE_NAME_MAX, { message: `name must be at most ${LANGUAGE_NAME_MAX} characters` })
  @IsNotEmpty({ message: 'name must not be empty' })
  @IsString({ message: 'name must be a text' })
  @IsDefined({ message: 'name is required' })
  name: string;

  @ApiProperty({ enum: DIRECTIONS, description: 'rtl for a right-to-left script (Arabic, Hebrew, Persian)' })
  @IsIn(DIRECTIONS, { message: 'dir must be ltr or rtl' })
  @IsDefined({ message: 'dir is required' })
  dir: LanguageDirection;

  @ApiProperty({
    maxLength: CATALOGUE_MAX_CHARS,
    description: 'The catalogue file’s text as it is (a flat JSON object, one key per line)',
  })
  @MaxLength(CATALOGUE_MAX_CHARS, { message: `catalogue must be at most ${CATALOGUE_MAX_CHARS} characters` })
  @IsString({ message: 'catalogue must be the file’s text' })
  @IsDefined({ message: 'catalogue is required' })
  catalogue: string;
}

export class CatalogueIssueDto implements CatalogueIssue {
  @ApiProperty({
    description: '1-based line in the uploaded file (for a missing key: in the English catalogue)',
  })
  line: number;
  @ApiProperty({ enum: ['syntax', 'not-text', 'missing', 'extra', 'placeholder', 'duplicate'] })
  kind: CatalogueIssue['kind'];
  @ApiProperty()
  key: string;
  @ApiProperty({ example: 'line 12: "rating.confirm" needs {{count}}, has none' })
  message: string;
}

export class PublicLanguageDto implements PublicLanguage {
  @ApiProperty({ example: 'it' })
  code: string;
  @ApiProperty({ example: 'Italiano' })
  name: string;
  @ApiProperty({ enum: DIRECTIONS })
  dir: LanguageDirection;
}

export class PublicLanguageCatalogueDto extends PublicLanguageDto implements PublicLanguageCatalogue {
  @ApiProperty({ type: 'object', additionalProperties: { type: 'string' } })
  entries: Record<string, string>;
}

export class LanguageCatalogueSummaryDto extends PublicLanguageDto implements LanguageCatalogueSummary {
  @ApiProperty({ description: 'True when it replaces texts of a shipped language' })
  overrides_shipped: boolean;
  @ApiProperty()
  keys: number;
  @ApiProperty({ description: 'English keys it leaves out (read in the shipped catalogue, else in English)' })
  missing: number;
  @ApiProperty({ format: 'date-time' })
  updated_at: string;
}

export class LanguageCatalogueReportDto implements LanguageCatalogueReport {
  @ApiProperty({ type: LanguageCatalogueSummaryDto })
  catalogue: LanguageCatalogueSummaryDto;
  @ApiProperty({ type: CatalogueIssueDto, isArray: true, description: 'Missing keys only' })
  issues: CatalogueIssueDto[];
}
