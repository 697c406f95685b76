import { useCallback, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { ApiError, saveBlob } from '@vvq/ui';
import { isUnauthorized } from '../../../lib/admin-request';
import { useApiBase } from '../../../lib/use-api-base';
import { getParticipantExport } from '../api/get-participant-export';
import { exportFileName } from '../utils/retention-summary';

export interface ExportStatus {
  userId: number;
  state: 'running' | 'done' | 'failed';
  text: string;
}

function failureText(error: unknown): string {
  const message = error instanceof ApiError ? ApiError.messageOf(error.body) || error.message : String(error);
  return `Export failed: ${message}`;
}

/**
 * Downloads everything stored about one participant as a JSON file (a subject-access request). The status is read
 * out by a live region; the button keeps its focus (it is never disabled, a second click while running is ignored).
 */
export function useParticipantExport() {
  const apiBase = useApiBase();
  const [status, setStatus] = useState<ExportStatus | null>(null);
  const { mutateAsync, isPending } = useMutation({
    mutationFn: (id: number) => getParticipantExport(apiBase, id),
  });

  const exportUser = useCallback(
    async (userId: number) => {
      if (isPending) return;
      setStatus({ userId, state: 'running', text: `Exporting the data of user ${userId}…` });
      try {
        const data = await mutateAsync(userId);
        const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
        saveBlob(blob, exportFileName(userId, data.exported_at));
        setStatus({ userId, state: 'done', text: `Exported the data of user ${userId}.` });
      } catch (error) {
        if (isUnauthorized(error)) return;
        setStatus({ userId, state: 'failed', text: failureText(error) });
      }
    },
    [isPending, mutateAsync],
  );

  return { exportUser, status };
}
