import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminStimulusRow } from '@vvq/contracts';
import { callsTo, mockApi } from '../../../testing/mock-api';
import { renderAdmin, signInAdmin } from '../../../testing/render-admin';
import { describeAttributes, formatBytes } from '../utils/format-bytes';

function stimulus(id: number, overrides: Partial<AdminStimulusRow> = {}): AdminStimulusRow {
  return {
    video_id: id,
    label: `S${id}`,
    content: 'Longdress',
    view: 'front',
    compression_type: 'texture',
    qp: '25',
    kind: 'video',
    is_reference: false,
    url: `/media/s${id}.mp4`,
    ratings_count: 0,
    reserved_count: 0,
    file_check: 'ok',
    sha256: 'a'.repeat(64),
    original_sha256: null,
    poster_url: null,
    retired_at: null,
    attributes: { codec: 'h264', bitrate_kbps: '500' },
    media_info: null,
    ...overrides,
  };
}

beforeEach(() => {
  sessionStorage.clear();
  signInAdmin();
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => {
    cb(0);
    return 0;
  });
});
afterEach(() => jest.restoreAllMocks());

describe('stimuli page', () => {
  it('lists ratings, reservations, file check, retired and attributes; delete only for untouched stimuli', async () => {
    mockApi({ 'GET /admin/stimuli': { body: [stimulus(1, { ratings_count: 3 }), stimulus(2)] } });
    renderAdmin('/admin/stimuli');
    const table = await screen.findByRole('table', { name: 'Stimuli' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]).getByText('codec h264 · bitrate_kbps 500')).toBeInTheDocument();
    expect(within(rows[1]).getByText('3')).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'Delete S1' })).toBeNull();
    expect(within(table).getByRole('button', { name: 'Delete S2' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload and check (dry run)' })).toBeDisabled();
  });

  it('retires a stimulus and says so in the focused status line', async () => {
    const fetchMock = mockApi({
      'GET /admin/stimuli': { body: [stimulus(1)] },
      'POST /admin/stimuli/1/retire': { body: stimulus(1, { retired_at: '2026-11-27T10:00:00.000Z' }) },
    });
    renderAdmin('/admin/stimuli');
    fireEvent.click(await screen.findByRole('button', { name: 'Retire S1' }));
    const status = await screen.findByText('S1 is retired.');
    await waitFor(() => expect(status).toHaveFocus());
    expect(callsTo(fetchMock, 'POST', '/admin/stimuli/1/retire')).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Restore S1' })).toBeInTheDocument();
  });

  it('shows the server reason when a change is refused', async () => {
    mockApi({
      'GET /admin/stimuli': { body: [stimulus(2)] },
      'DELETE /admin/stimuli/2': {
        status: 409,
        body: {
          error: 'Stimulus 2 was assigned to participants before and cannot be deleted; retire it instead',
        },
      },
    });
    renderAdmin('/admin/stimuli');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete S2' }));
    expect(
      await screen.findByText(
        'Stimulus 2 was assigned to participants before and cannot be deleted; retire it instead',
      ),
    ).toBeInTheDocument();
  });

  it('formats sizes and attributes', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(250_000_000)).toBe('250 MB');
    expect(describeAttributes({})).toBe('');
  });
});
