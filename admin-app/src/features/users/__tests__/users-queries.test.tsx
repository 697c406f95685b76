import { act, renderHook, waitFor } from '@testing-library/react';
import { API_BASE, listCalls, mockApi, pagedList } from '../../../testing/mock-api';
import { TestQueryScope, signInAdmin } from '../../../testing/render-admin';
import { getUserEvents } from '../api/get-user-events';
import { getUsers } from '../api/get-users';
import { useAdminUsers } from '../hooks/use-admin-users';
import { useQueryClient } from '@tanstack/react-query';
import { RuntimeConfigProvider } from '@vvq/ui';
import type { ReactNode } from 'react';

beforeEach(() => {
  sessionStorage.clear();
  signInAdmin();
  jest.spyOn(window, 'confirm').mockReturnValue(true);
  jest.spyOn(window, 'alert').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

function wrapper({ children }: { children: ReactNode }) {
  return (
    <RuntimeConfigProvider value={{ apiBase: API_BASE, providedBy: 'test' }}>
      <TestQueryScope>{children}</TestQueryScope>
    </RuntimeConfigProvider>
  );
}

describe('users fetchers', () => {
  it('type a non-list answer as an empty list', async () => {
    mockApi({ 'GET /admin/users': { body: { users: [] } }, 'GET /admin/user-events': { text: '' } });
    await expect(getUsers(API_BASE)).resolves.toEqual([]);
    await expect(getUserEvents(API_BASE)).resolves.toEqual([]);
  });
});

describe('useAdminUsers', () => {
  it('reads the page again after a delete and marks the other admin answers stale', async () => {
    let users = [
      { id: 1, email: 'a@x' },
      { id: 2, email: 'b@x' },
    ];
    const fetchMock = mockApi({
      'GET /admin/users': (init, path) => pagedList(users)(init, path),
      'GET /admin/user-events': { body: [] },
      'DELETE /admin/users/1': () => {
        users = users.filter((u) => u.id !== 1);
        return { body: {} };
      },
    });
    const { result } = renderHook(
      () => ({ users: useAdminUsers({ limit: 100, offset: 0 }), client: useQueryClient() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.users.users).toHaveLength(2));
    result.current.client.setQueryData(['admin', 'stats', 'user-count'], 2);
    await act(() => result.current.users.removeUser(1));
    expect(result.current.users.users.map((u) => u.id)).toEqual([2]);
    expect(result.current.users.total).toBe(1);
    expect(listCalls(fetchMock, '/admin/users')).toEqual([
      '/admin/users?limit=100&offset=0',
      '/admin/users?limit=100&offset=0',
    ]);
    expect(result.current.client.getQueryState(['admin', 'stats', 'user-count'])?.isInvalidated).toBe(true);
    expect(window.alert).toHaveBeenCalledWith('User deleted successfully!');
  });
});
