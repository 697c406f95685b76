import { Table } from 'react-bootstrap';
import type { StimulusViewingSummary } from '@vvq/contracts';
import { heatCellColours } from '../utils/heat-cell-colours';

/** Where viewers looked from: a table of elevation (rows, top = above) × azimuth (columns), shaded by time share. */
export function ViewHistogram({ summary }: { summary: StimulusViewingSummary }) {
  const azStep = 360 / summary.azimuth_bins;
  const elStep = 180 / summary.elevation_bins;
  const rows = summary.histogram.map((row, e) => ({ row, e })).reverse();
  return (
    <Table size="sm" bordered className="small text-center" aria-label="Share of viewing time by direction">
      <thead>
        <tr>
          <th scope="col">Elevation \ azimuth</th>
          {Array.from({ length: summary.azimuth_bins }, (_, a) => (
            <th scope="col" key={a}>
              {Math.round(-180 + a * azStep)}°
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(({ row, e }) => (
          <tr key={e}>
            <th scope="row">{Math.round(-90 + e * elStep)}°</th>
            {row.map((share, a) => (
              <td key={a} style={heatCellColours(share)}>
                {share > 0 ? `${(share * 100).toFixed(0)}%` : ''}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
