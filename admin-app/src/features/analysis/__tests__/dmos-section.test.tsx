import { screen, within } from '@testing-library/react';
import type { DmosResponse } from '@vvq/contracts';
import { analysis, DEFAULT_PATH } from './analysis-fixture';
import { callsTo, mockApi } from '../../../testing/mock-api';
import { renderAdmin, signInAdmin } from '../../../testing/render-admin';

beforeEach(() => {
  sessionStorage.clear();
  signInAdmin();
});

const row = (presentation: string, isReference: boolean, mos: number, dmos: number) => ({
  presentation,
  content: 'longdress',
  is_reference: isReference,
  n: 2,
  mos,
  dmos,
  std: isReference ? 0 : 0.5,
  ci95_low: dmos - (isReference ? 0 : 0.98),
  ci95_high: dmos + (isReference ? 0 : 0.98),
  sureal_std: 0,
  sureal_ci95_low: dmos,
  sureal_ci95_high: dmos,
});

const DMOS: DmosResponse = {
  method: 'acr-hr',
  reference_score: 5,
  observers: 2,
  ratings: 4,
  rows: [row('1', true, 4.5, 5), row('2', false, 3, 3.5)],
  skipped_contents: ['soldier'],
};

function settings(method: string) {
  return { body: { settings: { method }, sources: {} } };
}

describe('DMOS on the analysis screen', () => {
  it('shows the DMOS per video for an ACR-HR study, with the contents still waiting for their reference', async () => {
    const fetchMock = mockApi({
      [`GET ${DEFAULT_PATH}`]: { body: analysis() },
      'GET /admin/study-settings': settings('acr-hr'),
      'GET /admin/analysis/dmos': { body: DMOS },
    });
    renderAdmin('/admin/analysis');
    const table = await screen.findByRole('table', { name: 'DMOS per video' });
    const cells = within(within(table).getAllByRole('row')[2])
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual(['2', 'longdress', 'No', '2', '3.000', '3.500', '2.520 – 4.480']);
    expect(screen.getByText('Not yet rated as reference, so left out: soldier')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/admin/analysis/dmos?dimension=overall')).toHaveLength(1);
  });

  it('stays out of the way of an ACR study (the spec journey)', async () => {
    const fetchMock = mockApi({
      [`GET ${DEFAULT_PATH}`]: { body: analysis() },
      'GET /admin/study-settings': settings('acr'),
    });
    renderAdmin('/admin/analysis');
    await screen.findByTestId('analysis-Ratings');
    expect(screen.queryByRole('table', { name: 'DMOS per video' })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/admin/analysis/dmos?dimension=overall')).toHaveLength(0);
  });
});
