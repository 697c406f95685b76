import { CONSENT_TEXT, CONSENT_VERSION, CONSENT_VERSION_PATTERN } from '@vvq/contracts';
import { consentVersionOf } from '../consent-version-of.js';

describe('consent version', () => {
  it('keeps the spec text word for word', () => {
    expect(CONSENT_TEXT).toBe(
      'I agree to participate in this study and understand that my data will be used for research purposes.',
    );
  });

  it('CONSENT_VERSION is the version of CONSENT_TEXT: a text edited without a new version fails here', () => {
    expect(consentVersionOf(CONSENT_TEXT)).toBe(CONSENT_VERSION);
    expect(CONSENT_VERSION).toMatch(CONSENT_VERSION_PATTERN);
  });

  it('any change of the text, even one character, is a new version', () => {
    expect(consentVersionOf(`${CONSENT_TEXT} `)).not.toBe(CONSENT_VERSION);
    expect(consentVersionOf(CONSENT_TEXT.replace('research', 'Research'))).not.toBe(CONSENT_VERSION);
  });
});
