import { useCallback } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContactMessage } from '@vvq/contracts';
import { UnexpectedResponseError } from '@vvq/ui';
import { isUnauthorized } from '../../../lib/admin-request';
import { useApiBase } from '../../../lib/use-api-base';
import { UNANSWERED_MESSAGES_KEY, unansweredMessagesQueryOptions } from '../api/get-unanswered-messages';
import { markAsAnswered } from '../api/mark-as-answered';

/** Spec sections 5 and 8: a non-list answer and a failed load have their own texts. */
export function messagesLoadErrorText(error: unknown): string {
  return error instanceof UnexpectedResponseError
    ? 'Unexpected response format.'
    : 'Failed to load messages.';
}

export function useUnansweredMessages() {
  const apiBase = useApiBase();
  const queryClient = useQueryClient();
  const { data, isPending, error } = useQuery(unansweredMessagesQueryOptions(apiBase));
  const { mutateAsync: markById } = useMutation({
    mutationFn: (id: number) => markAsAnswered(apiBase, { id }),
    // Answered messages are no longer listed (spec section 4): the row goes at once.
    onSuccess: (_answer, id) =>
      queryClient.setQueryData<ContactMessage[]>(UNANSWERED_MESSAGES_KEY, (list) =>
        list?.filter((m) => m.id !== id),
      ),
  });

  const markAnswered = useCallback(
    async (id: number) => {
      if (!window.confirm('Are you sure you want to mark this message as answered?')) return;
      try {
        await markById(id);
      } catch (e) {
        if (!isUnauthorized(e)) window.alert('Failed to mark message as answered.');
      }
    },
    [markById],
  );

  return {
    messages: data ?? [],
    loading: isPending,
    error: error ? messagesLoadErrorText(error) : '',
    markAnswered,
  };
}
