import { illFormedTextError } from '../well-formed-text.js';

describe('illFormedTextError', () => {
  it('passes well-formed text, surrogate pairs and non-strings', () => {
    expect(illFormedTextError({ a: 'Ada \u{1F600}', b: ['x', 1, null, { c: true }] })).toBeNull();
    expect(illFormedTextError(42)).toBeNull();
  });

  it('names the field holding a lone high or low surrogate, or a reversed pair', () => {
    expect(illFormedTextError({ email: '\ud800x' })).toBe('email is not valid Unicode text');
    expect(illFormedTextError({ a: { b: ['ok', 'x\udc00'] } })).toBe('a.b[1] is not valid Unicode text');
    expect(illFormedTextError({ m: '\udc00\ud800' })).toBe('m is not valid Unicode text');
    expect(illFormedTextError('\ud800')).toBe('Request body is not valid Unicode text');
  });

  it('refuses field names that are not valid Unicode', () => {
    expect(illFormedTextError({ '\ud800': 1 })).toBe(
      'Request body has a field name that is not valid Unicode text',
    );
  });
});
