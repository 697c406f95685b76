import { Button, Table } from 'react-bootstrap';
import type { QualityFlag } from '@vvq/contracts';
import { formatLocalDateTime } from '@vvq/ui';
import { evidenceLines, RULE_LABELS } from '../utils/describe-quality';

function who(flag: QualityFlag): string {
  return flag.name ? `${flag.name} (#${flag.user_id})` : `#${flag.user_id} (deleted)`;
}

export function FlagsTable({
  flags,
  onReverse,
}: {
  flags: readonly QualityFlag[];
  onReverse: (flag: QualityFlag) => void;
}) {
  if (flags.length === 0) return <p className="text-muted">No participant has been flagged.</p>;
  return (
    <Table striped bordered responsive size="sm" aria-label="Flagged participants">
      <thead>
        <tr>
          <th>Participant</th>
          <th>Rule</th>
          <th>Flagged</th>
          <th>Evidence</th>
          <th>Status</th>
        </tr>
      </thead>
      <tbody>
        {flags.map((f) => (
          <tr key={f.id}>
            <td>{who(f)}</td>
            <td>{RULE_LABELS[f.rule] ?? f.rule}</td>
            <td>{formatLocalDateTime(f.flagged_at)}</td>
            <td>
              <p className="mb-1">{`${f.evidence.count} ratings (threshold ${f.evidence.threshold})`}</p>
              <ul className="small mb-0 ps-3">
                {evidenceLines(f.evidence).map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </td>
            <td>
              {f.reversed_at ? (
                `Reversed ${formatLocalDateTime(f.reversed_at)}`
              ) : (
                <Button size="sm" variant="warning" onClick={() => onReverse(f)}>
                  Reverse<span className="visually-hidden">{` flag of ${who(f)}`}</span>
                </Button>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
