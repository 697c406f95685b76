import { describe, expect, it } from '@jest/globals';
import { isAdminPath } from '../is-admin-path';

describe('isAdminPath', () => {
  it.each(['/admin', '/admin/', '/admin/login', '/admin/view-feedback/12', '/ADMIN/dashboard'])(
    '%s is admin',
    (path) => {
      expect(isAdminPath(path)).toBe(true);
    },
  );

  it.each(['/', '/login', '/dashboard', '/administrator', '/rate-videos', '/x/admin'])(
    '%s is participant',
    (path) => {
      expect(isAdminPath(path)).toBe(false);
    },
  );
});
