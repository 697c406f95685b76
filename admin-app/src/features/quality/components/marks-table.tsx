import { Button, Table } from 'react-bootstrap';
import type { QualityMark } from '@vvq/contracts';
import { formatLocalDateTime } from '@vvq/ui';
import { formatTargets, KIND_LABELS } from '../utils/describe-quality';

export function MarksTable({
  marks,
  onClear,
}: {
  marks: readonly QualityMark[];
  onClear: (mark: QualityMark) => void;
}) {
  if (marks.length === 0)
    return <p className="text-muted">No video is marked: every video is a scored video.</p>;
  return (
    <Table striped bordered hover responsive size="sm" aria-label="Marked videos">
      <thead>
        <tr>
          <th>Video</th>
          <th>Kind</th>
          <th>Targets</th>
          <th>Marked</th>
          <th>Actions</th>
        </tr>
      </thead>
      <tbody>
        {marks.map((m) => (
          <tr key={m.video_id}>
            <td>{`${m.video_id} — ${m.label}`}</td>
            <td>{KIND_LABELS[m.kind]}</td>
            <td>
              {formatTargets(m.targets)}
              {m.kind === 'trap' && m.instruction && (
                <div className="small text-muted">{`Shown: “${m.instruction}”`}</div>
              )}
            </td>
            <td>{formatLocalDateTime(m.marked_at)}</td>
            <td>
              <Button size="sm" variant="outline-danger" onClick={() => onClear(m)}>
                Clear<span className="visually-hidden">{` mark of video ${m.video_id}`}</span>
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
