import { fireEvent, screen, within } from '@testing-library/react';
import type { AdminStimulusRow } from '@vvq/contracts';
import { analysis, DEFAULT_PATH, stats } from './analysis-fixture';
import { listCalls, mockApi } from '../../../testing/mock-api';
import { renderAdmin, signInAdmin } from '../../../testing/render-admin';

beforeEach(() => {
  sessionStorage.clear();
  signInAdmin();
});

const stimulus = (video_id: number, attributes: Record<string, string>) =>
  ({ video_id, label: `s${video_id}`, attributes }) as unknown as AdminStimulusRow;

const GROUPED_PATH = DEFAULT_PATH.replace('&model=mle', '&group_by=attribute%3Abitrate_kbps&model=mle');

const grouped = analysis({
  conditions: [
    ...analysis().conditions,
    {
      kind: 'attribute',
      key: '["bitrate_kbps","500"]',
      label: 'bitrate_kbps = 500',
      content: '',
      compression_type: null,
      qp: null,
      view: null,
      attribute: 'bitrate_kbps',
      attribute_value: '500',
      observers: 2,
      valid_observers: 2,
      all: stats(2, 3.5, 0.70711, 2.52, 4.48),
      screened: stats(2, 3.5, 0.70711, 2.52, 4.48),
    },
  ],
});

describe('analysis by a lab attribute', () => {
  it("offers the catalogue's attribute names and asks for conditions by the one chosen", async () => {
    const fetchMock = mockApi({
      'GET /admin/stimuli': { body: [stimulus(1, { bitrate_kbps: '500', codec: 'h264' }), stimulus(2, {})] },
      [`GET ${DEFAULT_PATH}`]: { body: analysis() },
      [`GET ${GROUPED_PATH}`]: { body: grouped },
    });
    renderAdmin('/admin/analysis');
    const select = await screen.findByLabelText('Conditions also by attribute');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['none', 'bitrate_kbps', 'codec']);
    fireEvent.change(select, { target: { value: 'bitrate_kbps' } });
    const table = await screen.findByRole('table', { name: 'Conditions' });
    await within(table).findByText('bitrate_kbps = 500');
    expect(listCalls(fetchMock, '/admin/analysis')).toContain(GROUPED_PATH);
  });

  it('shows no selector for a catalogue without attributes (the demo), and asks as before', async () => {
    const fetchMock = mockApi({
      'GET /admin/stimuli': { body: [stimulus(1, {})] },
      [`GET ${DEFAULT_PATH}`]: { body: analysis() },
    });
    renderAdmin('/admin/analysis');
    await screen.findByRole('table', { name: 'Conditions' });
    expect(screen.queryByLabelText('Conditions also by attribute')).not.toBeInTheDocument();
    expect(listCalls(fetchMock, '/admin/analysis')).toEqual([DEFAULT_PATH]);
  });
});
