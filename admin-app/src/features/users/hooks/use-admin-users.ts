import { useCallback } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@vvq/ui';
import type { AdminListQuery } from '@vvq/contracts';
import { isUnauthorized } from '../../../lib/admin-request';
import { useApiBase } from '../../../lib/use-api-base';
import { deleteUser } from '../api/delete-user';
import { USERS_KEY } from '../api/get-users';
import { usersPageQueryOptions } from '../api/get-users-page';

/**
 * The spec separates 'non-200 status' from 'exception with the server message'. apiRequest turns every non-2xx into
 * an ApiError, so: an error carrying a message (server body or network failure) → 'Error deleting user: ' + message;
 * a non-2xx answer without any message → 'Failed to delete user. Please try again.'
 */
export function deleteFailureText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return `Error deleting user: ${error.message}`;
    const serverMessage = ApiError.messageOf(error.body);
    return serverMessage
      ? `Error deleting user: ${serverMessage}`
      : 'Failed to delete user. Please try again.';
  }
  return `Error deleting user: ${error instanceof Error ? error.message : String(error)}`;
}

/** One page of the users (`query`: the server-side page and filter) and the delete. */
export function useAdminUsers(query: AdminListQuery) {
  const apiBase = useApiBase();
  const queryClient = useQueryClient();
  const users = useQuery(usersPageQueryOptions(apiBase, query));
  const deletion = useMutation({
    mutationFn: (id: number) => deleteUser(apiBase, id),
    onSuccess: async () => {
      // Counts, charts and lists elsewhere included the user: re-read them on their next visit.
      void queryClient.invalidateQueries({ queryKey: ['admin'], refetchType: 'none' });
      // The page on screen is read again from the server (the rows after the deleted one move up).
      await queryClient.refetchQueries({ queryKey: USERS_KEY, type: 'active' });
    },
  });
  const { mutateAsync: deleteById } = deletion;

  const removeUser = useCallback(
    async (id: number) => {
      if (!window.confirm('Are you sure you want to delete this user?')) return;
      try {
        await deleteById(id);
        window.alert('User deleted successfully!');
      } catch (error) {
        if (isUnauthorized(error)) return;
        window.alert(deleteFailureText(error));
      }
    },
    [deleteById],
  );

  return {
    users: users.data?.rows ?? [],
    total: users.data?.total ?? 0,
    // 'Loading users...' until the list has answered (a failure only logs and shows the empty table).
    loading: users.isPending,
    removeUser,
  };
}
