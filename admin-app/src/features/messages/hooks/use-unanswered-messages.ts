import { useCallback, useEffect, useState } from 'react';
import type { ContactMessage } from '@vvq/contracts';
import { isUnauthorized } from '../../../lib/admin-request';
import { useApiBase } from '../../../lib/use-api-base';
import { getUnansweredMessages } from '../api/get-unanswered-messages';
import { markAsAnswered } from '../api/mark-as-answered';

export function useUnansweredMessages() {
  const apiBase = useApiBase();
  const [messages, setMessages] = useState<ContactMessage[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState('');

  useEffect(() => {
    let active = true;
    getUnansweredMessages(apiBase)
      .then((data) => {
        if (!active) return;
        if (Array.isArray(data)) setMessages(data as ContactMessage[]);
        else setError('Unexpected response format.');
      })
      .catch(() => {
        if (active) setError('Failed to load messages.');
      })
      .finally(() => {
        if (active) setLoading(false);
      });
    return () => {
      active = false;
    };
  }, [apiBase]);

  const markAnswered = useCallback(
    async (id: number) => {
      if (!window.confirm('Are you sure you want to mark this message as answered?')) return;
      try {
        await markAsAnswered(apiBase, { id });
        setMessages((current) => current.filter((message) => message.id !== id));
      } catch (e) {
        if (!isUnauthorized(e)) window.alert('Failed to mark message as answered.');
      }
    },
    [apiBase],
  );

  return { messages, loading, error, markAnswered };
}
