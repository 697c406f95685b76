import { Button } from 'react-bootstrap';
import type { QualityMark } from '@vvq/contracts';
import { DataTable, formatLocalDateTime, type DataColumn } from '@vvq/ui';
import { formatTargets, KIND_LABELS } from '../utils/describe-quality';

function markColumns(onClear: (mark: QualityMark) => void): DataColumn<QualityMark>[] {
  return [
    { key: 'video', header: 'Video', cell: (m) => `${m.video_id} — ${m.label}` },
    { key: 'kind', header: 'Kind', cell: (m) => KIND_LABELS[m.kind] },
    {
      key: 'targets',
      header: 'Targets',
      cell: (m) => (
        <>
          {formatTargets(m.targets)}
          {m.kind === 'trap' && m.instruction && (
            <div className="small text-muted">{`Shown: “${m.instruction}”`}</div>
          )}
        </>
      ),
    },
    { key: 'marked', header: 'Marked', cell: (m) => formatLocalDateTime(m.marked_at) },
    {
      key: 'actions',
      header: 'Actions',
      cell: (m) => (
        <Button size="sm" variant="outline-danger" onClick={() => onClear(m)}>
          Clear<span className="visually-hidden">{` mark of video ${m.video_id}`}</span>
        </Button>
      ),
    },
  ];
}

export function MarksTable({
  marks,
  onClear,
}: {
  marks: readonly QualityMark[];
  onClear: (mark: QualityMark) => void;
}) {
  return (
    <DataTable
      label="Marked videos"
      columns={markColumns(onClear)}
      rows={marks}
      rowKey={(m) => m.video_id}
      empty={<p className="text-muted">No video is marked: every video is a scored video.</p>}
    />
  );
}
