import { BadRequestException, ConflictException, Inject, Injectable, Optional } from '@nestjs/common';
import {
  DEFAULT_STUDY_SETTINGS,
  PARTICIPANT_LANGUAGES,
  PRIVATE_STUDY_SETTING_KEYS,
  offeredLanguagesRule,
  STUDY_SETTING_KEYS,
  WRITE_ONLY_STUDY_SETTING_KEYS,
  PANEL_LINK_SECRET_MASK,
  type AdminStudySettingsResponse,
  type PublicStudySettings,
  type StudySettingChange,
  type StudySettingKey,
  type StudySettingResetTarget,
  type StudySettings,
  type StudySettingSource,
  type StudySettingsUpdate,
} from '@vvq/contracts';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { isDuplicateKeyError, retryTransaction } from '../../database/db-errors.js';
import { TransactionRunner, type WriteOptions } from '../../database/transaction-runner.js';
import { AdminAccountsService } from '../auth/index.js';
import { LanguageCataloguesService } from '../languages/index.js';
import type { StudySettingRow } from './study-setting.entity.js';
import { StudySettingsRepository } from './study-settings.repository.js';
import { parseStudySettingsEnv } from './study-settings-env.js';
import { StudyMethodReadiness } from './study-method-readiness.js';

/**
 * How long a process reuses the stored settings before reading them again. Other API processes see an admin's change
 * within this time; the process that made it sees it at once. Every session start and rating reads the settings, so
 * they are not read from the database per request.
 */
export const STUDY_SETTINGS_CACHE_MS = 2000;
const HISTORY_LIMIT = 200;

const KNOWN_KEYS: ReadonlySet<string> = new Set(STUDY_SETTING_KEYS);
const WRITE_ONLY: ReadonlySet<StudySettingKey> = new Set(WRITE_ONLY_STUDY_SETTING_KEYS);

/** A value as admins may see it: a write-only one that is set shows as the mask (the secret never leaves the API). */
const shown = (key: StudySettingKey, value: unknown) =>
  WRITE_ONLY.has(key) && value !== null && value !== undefined ? PANEL_LINK_SECRET_MASK : value;

/** Rules between settings that no single descriptor can state; checked on the values a save would leave. */
function checkTogether(after: StudySettings): void {
  if (after.allocation_min_ratings > after.allocation_max_ratings)
    throw new BadRequestException('allocation_min_ratings must not be greater than allocation_max_ratings');
}

/** A retried save must see the row that made it retry; and locking reads of missing keys take no gap locks. */
const READ_LATEST: WriteOptions = { isolation: 'READ COMMITTED' };

/**
 * Owns `study_settings` and `study_setting_changes`. The effective value of a key is, in order: what an admin set,
 * the STUDY_* environment variable, the default (which keeps the spec's journey).
 */
