import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminVideoRow } from '@vvq/contracts';
import { listCalls, mockApi, pagedList, type MockReply, type ReplySpec } from '../../../testing/mock-api';
import { renderAdmin, settle, signInAdmin } from '../../../testing/render-admin';
import { exportVideos } from '../utils/export-videos';

jest.mock('../utils/export-videos', () => ({ exportVideos: jest.fn() }));

function video(id: number, overrides: Partial<AdminVideoRow> = {}): AdminVideoRow {
  return {
    video_id: id,
    content: id % 2 ? 'longdress' : 'soldier',
    view: 'front',
    compression_type: 'geometry',
    qp: '52',
    ratings_count: 2,
    avg_clarity: 3.456,
    avg_interaction: 2,
    avg_depth: 4.1,
    avg_overall: 1,
    video_url: `/media/v/${id}.mp4`,
    ...overrides,
  };
}

function stubVideos(reply: ReplySpec, failures: ReplySpec = { body: [] }) {
  return mockApi({ 'GET /admin/videos': reply, 'GET /admin/playback-failures': failures });
}

async function bodyRows() {
  const table = await screen.findByRole('table', { name: 'Videos' });
  return within(table).getAllByRole('row').slice(1);
}

beforeEach(() => {
  sessionStorage.clear();
  signInAdmin();
  (exportVideos as jest.Mock).mockClear();
});

