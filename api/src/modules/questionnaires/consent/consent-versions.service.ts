import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { CONSENT_TEXT, CONSENT_VERSION } from '@vvq/contracts';
import type { EntityManager } from 'typeorm';
import { isDuplicateKeyError } from '../../../database/db-errors.js';
import { TransactionRunner } from '../../../database/transaction-runner.js';
import type { ConsentVersion } from './consent-version.entity.js';
import { ConsentVersionsRepository } from './consent-versions.repository.js';
import { consentVersionOf } from './consent-version-of.js';

/**
 * The consent texts participants agree to. The canonical text is @vvq/contracts' CONSENT_TEXT, which the participant
 * app shows and whose CONSENT_VERSION it sends with the questionnaire. At start the API records the current text
 * (once per text, with the time it was first used), so every version a participant may have seen — this release's
 * or an earlier one still open in a browser — is known with its exact text, and an unknown one is refused.
 */
@Injectable()
export class ConsentVersionsService implements OnApplicationBootstrap {
  constructor(
    private readonly tx: TransactionRunner,
    private readonly versions: ConsentVersionsRepository,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.recordCurrent();
  }

  /** The version this release shows. */
  get currentVersion(): string {
    return CONSENT_VERSION;
  }

  /** Records the current text unless known; a concurrent start of another process recording it too is fine. */
  async recordCurrent(now = new Date()): Promise<void> {
    // The constant is what the participant app sends: a text edited without its version would make every
    // questionnaire an "unknown version", so the API refuses to start instead.
    if (consentVersionOf(CONSENT_TEXT) !== CONSENT_VERSION) {
      throw new Error(
        `CONSENT_VERSION (${CONSENT_VERSION}) is not the version of CONSENT_TEXT (${consentVersionOf(CONSENT_TEXT)}): ` +
          'update it in libs/contracts/src/consent.ts',
      );
    }
    try {
      await this.tx.write(async (m) => {
        if (await this.versions.exists(m, CONSENT_VERSION)) return;
        await this.versions.insert(m, { version: CONSENT_VERSION, text: CONSENT_TEXT, first_used_at: now });
      });
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
    }
  }

  /** True when the version is recorded, read in the caller's transaction. */
  isKnown(m: EntityManager, version: string): Promise<boolean> {
    return this.versions.exists(m, version);
  }

  /** The recorded version, or null. */
  find(version: string): Promise<ConsentVersion | null> {
    return this.versions.find(version);
  }
}
