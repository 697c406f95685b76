import { redactText } from '../log-redaction.js';
import { safeError } from '../safe-error.js';

describe('log redaction', () => {
  it('replaces e-mail addresses, signed tokens and bearer credentials', () => {
    const token = `${'eyJzdWIiOjEsInJvbGUiOiJwYXJ0aWNpcGFudCJ9'}.${'a'.repeat(43)}`;
    const line = `{"msg":"Duplicate entry 'ada.l+x@example.org' for key","auth":"Bearer abc.def","t":"${token}"}`;
    const out = redactText(line);
    expect(out).not.toContain('ada.l+x@example.org');
    expect(out).not.toContain(token);
    expect(out).not.toContain('abc.def');
    expect(out).toContain("'[email]'");
  });

  it('keeps the local demo admin address, which the development start prints on purpose', () => {
    expect(redactText('Created local demo admin admin@vvq.local with password x')).toContain(
      'admin@vvq.local',
    );
  });

  it('keeps file paths and ordinary text', () => {
    const stack =
      'Error: boom\n    at Foo.bar (/srv/vvq/app/api/dist/modules/ratings/ratings.service.js:10:5)';
    expect(redactText(stack)).toBe(stack);
  });

  it('logs only the type, message, stack and code of an error, not a query error’s parameters', () => {
    const error = Object.assign(new Error('ER_DUP_ENTRY: Duplicate entry'), {
      code: 'ER_DUP_ENTRY',
      parameters: ['Ada Lovelace', 'ada@example.org'],
      query: 'INSERT INTO users …',
    });
    const logged = safeError(error);
    expect(Object.keys(logged).sort()).toEqual(['code', 'message', 'stack', 'type']);
    expect(JSON.stringify(logged)).not.toContain('Ada Lovelace');
  });
});
