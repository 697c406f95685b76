import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import {
  STUDY_SETTING_LIST,
  type KeyedStudySettingDescriptor,
  type StudySettingDescriptor,
} from '@vvq/contracts';
import { studyEnvDocs } from '../../../config/env.docs.js';
import { decorateStudySettings } from '../dto/study-setting-decorators.js';
import { UpdateStudySettingsDto } from '../dto/update-study-settings.dto.js';
import { parseStudySettingsEnv } from '../study-settings-env.js';

/** A setting that does not exist: what an engineer would add to STUDY_SETTING_DESCRIPTORS. */
const retries: StudySettingDescriptor = {
  kind: 'integer',
  min: 0,
  max: 5,
  default: 0,
  group: 'session',
  label: 'Retries per video',
  help: 'How often a participant may restart a video; 0 = never.',
};
const descriptors: KeyedStudySettingDescriptor[] = [
  ...STUDY_SETTING_LIST,
  { ...retries, key: 'max_retries' },
];

/** The DTO as it would be with the new entry in the table. */
class ProbeDto {}
decorateStudySettings(ProbeDto, descriptors);

const firstMessages = (dto: new () => object, body: object) =>
  validateSync(plainToInstance(dto, body), {
    whitelist: true,
    forbidNonWhitelisted: true,
    stopAtFirstError: true,
  }).flatMap((e) => Object.values(e.constraints ?? {}));

describe('study setting descriptors', () => {
  it('a new descriptor entry is validated, documented in OpenAPI, parsed from STUDY_* and on the config page', () => {
    expect(firstMessages(ProbeDto, { max_retries: 3 })).toEqual([]);
    expect(firstMessages(ProbeDto, { max_retries: 9 })).toEqual([
      'max_retries must be a whole number from 0 to 5',
    ]);
    expect(firstMessages(ProbeDto, { max_retries: null })).toEqual([
      'max_retries must be a whole number from 0 to 5',
    ]);
    // Without the entry the key is unknown to the API.
    expect(firstMessages(UpdateStudySettingsDto, { max_retries: 3 })).toEqual([
      'property max_retries should not exist',
    ]);

    const schema = Reflect.getMetadata(
      'swagger/apiModelProperties',
      ProbeDto.prototype,
      'max_retries',
    ) as object;
    expect(schema).toMatchObject({ type: 'integer', minimum: 0, maximum: 5, required: false });

    expect(parseStudySettingsEnv({ STUDY_MAX_RETRIES: ' 2 ' }, descriptors, ProbeDto)).toEqual({
      max_retries: 2,
    });
    expect(() => parseStudySettingsEnv({ STUDY_MAX_RETRIES: 'lots' }, descriptors, ProbeDto)).toThrow(
      'STUDY_MAX_RETRIES: max_retries must be a whole number from 0 to 5',
    );

    expect(studyEnvDocs(descriptors).STUDY_MAX_RETRIES).toEqual({
      default: '`0`',
      meaning: 'How often a participant may restart a video; 0 = never.',
    });
  });

  it('keeps the messages of every kind as the API has always worded them', () => {
    const bad = {
      videos_per_session: 0,
      rating_labels: 'stars',
      require_full_playback: 'yes',
      max_stall_seconds: -1,
      completion_url: 'ftp://x',
      completion_code: 'a b',
      panel_link_secret: 'short',
      gate_inconsistency: 0,
    };
    expect(firstMessages(UpdateStudySettingsDto, bad)).toEqual([
      'videos_per_session must be a whole number from 1 to 50',
      'rating_labels must be one of spec, itu-acr',
      'require_full_playback must be true or false',
      'max_stall_seconds must be a number of seconds from 0 to 3600, or null',
      'completion_url must be an http(s) address such as https://app.prolific.com/submissions/complete?cc={code}',
      "completion_code must be 1 to 100 letters, digits, '-' or '_'",
      'panel_link_secret must be 16 to 128 letters, digits, underscores or hyphens, or null',
      'gate_inconsistency must be a number above 0 and at most 10, or null',
    ]);
    expect(firstMessages(UpdateStudySettingsDto, { completion_url: null, gate_failed_gold: null })).toEqual(
      [],
    );
  });

  it('takes the FAQ from STUDY_FAQ as JSON, and names the problem of a bad one', () => {
    const faq = [{ question: 'How long?', answer: 'Ten minutes.' }];
    expect(parseStudySettingsEnv({ STUDY_FAQ: JSON.stringify(faq) })).toEqual({ faq });
    expect(parseStudySettingsEnv({ STUDY_FAQ: 'none' })).toEqual({ faq: null });
    expect(() => parseStudySettingsEnv({ STUDY_FAQ: 'How long? Ten minutes.' })).toThrow(
      'STUDY_FAQ: faq must be a list of { "question", "answer" } entries',
    );
    expect(() => parseStudySettingsEnv({ STUDY_FAQ: '[{"question":"Q?","answer":""}]' })).toThrow(
      'STUDY_FAQ: faq entry 1: the answer is empty',
    );
  });

  it('documents every setting under its STUDY_* name, with the derived default', () => {
    const docs = studyEnvDocs(STUDY_SETTING_LIST);
    expect(docs.STUDY_VIDEOS_PER_SESSION?.default).toBe('`4`');
    expect(docs.STUDY_COMPLETION_URL?.default).toBe('unset');
    expect(Object.keys(docs)).toHaveLength(STUDY_SETTING_LIST.length);
  });
});
