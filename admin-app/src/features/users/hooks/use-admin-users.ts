import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '@vvq/ui';
import type { AdminUserRow, UserEvent } from '@vvq/contracts';
import { isUnauthorized } from '../../../lib/admin-request';
import { useApiBase } from '../../../lib/use-api-base';
import { deleteUser } from '../api/delete-user';
import { getUserEvents } from '../api/get-user-events';
import { getUsers } from '../api/get-users';

/**
 * The spec separates 'non-200 status' from 'exception with the server message'. apiRequest turns every non-2xx into
 * an ApiError, so: an error carrying a message (server body or network failure) → 'Error deleting user: ' + message;
 * a non-2xx answer without any message → 'Failed to delete user. Please try again.'
 */
export function deleteFailureText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return `Error deleting user: ${error.message}`;
    const serverMessage = ApiError.messageOf(error.body);
    return serverMessage ? `Error deleting user: ${serverMessage}` : 'Failed to delete user. Please try again.';
  }
  return `Error deleting user: ${error instanceof Error ? error.message : String(error)}`;
}

export function useAdminUsers() {
  const apiBase = useApiBase();
  const [users, setUsers] = useState<AdminUserRow[]>([]);
  const [loading, setLoading] = useState(true);
  const [events, setEvents] = useState<UserEvent[] | null>(null);

  useEffect(() => {
    let active = true;
    getUsers(apiBase)
      .then((list) => {
        if (active) setUsers(Array.isArray(list) ? list : []);
      })
      .catch((error: unknown) => console.error('Error fetching users', error))
      .finally(() => {
        if (active) setLoading(false);
      });
    getUserEvents(apiBase)
      .then((list) => {
        if (active) setEvents(Array.isArray(list) ? list : []);
      })
      .catch((error: unknown) => console.error('Error fetching user events', error));
    return () => {
      active = false;
    };
  }, [apiBase]);

  const removeUser = useCallback(
    async (id: number) => {
      if (!window.confirm('Are you sure you want to delete this user?')) return;
      try {
        await deleteUser(apiBase, id);
        setUsers((current) => current.filter((user) => user.id !== id));
        window.alert('User deleted successfully!');
      } catch (error) {
        if (isUnauthorized(error)) return;
        window.alert(deleteFailureText(error));
      }
    },
    [apiBase],
  );

  return { users, loading, events, removeUser };
}
