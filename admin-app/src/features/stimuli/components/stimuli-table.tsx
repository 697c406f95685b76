import { Button } from 'react-bootstrap';
import type { AdminStimulusRow } from '@vvq/contracts';
import { DataTable } from '@vvq/ui';
import type { StimulusChange } from '../api/change-stimulus';
import { describeAttributes } from '../utils/format-bytes';

/** The catalogue: ratings, live reservations, file check, retired, attributes, and the lifecycle buttons. */
export function StimuliTable({
  rows,
  onChange,
}: {
  rows: readonly AdminStimulusRow[];
  onChange: (row: AdminStimulusRow, what: StimulusChange) => void;
}) {
  return (
    <DataTable<AdminStimulusRow>
      label="Stimuli"
      rows={rows}
      rowKey={(r) => r.video_id}
      empty={<p className="text-muted">No stimuli yet: import a manifest above.</p>}
      columns={[
        { key: 'id', header: 'ID', cell: (r) => r.video_id, sortKey: (r) => r.video_id },
        { key: 'label', header: 'Label', cell: (r) => r.label, sortKey: (r) => r.label },
        { key: 'content', header: 'Content', cell: (r) => r.content },
        {
          key: 'condition',
          header: 'Condition',
          cell: (r) => [r.view, r.compression_type, r.qp && `QP ${r.qp}`].filter(Boolean).join(' · '),
        },
        { key: 'attributes', header: 'Attributes', cell: (r) => describeAttributes(r.attributes) },
        { key: 'ratings', header: 'Ratings', cell: (r) => r.ratings_count, sortKey: (r) => r.ratings_count },
        { key: 'reserved', header: 'Reserved', cell: (r) => r.reserved_count },
        { key: 'check', header: 'File check', cell: (r) => r.file_check ?? '—' },
        {
          key: 'retired',
          header: 'Retired',
          cell: (r) => (r.retired_at ? new Date(r.retired_at).toLocaleString() : 'no'),
        },
        {
          key: 'actions',
          header: 'Actions',
          cell: (r) => (
            <div className="d-flex gap-2">
              <Button
                size="sm"
                variant="outline-secondary"
                onClick={() => onChange(r, r.retired_at ? 'restore' : 'retire')}
                aria-label={`${r.retired_at ? 'Restore' : 'Retire'} ${r.label}`}
              >
                {r.retired_at ? 'Restore' : 'Retire'}
              </Button>
              {r.ratings_count === 0 && r.reserved_count === 0 ? (
                <Button
                  size="sm"
                  variant="outline-danger"
                  onClick={() => onChange(r, 'delete')}
                  aria-label={`Delete ${r.label}`}
                >
                  Delete
                </Button>
              ) : null}
            </div>
          ),
        },
      ]}
    />
  );
}
