import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CONTACT_THANKS } from '../messages.service.js';

// The contact form's thanks is worded in the participant's language by its English text (see the participants
// module's participant-message-wording.spec.ts and docs/developer/decisions/languages.md).
const catalogue = JSON.parse(
  readFileSync(
    fileURLToPath(new URL('../../../../../participant-app/src/i18n/locales/en.json', import.meta.url)),
    'utf8',
  ),
) as Record<string, string>;

describe('the contact thanks', () => {
  it('has an entry in the English participant catalogue', () => {
    expect(catalogue['api.contactThanks']).toBe(CONTACT_THANKS);
  });
});
