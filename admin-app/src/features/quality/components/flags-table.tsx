import { Button } from 'react-bootstrap';
import type { QualityFlag } from '@vvq/contracts';
import { DataTable, formatLocalDateTime, type DataColumn } from '@vvq/ui';
import { evidenceLines, RULE_LABELS } from '../utils/describe-quality';

function who(flag: QualityFlag): string {
  return flag.name ? `${flag.name} (#${flag.user_id})` : `#${flag.user_id} (deleted)`;
}

function flagColumns(onReverse: (flag: QualityFlag) => void): DataColumn<QualityFlag>[] {
  return [
    { key: 'who', header: 'Participant', cell: (f) => who(f) },
    { key: 'rule', header: 'Rule', cell: (f) => RULE_LABELS[f.rule] ?? f.rule },
    { key: 'flagged', header: 'Flagged', cell: (f) => formatLocalDateTime(f.flagged_at) },
    {
      key: 'evidence',
      header: 'Evidence',
      cell: (f) => (
        <>
          <p className="mb-1">{`${f.evidence.count} ratings (threshold ${f.evidence.threshold})`}</p>
          <ul className="small mb-0 ps-3">
            {evidenceLines(f.evidence).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      cell: (f) =>
        f.reversed_at ? (
          `Reversed ${formatLocalDateTime(f.reversed_at)}`
        ) : (
          <Button size="sm" variant="warning" onClick={() => onReverse(f)}>
            Reverse<span className="visually-hidden">{` flag of ${who(f)}`}</span>
          </Button>
        ),
    },
  ];
}

export function FlagsTable({
  flags,
  onReverse,
}: {
  flags: readonly QualityFlag[];
  onReverse: (flag: QualityFlag) => void;
}) {
  return (
    <DataTable
      label="Flagged participants"
      columns={flagColumns(onReverse)}
      rows={flags}
      rowKey={(f) => f.id}
      empty={<p className="text-muted">No participant has been flagged.</p>}
      hover={false}
    />
  );
}
