import { queryOptions } from '@tanstack/react-query';
import { ApiRoutes, type ContactMessage } from '@vvq/contracts';
import { expectList } from '@vvq/ui';
import { adminRequest } from '../../../lib/admin-request';

export const UNANSWERED_MESSAGES_KEY = ['admin', 'messages', 'unanswered'] as const;

/** The list of messages; any other shape is an UnexpectedResponseError (spec: 'Unexpected response format.'). */
export async function getUnansweredMessages(apiBase: string): Promise<ContactMessage[]> {
  return expectList<ContactMessage>(
    await adminRequest<unknown>(apiBase, ApiRoutes.admin.unansweredMessages),
    'unanswered messages',
  );
}

export function unansweredMessagesQueryOptions(apiBase: string) {
  return queryOptions({ queryKey: UNANSWERED_MESSAGES_KEY, queryFn: () => getUnansweredMessages(apiBase) });
}
