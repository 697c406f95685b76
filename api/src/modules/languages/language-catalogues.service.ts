import {
  BadRequestException,
  Injectable,
  NotFoundException,
  ServiceUnavailableException,
} from '@nestjs/common';
import {
  blockingIssues,
  checkCatalogue,
  isParticipantLanguage,
  parseCatalogue,
  PARTICIPANT_LANGUAGES,
  type LanguageCatalogueReport,
  type LanguageCatalogueSummary,
  type LanguageCatalogueUpload,
  type LanguageDirection,
  type PublicLanguage,
  type PublicLanguageCatalogue,
} from '@vvq/contracts';
import { TransactionRunner } from '../../database/transaction-runner.js';
import { readEnglishCatalogue } from './english-catalogue.js';
import type { LanguageCatalogueRow } from './language-catalogue.entity.js';
import { LanguageCataloguesRepository } from './language-catalogues.repository.js';

export const ENGLISH_IS_THE_REFERENCE =
  'English is the reference every catalogue is checked against and cannot be replaced: change the study’s own texts in the study settings';
export const NO_ENGLISH_CATALOGUE =
  'The English catalogue (participant-app/src/i18n/locales/en.json) is not on this server, so an upload cannot be checked';

/** How many texts a stored catalogue words. */
const entriesOf = (row: LanguageCatalogueRow): Record<string, string> => {
  const parsed = parseCatalogue(row.source);
  return 'entries' in parsed ? parsed.entries : {};
};

/**
 * Catalogues a lab uploads, so a language is added or fixed without code (docs/developer/decisions/languages.md):
 * each checked against the English catalogue with the same check CI runs on the shipped ones (missing keys are
 * allowed and fall back; extra keys, broken placeholders and syntax errors are refused, each with its line), stored
 * as uploaded, and served to the participant app, which offers the code once the study setting offered_languages
 * lists it.
 */
@Injectable()
export class LanguageCataloguesService {
  private english: string | null | undefined;

  constructor(
    private readonly tx: TransactionRunner,
    private readonly catalogues: LanguageCataloguesRepository,
  ) {}

  private englishSource(): string {
    this.english ??= readEnglishCatalogue();
    if (this.english === null) throw new ServiceUnavailableException(NO_ENGLISH_CATALOGUE);
    return this.english;
  }

  private summary(row: LanguageCatalogueRow): LanguageCatalogueSummary {
    const english = parseCatalogue(this.englishSource());
    const englishKeys = 'entries' in english ? Object.keys(english.entries) : [];
    const entries = entriesOf(row);
    return {
      code: row.code,
      name: row.name,
      dir: row.dir as LanguageDirection,
      overrides_shipped: isParticipantLanguage(row.code),
      keys: Object.keys(entries).length,
      missing: englishKeys.filter((key) => !(key in entries)).length,
      updated_at: new Date(row.updated_at).toISOString(),
    };
  }

  async list(): Promise<LanguageCatalogueSummary[]> {
    return (await this.catalogues.all()).map((row) => this.summary(row));
  }

  async publicList(): Promise<PublicLanguage[]> {
    return (await this.catalogues.all()).map((row) => ({
      code: row.code,
      name: row.name,
      dir: row.dir as LanguageDirection,
    }));
  }

  async publicOne(code: string): Promise<PublicLanguageCatalogue> {
    const row = await this.catalogues.one(code);
    if (!row) throw new NotFoundException(`No catalogue has been uploaded for ${code}`);
    return { code: row.code, name: row.name, dir: row.dir as LanguageDirection, entries: entriesOf(row) };
  }

  /** Every code a participant can read: the shipped languages and the uploaded ones. */
  async availableCodes(): Promise<string[]> {
    const uploaded = (await this.catalogues.all()).map((row) => row.code);
    return [...new Set([...PARTICIPANT_LANGUAGES, ...uploaded])];
  }

  async upload(
    code: string,
    upload: LanguageCatalogueUpload,
    adminId: number,
  ): Promise<LanguageCatalogueReport> {
    if (code === 'en') throw new BadRequestException(ENGLISH_IS_THE_REFERENCE);
    const issues = checkCatalogue(this.englishSource(), upload.catalogue);
    const blocking = blockingIssues(issues);
    if (blocking.length > 0) {
      // Every error body is {statusCode, error, message}: `error` says what happened, `message` lists each problem.
      throw new BadRequestException({
        error: `The catalogue was not stored: ${blocking.length} problem(s) to fix`,
        message: blocking.map((issue) => issue.message),
      });
    }
    const row: LanguageCatalogueRow = {
      code,
      name: upload.name.trim(),
      dir: upload.dir,
      source: upload.catalogue,
      updated_at: new Date(),
      updated_by_admin_id: adminId,
    };
    await this.tx.write((m) => this.catalogues.save(m, row));
    return { catalogue: this.summary(row), issues };
  }

  async remove(code: string): Promise<void> {
    const removed = await this.tx.write((m) => this.catalogues.remove(m, code));
    if (removed === 0) throw new NotFoundException(`No catalogue has been uploaded for ${code}`);
  }
}
