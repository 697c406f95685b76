import type { AdminUserRow } from '@vvq/contracts';
import { userLabel } from '../utils/user-label';

const ada: AdminUserRow = { id: 1, email: 'ada@example.org', name: 'Ada' };
const prolific: AdminUserRow = {
  id: 2,
  email: null,
  name: 'Prolific participant',
  panel: 'prolific',
  panel_participant_id: '5f3a1c2b9d8e7f6a5b4c3d2e',
};

describe('users table labels (panel accounts have no e-mail)', () => {
  it('shows the e-mail of a signed-up account and the panel with its id for a panel account', () => {
    expect(userLabel(ada)).toBe('ada@example.org');
    expect(userLabel(prolific)).toBe('Prolific participant 5f3a1c2b9d8e7f6a5b4c3d2e');
  });
});