describe('admin videos', () => {
  it('shows no playback-failure card while no participant reported one', async () => {
    stubVideos({ body: [video(5)] });
    renderAdmin('/admin/videos');
    await screen.findByRole('table', { name: 'Videos' });
    await settle();
    expect(screen.queryByTestId('playback-failures')).not.toBeInTheDocument();
  });

  it("lists the files that did not play in participants' browsers, how often and with which error", async () => {
    stubVideos(
      { body: [video(5)] },
      {
        body: [
          {
            video_id: 9,
            label: 'alpha-hevc',
            url: '/media/own/alpha-hevc.mp4',
            failures: 3,
            error_codes: ['3', '4', 'none'],
            last_reported_at: '2026-11-27T10:00:00Z',
          },
        ],
      },
    );
    renderAdmin('/admin/videos');
    const table = await screen.findByRole('table', { name: 'Files that did not play' });
    const cells = within(within(table).getAllByRole('row')[1])
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual([
      '9',
      'alpha-hevc',
      '/media/own/alpha-hevc.mp4',
      '3',
      'decode, format not supported, no progress',
      new Date('2026-11-27T10:00:00Z').toLocaleString(),
    ]);
  });

  it('shows Loading videos… and then every column with two-decimal averages', async () => {
    stubVideos({
      body: [
        video(5),
        video(6, {
          ratings_count: 0,
          avg_clarity: null,
          avg_interaction: null,
          avg_depth: null,
          avg_overall: null,
          video_url: null,
        }),
      ],
    });
    renderAdmin('/admin/videos');
    expect(screen.getByText('Loading videos…')).toBeInTheDocument();
    const headers = within(await screen.findByRole('table', { name: 'Videos' })).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual([
      '#',
      'Video ID',
      'Content',
      'View',
      'Compression',
      'QP',
      'Ratings',
      'Avg Clarity',
      'Avg Interaction',
      'Avg Depth',
      'Avg Overall',
      'URL',
      'Actions',
    ]);
    const [first, second] = await bodyRows();
    expect(
      within(first)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      '1',
      '5',
      'longdress',
      'front',
      'geometry',
      '52',
      '2',
      '3.46',
      '2.00',
      '4.10',
      '1.00',
      'open',
      'View feedback',
    ]);
    expect(within(first).getByRole('link', { name: 'open' })).toHaveAttribute('href', '/media/v/5.mp4');
    expect(
      within(second)
        .getAllByRole('cell')
        .map((c) => c.textContent)
        .slice(6, 12),
    ).toEqual(['0', '0', '0', '0', '0', '-']);
  });

  it('explains the View feedback button in a tooltip and opens the video feedback', async () => {
    stubVideos({ body: [video(5), video(6, { ratings_count: 0 })] });
    renderAdmin('/admin/videos');
    const [rated, unrated] = await bodyRows();
    fireEvent.mouseOver(within(unrated).getByRole('button', { name: 'View feedback' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('No ratings yet — opens details');
    fireEvent.mouseOut(within(unrated).getByRole('button', { name: 'View feedback' }));
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    fireEvent.mouseOver(within(rated).getByRole('button', { name: 'View feedback' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(/^View feedback$/);
    fireEvent.click(within(unrated).getByRole('button', { name: 'View feedback' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/view-feedback/6');
    await settle();
  });

  it('pages 100 rows at a time on the server and filters there', async () => {
    const all = Array.from({ length: 250 }, (_, i) => video(i + 1));
    const fetchMock = stubVideos(
      pagedList(all, (v, q) => String(v.video_id) === q || v.content.includes(q.toLowerCase())),
    );
    renderAdmin('/admin/videos');
    expect(await bodyRows()).toHaveLength(100);
    expect(screen.getAllByTestId('pager-range')[0]).toHaveTextContent('Showing 1–100 of 250');
    fireEvent.click(screen.getAllByLabelText('Last page')[0]);
    await waitFor(async () => expect(await bodyRows()).toHaveLength(50));
    // The running number keeps counting across pages.
    expect(within((await bodyRows())[0]).getAllByRole('cell')[0]).toHaveTextContent('201');
    fireEvent.change(screen.getByLabelText('Filter videos'), { target: { value: 'SOLDIER' } });
    await waitFor(() =>
      expect(screen.getAllByTestId('pager-range')[0]).toHaveTextContent('Showing 1–100 of 125'),
    );
    const filtered = await bodyRows();
    expect(filtered).toHaveLength(100);
    expect(filtered.every((r) => r.textContent?.includes('soldier'))).toBe(true);
    fireEvent.change(screen.getByLabelText('Filter videos'), { target: { value: '249' } });
    await waitFor(async () => expect(await bodyRows()).toHaveLength(1));
    expect(listCalls(fetchMock, '/admin/videos')).toEqual([
      '/admin/videos?limit=100&offset=0',
      '/admin/videos?limit=100&offset=200',
      '/admin/videos?limit=100&offset=0&q=SOLDIER',
      '/admin/videos?limit=100&offset=0&q=249',
    ]);
  });

  it('keeps the filter box when nothing matches', async () => {
    stubVideos(pagedList([video(1)], () => false));
    renderAdmin('/admin/videos');
    await bodyRows();
    fireEvent.change(screen.getByLabelText('Filter videos'), { target: { value: 'zzz' } });
    await waitFor(() => expect(screen.getAllByTestId('pager-range')[0]).toHaveTextContent('No rows'));
    expect(screen.getByLabelText('Filter videos')).toHaveValue('zzz');
    expect(screen.queryByText('No videos available')).not.toBeInTheDocument();
  });

  it('exports every row, unpaged and unfiltered, not only the page shown', async () => {
    const fetchMock = stubVideos(pagedList(Array.from({ length: 150 }, (_, i) => video(i + 1))));
    renderAdmin('/admin/videos');
    await bodyRows();
    fireEvent.click(screen.getByRole('button', { name: 'Export to Excel' }));
    await waitFor(() => expect(exportVideos).toHaveBeenCalledTimes(1));
    expect((exportVideos as jest.Mock).mock.calls[0][0]).toHaveLength(150);
    expect(listCalls(fetchMock, '/admin/videos')).toEqual([
      '/admin/videos?limit=100&offset=0',
      '/admin/videos',
    ]);
  });

  it.each<[string, MockReply]>([
    ['No videos available', { body: [] }],
    ['No videos found.', { status: 404, body: { error: 'Not Found' } }],
    ['Failed to load videos.', { status: 500, body: { error: 'boom' } }],
    ['Unexpected data format.', { body: { rows: [] } }],
  ])('shows %s', async (text, reply) => {
    stubVideos(reply);
    renderAdmin('/admin/videos');
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
