import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import { LANGUAGE_LOCKED_MESSAGE, offeredLanguages, type ParticipantLanguageResponse } from '@vvq/contracts';
import { LanguageCataloguesService } from '../languages/index.js';
import { TransactionRunner } from '../../database/transaction-runner.js';
import { TrialsService } from '../sessions/index.js';
import { StudySettingsService } from '../study/index.js';
import { ParticipantsRepository } from './participants.repository.js';

/**
 * The language a participant reads the study in (docs/developer/decisions/languages.md): one the study offers
 * (setting offered_languages), stored on the account so every export can split the study by language, and fixed
 * from the first rating on — the scale words a participant rated on must not change mid-study. Setting the language
 * they already have is always accepted (a reload after the first rating sends it again).
 */
@Injectable()
export class ParticipantLanguageService {
  constructor(
    private readonly tx: TransactionRunner,
    private readonly settings: StudySettingsService,
    private readonly trials: TrialsService,
    private readonly users: ParticipantsRepository,
    private readonly catalogues: LanguageCataloguesService,
  ) {}

  async set(userId: number, language: string): Promise<ParticipantLanguageResponse> {
    const available = await this.catalogues.availableCodes();
    if (!available.includes(language)) {
      throw new BadRequestException(`language must be one of ${available.join(', ')}`);
    }
    const offered = offeredLanguages((await this.settings.current()).offered_languages, available);
    if (!offered.includes(language)) {
      throw new BadRequestException(`language must be one the study offers: ${offered.join(', ')}`);
    }
    return this.tx.write(async (m) => {
      // The participant's session lock: a first rating that commits meanwhile is seen below, not after.
      await this.trials.lockParticipant(m, userId);
      const current = await this.users.languageOf(m, userId);
      if (current === language) return { language };
      const { rated } = await this.trials.progress(userId);
      const ratedAny = Object.values(rated).some((count) => count > 0);
      if (ratedAny && current !== null) throw new ConflictException(LANGUAGE_LOCKED_MESSAGE);
      // A participant who rated before the study offered languages read it in English: that is their language.
      if (ratedAny && language !== 'en') throw new ConflictException(LANGUAGE_LOCKED_MESSAGE);
      await this.users.setLanguage(m, userId, language);
      return { language };
    });
  }
}
