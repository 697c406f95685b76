import {
  DEFAULT_STUDY_SETTINGS,
  STUDY_SETTING_GROUPS,
  STUDY_SETTING_LIST,
  studyFaqProblem,
  studySettingEnvName,
} from '../index.js';

/** Whether a descriptor's own default passes its own rule (a wrong default would refuse the spec's journey). */
function defaultFits(d: (typeof STUDY_SETTING_LIST)[number]): boolean {
  const value: unknown = d.default;
  if (value === null) return d.nullable === true;
  switch (d.kind) {
    case 'boolean':
      return typeof value === 'boolean';
    case 'integer':
      return Number.isInteger(value) && (value as number) >= d.min && (value as number) <= d.max;
    case 'number':
      return typeof value === 'number' && value <= d.max && (d.minExclusive ? value > d.min : value >= d.min);
    case 'enum':
      return d.values.includes(value as string);
    case 'faq':
      return studyFaqProblem(value) === null;
    case 'url':
    case 'text':
    case 'secret':
      return typeof value === 'string' && (d.kind === 'url' || d.pattern.test(value));
  }
}

describe('study setting descriptors', () => {
  it('give every setting a default that its own rule accepts', () => {
    expect(STUDY_SETTING_LIST.filter((d) => !defaultFits(d)).map((d) => d.key)).toEqual([]);
  });

  it('are the defaults, key for key and in order', () => {
    expect(Object.entries(DEFAULT_STUDY_SETTINGS)).toEqual(STUDY_SETTING_LIST.map((d) => [d.key, d.default]));
  });

  it('keep each group together, in the groups’ order, so the table reads as the screen', () => {
    const groups = STUDY_SETTING_GROUPS.map((g) => g.id) as string[];
    const order = STUDY_SETTING_LIST.map((d) => groups.indexOf(d.group));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('name distinct STUDY_* variables', () => {
    const names = STUDY_SETTING_LIST.map(studySettingEnvName);
    expect(new Set(names).size).toBe(names.length);
    expect(names.every((n) => n.startsWith('STUDY_'))).toBe(true);
  });
});