@Injectable()
export class StudySettingsService {
  private readonly fromEnv: Partial<StudySettings>;
  private cached: { at: number; stored: Promise<Map<StudySettingKey, unknown>> } | null = null;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly tx: TransactionRunner,
    private readonly admins: AdminAccountsService,
    private readonly settings: StudySettingsRepository,
    @Optional() private readonly readiness?: StudyMethodReadiness,
    @Optional() private readonly languages?: LanguageCataloguesService,
  ) {
    this.fromEnv = parseStudySettingsEnv(config.studyEnv);
  }

  async current(): Promise<StudySettings> {
    return this.resolve(await this.stored()).settings;
  }

  async publicSettings(): Promise<PublicStudySettings> {
    const settings: Partial<StudySettings> = { ...(await this.current()) };
    for (const key of PRIVATE_STUDY_SETTING_KEYS) delete settings[key];
    return settings as PublicStudySettings;
  }

  async adminView(): Promise<AdminStudySettingsResponse> {
    const view = this.resolve(await this.stored());
    const settings = { ...view.settings } as Record<StudySettingKey, unknown>;
    for (const key of WRITE_ONLY) settings[key] = shown(key, settings[key]);
    return { ...view, settings: settings as unknown as StudySettings };
  }

  /**
   * Stores the keys whose value changes and records each change with the admin and the time, in one transaction.
   * Keys sent with their current value are not recorded again.
   *
   * Concurrent saves (MySQL; SQLite has one writer) are put in a row: the values are read under a row lock in the
   * write's own transaction, so each change's old_value is what the save before it left and no change is taken for
   * "unchanged" on a stale read. A key no admin has set has no row to lock: two saves may both find it missing, and
   * the second one's insert then meets the first one's row (READ COMMITTED takes no gap locks, so it is a duplicate
   * key, not a deadlock) and the whole save runs again, now reading that row under its lock.
   */
  async update(adminId: number, update: StudySettingsUpdate): Promise<AdminStudySettingsResponse> {
    const keys = (Object.keys(update) as StudySettingKey[]).filter((k) => update[k] !== undefined);
    if (keys.length === 0) throw new BadRequestException('Send at least one setting to change');
    if (update.method !== undefined) await this.checkMethodChange(update.method);
    if (update.offered_languages !== undefined) await this.checkOfferedLanguages(update.offered_languages);
    await this.tx.write(async (m) => {
      const locked = await this.settings.lockAll(m);
      const { settings: before } = this.resolve(await this.readStored(Promise.resolve(locked)));
      checkTogether({ ...before, ...update } as StudySettings);
      // Whether to update or insert follows the locked read, not an UPDATE's row count: a row another save committed
      // after that read would be updated here with an old_value that is no longer true.
      const present = new Set(locked.map((r) => r.key));
      const now = new Date();
      for (const key of keys) {
        const value = update[key];
        if (JSON.stringify(before[key]) === JSON.stringify(value)) continue;
        const json = JSON.stringify(value);
        const row = { value: json, updated_at: now, updated_by_admin_id: adminId };
        if (present.has(key)) await this.settings.update(m, key, row);
        else
          await this.settings.insert(m, { key, ...row }).catch((error: unknown) => {
            if (isDuplicateKeyError(error))
              throw retryTransaction(`${key} was first stored by a concurrent save`);
            throw error;
          });
        // The history records that a secret was set or changed, never the secret itself.
        await this.settings.insertChange(m, {
          key,
          old_value: JSON.stringify(shown(key, before[key])),
          new_value: JSON.stringify(shown(key, value)),
          reset_to: null,
          changed_at: now,
          admin_id: adminId,
        });
      }
    }, READ_LATEST);
    this.cached = null;
    return this.adminView();
  }

  /**
   * Forgets the admin's saved value of `key`, so it reads the STUDY_* variable or the default again; recorded in the
   * history like any change, marked as a reset. A key no admin saved is refused (there is nothing to go back from).
   */
  async reset(adminId: number, key: string): Promise<AdminStudySettingsResponse> {
    if (!KNOWN_KEYS.has(key)) throw new BadRequestException(`${key} is not a study setting`);
    const settingKey = key as StudySettingKey;
    await this.tx.write(async (m) => {
      const locked = await this.settings.lockAll(m);
      const stored = await this.readStored(Promise.resolve(locked));
      const { settings: before, sources } = this.resolve(stored);
      if (!stored.has(settingKey)) {
        const reads = sources[settingKey] === 'environment' ? "the environment's value" : 'the default';
        throw new ConflictException(`${key} has no saved value to reset: it already reads ${reads}`);
      }
      stored.delete(settingKey);
      const after = this.resolve(stored);
      await this.settings.remove(m, key);
      await this.settings.insertChange(m, {
        key,
        old_value: JSON.stringify(shown(settingKey, before[settingKey])),
        new_value: JSON.stringify(shown(settingKey, after.settings[settingKey])),
        reset_to: after.sources[settingKey] as StudySettingResetTarget,
        changed_at: new Date(),
        admin_id: adminId,
      });
    }, READ_LATEST);
    this.cached = null;
    return this.adminView();
  }

  /**
   * A test method the catalogue cannot serve, or a change once ratings exist, is refused (ratings of two methods
   * would mix in one analysis; docs/developer/decisions/study-settings.md). Checked before the save: a rating that
   * lands between the check and the save is the only gap, and the analysis of that study still names its method.
   */
  /** Each offered code needs a catalogue: shipped, or uploaded by the lab (the pattern checked only the form). */
  private async checkOfferedLanguages(value: string): Promise<void> {
    const available = this.languages ? await this.languages.availableCodes() : [...PARTICIPANT_LANGUAGES];
    if (value.split(',').every((code) => available.includes(code))) return;
    throw new BadRequestException([`offered_languages must be ${offeredLanguagesRule(available)}`]);
  }

  private async checkMethodChange(to: string): Promise<void> {
    const from = (await this.current()).method;
    if (from === to || !this.readiness) return;
    const refusal = await this.readiness.refusal(from, to);
    if (!refusal) return;
    throw refusal.status === 409
      ? new ConflictException(refusal.reason)
      : new BadRequestException(refusal.reason);
  }

  async history(): Promise<StudySettingChange[]> {
    const rows = await this.settings.history(HISTORY_LIMIT);
    const emails = await this.admins.emailsByIds(rows.map((r) => r.admin_id));
    return rows.map((r) => ({
      id: r.id,
      key: r.key as StudySettingKey,
      old_value: r.old_value,
      new_value: r.new_value,
      reset_to: (r.reset_to as StudySettingResetTarget | null) ?? null,
      changed_at: new Date(r.changed_at).toISOString(),
      admin_id: r.admin_id,
      admin_email: emails.get(r.admin_id) ?? null,
    }));
  }

  private stored(): Promise<Map<StudySettingKey, unknown>> {
    const now = Date.now();
    if (!this.cached || now - this.cached.at > STUDY_SETTINGS_CACHE_MS) {
      const stored = this.readStored(this.settings.all());
      this.cached = { at: now, stored };
      // A failed read (database down) is not kept: the next call tries again.
      stored.catch(() => {
        if (this.cached?.stored === stored) this.cached = null;
      });
    }
    return this.cached.stored;
  }

  private async readStored(rows: Promise<StudySettingRow[]>): Promise<Map<StudySettingKey, unknown>> {
    const values = new Map<StudySettingKey, unknown>();
    // A row of a key this version does not know (written by a newer version) is ignored.
    for (const row of await rows)
      if (KNOWN_KEYS.has(row.key)) values.set(row.key as StudySettingKey, JSON.parse(row.value));
    return values;
  }

  private resolve(stored: Map<StudySettingKey, unknown>): AdminStudySettingsResponse {
    const settings = { ...DEFAULT_STUDY_SETTINGS } as Record<StudySettingKey, unknown>;
    const sources = {} as Record<StudySettingKey, StudySettingSource>;
    for (const key of STUDY_SETTING_KEYS) {
      if (stored.has(key)) {
        settings[key] = stored.get(key);
        sources[key] = 'admin';
      } else if (this.fromEnv[key] !== undefined) {
        settings[key] = this.fromEnv[key];
        sources[key] = 'environment';
      } else {
        sources[key] = 'default';
      }
    }
    return { settings: settings as unknown as StudySettings, sources };
  }
}
