import { useQuery } from '@tanstack/react-query';
import { Card } from 'react-bootstrap';
import { DataTable, formatLocalDateTime } from '@vvq/ui';
import { useApiBase } from '../../../lib/use-api-base';
import { playbackFailuresQueryOptions } from '../api/get-playback-failures';

/** The browser's MediaError codes in words; 'none': no error was raised, the player's bound ran out. */
const CODE_WORDS: Record<string, string> = {
  '1': 'aborted',
  '2': 'network',
  '3': 'decode',
  '4': 'format not supported',
  none: 'no progress',
};

/**
 * Files that did not play in participants' browsers, and how often: shown above the catalogue only once a participant
 * has reported one, so a study without such reports sees the list as before.
 */
export function PlaybackFailuresCard() {
  const apiBase = useApiBase();
  const { data } = useQuery(playbackFailuresQueryOptions(apiBase));
  if (!data || data.length === 0) return null;
  return (
    <Card border="warning" className="mb-4" data-testid="playback-failures">
      <Card.Body>
        <h2 className="h5" id="playback-failures-heading">
          Files that did not play in participants’ browsers
        </h2>
        <p className="small text-body-secondary">
          Each report skipped that participant’s trial (not rated). Check or replace these files.
        </p>
        <DataTable
          label="Files that did not play"
          rows={data}
          rowKey={(row) => row.video_id}
          columns={[
            { key: 'video', header: 'Video ID', cell: (row) => row.video_id },
            { key: 'label', header: 'Label', cell: (row) => row.label ?? '—' },
            { key: 'file', header: 'File', cell: (row) => row.url ?? '—' },
            { key: 'failures', header: 'Reports', cell: (row) => row.failures },
            {
              key: 'codes',
              header: 'Browser errors',
              cell: (row) => row.error_codes.map((c) => CODE_WORDS[c] ?? c).join(', '),
            },
            { key: 'last', header: 'Last report', cell: (row) => formatLocalDateTime(row.last_reported_at) },
          ]}
        />
      </Card.Body>
    </Card>
  );
}
