import { hasInvisibleCharacter, normaliseName, normaliseText } from '../visible-text.js';

describe('hasInvisibleCharacter', () => {
  it.each([
    ['zero-width space', 'a\u200bb'],
    ['left-to-right mark', 'a\u200e'],
    ['byte-order mark', '\ufeffa'],
    ['soft hyphen', 'a\u00adb'],
    ['right-to-left override', '\u202ea'],
    ['word joiner', 'a\u2060b'],
    ['Hangul filler (Lo, default-ignorable)', 'a\u3164'],
    ['combining grapheme joiner', 'a\u034fb'],
    ['a control character', 'a\u0007b'],
    ['a tag character', 'a\u{E0041}'],
  ])('finds a %s', (_what, text) => {
    expect(hasInvisibleCharacter(text)).toBe(true);
    expect(hasInvisibleCharacter(text, 'name')).toBe(true);
  });

  it('lets emoji variation selectors through in names, not in addresses', () => {
    expect(hasInvisibleCharacter('Ana \u2764\ufe0f', 'name')).toBe(false);
    expect(hasInvisibleCharacter('ada\ufe0f@example.org')).toBe(true);
  });

  it.each(['ada@example.org', 'José Ñandú', 'Ada Lovelace', '王小明', '\u{1F600}'])('leaves %j', (text) => {
    expect(hasInvisibleCharacter(text)).toBe(false);
  });
});

describe('normaliseText / normaliseName', () => {
  it('composes accents (NFC) and trims Unicode spaces, but keeps a byte-order mark to be refused', () => {
    expect(normaliseText(' jose\u0301@example.org\u00a0')).toBe('jos\u00e9@example.org');
    expect(normaliseText('a\ufeff')).toBe('a\ufeff');
    expect(normaliseName('  Ada \t  Lovelace\u3000')).toBe('Ada Lovelace');
  });
});
