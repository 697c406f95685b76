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
  LANGUAGE_INFO,
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
import { readEnglishCatalogue, readShippedCatalogue } from './english-catalogue.js';
import type { LanguageCatalogueRow } from './language-catalogue.entity.js';
import { LanguageCataloguesRepository } from './language-catalogues.repository.js';

export const ENGLISH_IS_THE_REFERENCE =
  'English is the reference every catalogue is checked against and cannot be replaced: change the study’s own texts in the study settings';
export const NO_ENGLISH_CATALOGUE =
  'The English catalogue (participant-app/src/i18n/locales/en.json) is not on this server, so an upload cannot be checked';

/** The texts a catalogue file words (none for a file that does not parse). */
const entriesOfSource = (source: string): Record<string, string> => {
  const parsed = parseCatalogue(source);
  return 'entries' in parsed ? parsed.entries : {};
};

/** How many texts a stored catalogue words. */
const entriesOf = (row: LanguageCatalogueRow): Record<string, string> => entriesOfSource(row.source);

/** Only the keys English has: a preview shows what the app can render, nothing a catalogue adds beside it. */
const pickKnown = (entries: Record<string, string>, english: Record<string, string>) =>
  Object.fromEntries(Object.entries(entries).filter(([key]) => key in english));

const pick = (info: { name: string; dir: LanguageDirection }) => ({ name: info.name, dir: info.dir });

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

  /** Every language a participant can read, shipped then uploaded, each with its own name and direction. */
  async previewLanguages(): Promise<PublicLanguage[]> {
    const uploaded = await this.catalogues.all();
    const byCode = new Map<string, PublicLanguage>(
      PARTICIPANT_LANGUAGES.map((code) => [code, { code, ...pick(LANGUAGE_INFO[code]) }]),
    );
    for (const row of uploaded) {
      byCode.set(row.code, { code: row.code, name: row.name, dir: row.dir as LanguageDirection });
    }
    return [...byCode.values()];
  }

  /**
   * A language's texts as its participants read them, for the admin's previews: every English key, worded by the
   * shipped catalogue where the app ships the language, by the lab's upload over that, and in English where both are
   * silent (the participant app's own fallback, catalogues.ts).
   */
  async preview(code: string): Promise<PublicLanguageCatalogue> {
    const row = await this.catalogues.one(code);
    const shipped = isParticipantLanguage(code);
    if (!row && !shipped) throw new NotFoundException(`No catalogue ships or has been uploaded for ${code}`);
    const english = entriesOfSource(this.englishSource());
    const shippedSource = shipped && code !== 'en' ? readShippedCatalogue(code) : null;
    const entries = {
      ...english,
      ...(shippedSource === null ? {} : pickKnown(entriesOfSource(shippedSource), english)),
      ...(row ? pickKnown(entriesOf(row), english) : {}),
    };
    const info = row
      ? { name: row.name, dir: row.dir as LanguageDirection }
      : pick(LANGUAGE_INFO[code as keyof typeof LANGUAGE_INFO]);
    return { code, ...info, entries };
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
