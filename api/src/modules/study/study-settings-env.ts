import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import {
  STUDY_SETTING_LIST,
  studySettingEnvName,
  type KeyedStudySettingDescriptor,
  type StudySettingKey,
  type StudySettings,
} from '@vvq/contracts';
import { ConfigError } from '../../config/load-config.js';
import { UpdateStudySettingsDto } from './dto/update-study-settings.dto.js';

const NULL_WORDS = new Set(['null', 'off', 'none']);
const TRUE_WORDS = new Set(['true', '1', 'yes', 'on']);
const FALSE_WORDS = new Set(['false', '0', 'no', 'off']);

const BY_KEY = new Map(STUDY_SETTING_LIST.map((d) => [d.key, d]));

/** `videos_per_session` ↔ `STUDY_VIDEOS_PER_SESSION` (or the name its descriptor gives). */
export const studyEnvName = (key: StudySettingKey) => {
  const descriptor = BY_KEY.get(key);
  return descriptor ? studySettingEnvName(descriptor) : `STUDY_${key.toUpperCase()}`;
};

/** An environment string as the setting's type; a value that does not convert is passed on for the DTO to refuse. */
function convert(d: KeyedStudySettingDescriptor, raw: string): unknown {
  const text = raw.trim();
  if (d.nullable && NULL_WORDS.has(text.toLowerCase())) return null;
  if (d.kind === 'boolean') {
    if (TRUE_WORDS.has(text.toLowerCase())) return true;
    if (FALSE_WORDS.has(text.toLowerCase())) return false;
    return text;
  }
  if (d.kind === 'integer' || d.kind === 'number') {
    return text !== '' && Number.isFinite(Number(text)) ? Number(text) : text;
  }
  if (d.kind === 'faq') {
    // JSON, as the API takes it; text that is no JSON is passed on and refused with the setting's rule.
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

/**
 * The STUDY_* variables as initial settings, validated by the same rules as the admin screen's PATCH. An unknown
 * STUDY_* name or a bad value stops the start with a message naming the variable. `descriptors` and `dto` are the
 * settings' own unless a test passes others.
 */
export function parseStudySettingsEnv(
  env: NodeJS.ProcessEnv,
  descriptors: readonly KeyedStudySettingDescriptor[] = STUDY_SETTING_LIST,
  dto: new () => object = UpdateStudySettingsDto,
): Partial<StudySettings> {
  const byName = new Map(descriptors.map((d) => [studySettingEnvName(d), d]));
  const nameOf = new Map(descriptors.map((d) => [d.key, studySettingEnvName(d)]));
  const values: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const [name, raw] of Object.entries(env)) {
    if (!name.startsWith('STUDY_') || raw === undefined || raw === '') continue;
    const descriptor = byName.get(name);
    if (!descriptor) {
      problems.push(`${name}: is not a study setting (known: ${[...byName.keys()].join(', ')})`);
      continue;
    }
    values[descriptor.key] = convert(descriptor, raw);
  }
  const errors = validateSync(plainToInstance(dto, values), {
    whitelist: true,
    forbidNonWhitelisted: true,
    stopAtFirstError: true,
  });
  for (const e of errors) {
    problems.push(`${nameOf.get(e.property)}: ${Object.values(e.constraints ?? {}).join('; ')}`);
  }
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  return values as Partial<StudySettings>;
}
