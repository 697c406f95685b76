import { blockingIssues, checkCatalogue, placeholdersOf } from '../catalogue-check.js';
import {
  chooseLanguage,
  offeredLanguages,
  DEFAULT_OFFERED_LANGUAGES,
  PARTICIPANT_LANGUAGES,
} from '../languages.js';
import { LANGUAGE_CODE_PATTERN } from '../language-catalogues.js';

const ENGLISH = [
  '{',
  '  "a.title": "Welcome, {{name}}",',
  '  "a.body": "Plain text",',
  '  "a.count": "{{n}} of {{m}}"',
  '}',
].join('\n');

describe('checkCatalogue', () => {
  it('accepts a complete catalogue with the same placeholders', () => {
    const de =
      '{\n  "a.title": "Willkommen, {{name}}",\n  "a.body": "Text",\n  "a.count": "{{n}} von {{m}}"\n}';
    expect(checkCatalogue(ENGLISH, de)).toEqual([]);
  });

  it('reports missing keys (at the English line), extra keys and broken placeholders by line', () => {
    const bad = '{\n  "a.title": "Willkommen, {{nom}}",\n  "a.extra": "x"\n}';
    const issues = checkCatalogue(ENGLISH, bad);
    expect(issues.map((i) => [i.kind, i.line, i.key])).toEqual([
      ['placeholder', 2, 'a.title'],
      ['extra', 3, 'a.extra'],
      ['missing', 3, 'a.body'],
      ['missing', 4, 'a.count'],
    ]);
    expect(issues[0].message).toBe('line 2: "a.title" needs {{name}}, has {{nom}}');
    expect(blockingIssues(issues).map((i) => i.kind)).toEqual(['placeholder', 'extra']);
  });

  it('reports a file that is not JSON with its line, and a repeated key', () => {
    expect(checkCatalogue(ENGLISH, '{\n  "a.title": "x",\n  "a.body": oops\n}')[0]).toMatchObject({
      kind: 'syntax',
      line: 3,
    });
    const twice = '{\n  "a.body": "x",\n  "a.body": "y"\n}';
    expect(checkCatalogue(ENGLISH, twice).find((i) => i.kind === 'duplicate')).toMatchObject({ line: 3 });
    expect(checkCatalogue(ENGLISH, '["a"]')[0].kind).toBe('syntax');
    expect(checkCatalogue(ENGLISH, '{"a.body": 3}')[0].kind).toBe('not-text');
  });

  it('reads placeholders with spaces and repeats alike', () => {
    expect(placeholdersOf('{{ b }} {{a}} {{b}}')).toEqual(['a', 'b']);
  });
});

describe('chooseLanguage', () => {
  const offered = offeredLanguages(DEFAULT_OFFERED_LANGUAGES);

  it('offers every complete catalogue by default, English first', () => {
    expect(offered).toEqual(['en', 'de', 'fr', 'es', 'zh-Hans']);
    expect(offeredLanguages('ar,xx,ar')).toEqual(['ar']);
    expect(offeredLanguages('')).toEqual(['en']);
  });

  it('offers an uploaded language once the lab lists it, and matches a regional one whole first', () => {
    const available = [...PARTICIPANT_LANGUAGES, 'it', 'pt-BR'];
    expect(offeredLanguages('en,it,pt-BR,xx', available)).toEqual(['en', 'it', 'pt-BR']);
    expect(offeredLanguages('en,it')).toEqual(['en']);
    expect(chooseLanguage(['en', 'pt-BR', 'it'], null, ['pt-br'])).toBe('pt-BR');
    expect(chooseLanguage(['en', 'it'], 'it', [])).toBe('it');
    expect(chooseLanguage(['en', 'it'], null, ['it-CH'])).toBe('it');
  });

  it('accepts language codes as BCP 47 writes the usual ones, at most 16 characters', () => {
    for (const code of ['it', 'pt-BR', 'sr-Latn', 'zh-Hant-TW', 'gsw'])
      expect(LANGUAGE_CODE_PATTERN.test(code)).toBe(true);
    for (const code of ['', 'x', 'IT', 'it_', 'italiano', '../en', 'ab-cdefghij-klmnopq', '1e3'])
      expect(LANGUAGE_CODE_PATTERN.test(code)).toBe(false);
  });

  it('takes lang= when offered, else the browser preference among the offered, else the first offered', () => {
    expect(chooseLanguage(offered, 'de', ['fr'])).toBe('de');
    expect(chooseLanguage(offered, 'ar', ['fr-CA', 'de'])).toBe('fr');
    expect(chooseLanguage(offered, null, ['zh-CN'])).toBe('zh-Hans');
    expect(chooseLanguage(offered, null, ['zh-TW', 'es-MX'])).toBe('es');
    expect(chooseLanguage(['de', 'fr'], null, ['ja'])).toBe('de');
    expect(chooseLanguage(offered, 'ZH-hans', [])).toBe('zh-Hans');
  });
});
