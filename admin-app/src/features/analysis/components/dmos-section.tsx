import { useQuery } from '@tanstack/react-query';
import { Alert, Card } from 'react-bootstrap';
import type { DmosRow, RatingDimension } from '@vvq/contracts';
import { DataTable } from '@vvq/ui';
import { useApiBase } from '../../../lib/use-api-base';
import { studySettingsQueryOptions } from '../../study-settings';
import { dmosQueryOptions } from '../api/get-dmos';
import { formatInterval, formatStat } from '../utils/format-stat';

/**
 * ACR-HR studies: DMOS = MOS − MOS(reference of its content) + 5 per video, with the default interval (the
 * difference of two means); shown only when the study's method is acr-hr. docs/experimenter/test-methods.md.
 */
export function DmosSection({ dimension }: { dimension: RatingDimension }) {
  const apiBase = useApiBase();
  const settings = useQuery(studySettingsQueryOptions(apiBase));
  const on = settings.data?.settings.method === 'acr-hr';
  const dmos = useQuery(dmosQueryOptions(apiBase, dimension, on));
  if (!on) return null;
  return (
    <Card className="mb-3">
      <Card.Body>
        <h2 className="h5">DMOS (ACR with hidden reference)</h2>
        {dmos.isPending && <p>Computing the DMOS…</p>}
        {dmos.error && <Alert variant="danger">{dmos.error.message}</Alert>}
        {dmos.data && (
          <>
            {dmos.data.skipped_contents && dmos.data.skipped_contents.length > 0 && (
              <p className="text-muted">
                Not yet rated as reference, so left out: {dmos.data.skipped_contents.join(', ')}
              </p>
            )}
            <DataTable
              label="DMOS per video"
              columns={[
                { key: 'video', header: 'Video ID', cell: (r: DmosRow) => r.presentation },
                { key: 'content', header: 'Content', cell: (r: DmosRow) => r.content },
                {
                  key: 'reference',
                  header: 'Reference',
                  cell: (r: DmosRow) => (r.is_reference ? 'Yes' : 'No'),
                },
                { key: 'n', header: 'N', cell: (r: DmosRow) => String(r.n) },
                { key: 'mos', header: 'MOS', cell: (r: DmosRow) => formatStat(r.mos) },
                { key: 'dmos', header: 'DMOS', cell: (r: DmosRow) => formatStat(r.dmos) },
                {
                  key: 'ci',
                  header: '95 % CI',
                  cell: (r: DmosRow) => formatInterval(r.ci95_low, r.ci95_high),
                },
              ]}
              rows={dmos.data.rows}
              rowKey={(r) => r.presentation}
            />
          </>
        )}
      </Card.Body>
    </Card>
  );
}
