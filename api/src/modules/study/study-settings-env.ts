import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import {
  DEFAULT_STUDY_SETTINGS,
  STUDY_SETTING_KEYS,
  type StudySettingKey,
  type StudySettings,
} from '@vvq/contracts';
import { ConfigError } from '../../config/load-config.js';
import { UpdateStudySettingsDto } from './dto/update-study-settings.dto.js';

const TEXT_KEYS: ReadonlySet<StudySettingKey> = new Set([
  'completion_url',
  'completion_code',
  'screen_out_url',
  'panel_link_secret',
]);
const NULL_WORDS = new Set(['null', 'off', 'none']);
const TRUE_WORDS = new Set(['true', '1', 'yes', 'on']);
const FALSE_WORDS = new Set(['false', '0', 'no', 'off']);

/** `videos_per_session` ↔ `STUDY_VIDEOS_PER_SESSION`. */
export const studyEnvName = (key: StudySettingKey) => `STUDY_${key.toUpperCase()}`;

/** An environment string as the setting's type; a value that does not convert is passed on for the DTO to refuse. */
function convert(key: StudySettingKey, raw: string): unknown {
  const text = raw.trim();
  const fallback = DEFAULT_STUDY_SETTINGS[key];
  const nullable = fallback === null;
  if (nullable && NULL_WORDS.has(text.toLowerCase())) return null;
  if (typeof fallback === 'boolean') {
    if (TRUE_WORDS.has(text.toLowerCase())) return true;
    if (FALSE_WORDS.has(text.toLowerCase())) return false;
    return text;
  }
  if (typeof fallback === 'number' || (nullable && !TEXT_KEYS.has(key))) {
    return text !== '' && Number.isFinite(Number(text)) ? Number(text) : text;
  }
  return text;
}

/**
 * The STUDY_* variables as initial settings, validated by the same rules as the admin screen's PATCH. An unknown
 * STUDY_* name or a bad value stops the start with a message naming the variable.
 */
export function parseStudySettingsEnv(env: NodeJS.ProcessEnv): Partial<StudySettings> {
  const byName = new Map(STUDY_SETTING_KEYS.map((key) => [studyEnvName(key), key]));
  const values: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const [name, raw] of Object.entries(env)) {
    if (!name.startsWith('STUDY_') || raw === undefined || raw === '') continue;
    const key = byName.get(name);
    if (!key) {
      problems.push(`${name}: is not a study setting (known: ${[...byName.keys()].join(', ')})`);
      continue;
    }
    values[key] = convert(key, raw);
  }
  const errors = validateSync(plainToInstance(UpdateStudySettingsDto, values), {
    whitelist: true,
    forbidNonWhitelisted: true,
    stopAtFirstError: true,
  });
  for (const e of errors) {
    problems.push(
      `${studyEnvName(e.property as StudySettingKey)}: ${Object.values(e.constraints ?? {}).join('; ')}`,
    );
  }
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  return values as Partial<StudySettings>;
}
