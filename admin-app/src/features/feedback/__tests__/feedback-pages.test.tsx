import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { StoredRating } from '@vvq/contracts';
import { isSafeUrl } from '../../../components/url-cell';
import { callsTo, listCalls, mockApi, pagedList, type MockReply } from '../../../testing/mock-api';
import { TestQueryScope, renderAdmin, signInAdmin } from '../../../testing/render-admin';
import { VideoFeedbackPage } from '../components/video-feedback-page';

const RATED_AT = '2026-11-20T14:30:00Z';

function rating(id: number, overrides: Partial<StoredRating> = {}): StoredRating {
  return {
    rating_id: id,
    user_id: 9,
    trial_id: 100 + id,
    video_id: 5,
    clarity: 4,
    interaction: 3,
    depth: 2,
    overall: 5,
    comments: 'Looks sharp',
    rated_at: RATED_AT,
    content: 'longdress',
    view: 'front',
    compression_type: 'texture',
    qp: '30',
    url: '/media/v/5.mp4',
    ...overrides,
  };
}

beforeEach(() => {
  sessionStorage.clear();
  signInAdmin();
});

async function rows() {
  const table = await screen.findByRole('table', { name: 'Feedback' });
  return within(table).getAllByRole('row');
}

describe('feedback for one video', () => {
  it('titles the page, shows every column and local date-time', async () => {
    const fetchMock = mockApi({ 'GET /admin/ratings/by-video/5': { body: [rating(1)] } });
    renderAdmin('/admin/view-feedback/5');
    expect(screen.getByRole('heading', { name: 'Feedback for Video #5' })).toBeInTheDocument();
    const [head, first] = await rows();
    expect(
      within(head)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Rating ID',
      'User ID',
      'Trial ID',
      'Clarity',
      'Interaction',
      'Depth',
      'Overall',
      'Comments',
      'Rated At',
      'Content',
      'View',
      'Compression',
      'QP',
      'URL',
    ]);
    expect(
      within(first)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      '1',
      '9',
      '101',
      '4',
      '3',
      '2',
      '5',
      'Looks sharp',
      new Date(RATED_AT).toLocaleString(),
      'longdress',
      'front',
      'texture',
      '30',
      'open',
    ]);
    expect(callsTo(fetchMock, 'GET', '/admin/ratings/by-video/5')).toHaveLength(1);
  });

  it('renders comments as text, cut with an ellipsis at 320 px, full text in the tooltip', async () => {
    const comment = '<img src=x onerror="alert(1)"> ' + 'very long comment '.repeat(30);
    mockApi({ 'GET /admin/ratings/by-video/5': { body: [rating(1, { comments: comment })] } });
    const { container } = renderAdmin('/admin/view-feedback/5');
    await rows();
    const cell = screen.getByTestId('comment-cell');
    expect(cell.textContent).toBe(comment);
    expect(cell).toHaveAttribute('title', comment);
    expect(cell).toHaveStyle({
      maxWidth: '320px',
      textOverflow: 'ellipsis',
      overflow: 'hidden',
      whiteSpace: 'nowrap',
    });
    expect(container.querySelector('img')).toBeNull();
  });

  it.each<[string, MockReply, string]>([
    ['empty', { body: [] }, 'No feedback for this video yet.'],
    ['404', { status: 404, body: { error: 'Not Found' } }, 'Endpoint not found (404). Check server routes.'],
    [
      'server message',
      { status: 500, body: { statusCode: 500, error: 'database down', message: 'database down' } },
      'database down',
    ],
    ['no message', { status: 500, text: '' }, 'Failed to load video feedback.'],
  ])('handles %s', async (_name, reply, text) => {
    mockApi({ 'GET /admin/ratings/by-video/5': reply });
    renderAdmin('/admin/view-feedback/5');
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('shows the 404 text in red', async () => {
    mockApi({ 'GET /admin/ratings/by-video/5': { status: 404 } });
    renderAdmin('/admin/view-feedback/5');
    expect(await screen.findByText('Endpoint not found (404). Check server routes.')).toHaveClass(
      'text-danger',
    );
  });

  it('takes the id from a prop before the route, and says Missing video_id without one', async () => {
    const fetchMock = mockApi({ 'GET /admin/ratings/by-video/8': { body: [] } });
    const { unmount } = render(
      <MemoryRouter>
        <VideoFeedbackPage videoId={8} />
      </MemoryRouter>,
      { wrapper: TestQueryScope },
    );
    expect(await screen.findByText('No feedback for this video yet.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Feedback for Video #8' })).toBeInTheDocument();
    unmount();
    fetchMock.mockClear();
    render(
      <MemoryRouter>
        <VideoFeedbackPage />
      </MemoryRouter>,
      { wrapper: TestQueryScope },
    );
    expect(screen.getByText('Missing video_id')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('all feedback', () => {
  it('adds a Video ID column and has no per-video title', async () => {
    mockApi({ 'GET /admin/view-feedback': { body: [rating(1, { video_id: 77, url: null })] } });
    renderAdmin('/admin/view-feedback');
    const [head, first] = await rows();
    expect(
      within(head)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toContain('Video ID');
    expect(within(first).getAllByRole('cell')[1]).toHaveTextContent('77');
    expect(within(first).getAllByRole('cell').at(-1)).toHaveTextContent('-');
    expect(screen.queryByText(/Feedback for Video/)).not.toBeInTheDocument();
  });

  it('pages 100 ratings at a time on the server and filters there', async () => {
    const all = Array.from({ length: 240 }, (_, i) =>
      rating(i + 1, { comments: i === 150 ? 'blurry edges' : 'Looks sharp' }),
    );
    const fetchMock = mockApi({
      'GET /admin/view-feedback': pagedList(all, (r, q) => Boolean(r.comments?.includes(q))),
    });
    renderAdmin('/admin/view-feedback');
    expect(await rows()).toHaveLength(101);
    expect(screen.getByTestId('pager-range')).toHaveTextContent('Showing 1–100 of 240');
    fireEvent.click(screen.getByLabelText('Next page'));
    await waitFor(() =>
      expect(screen.getByTestId('pager-range')).toHaveTextContent('Showing 101–200 of 240'),
    );
    expect(within((await rows())[1]).getAllByRole('cell')[0]).toHaveTextContent('101');
    fireEvent.change(screen.getByLabelText('Filter feedback'), { target: { value: 'blurry' } });
    await waitFor(async () => expect(await rows()).toHaveLength(2));
    expect(screen.getByTestId('comment-cell')).toHaveTextContent('blurry edges');
    // One page only: no pager.
    expect(screen.queryByTestId('pager-range')).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Filter feedback'), { target: { value: 'nothing like it' } });
    expect(await screen.findByText('No feedback matches the filter.')).toBeInTheDocument();
    expect(listCalls(fetchMock, '/admin/view-feedback')).toEqual([
      '/admin/view-feedback?limit=100&offset=0',
      '/admin/view-feedback?limit=100&offset=100',
      '/admin/view-feedback?limit=100&offset=0&q=blurry',
      '/admin/view-feedback?limit=100&offset=0&q=nothing+like+it',
    ]);
  });

  it.each<[MockReply, string]>([
    [{ body: [] }, 'No feedback yet.'],
    [{ status: 404 }, 'Endpoint not found (404). Check server routes.'],
    [{ status: 502, text: 'Bad gateway' }, 'Failed to load feedback.'],
  ])('shows the right state', async (reply, text) => {
    mockApi({ 'GET /admin/view-feedback': reply });
    renderAdmin('/admin/view-feedback');
    expect(await screen.findByText(text)).toBeInTheDocument();
  });
});

describe('isSafeUrl', () => {
  it('accepts web and relative links only', () => {
    expect(isSafeUrl('https://cdn.example.org/a.mp4')).toBe(true);
    expect(isSafeUrl('/media/a.mp4')).toBe(true);
    expect(isSafeUrl('javascript:alert(1)')).toBe(false);
    expect(isSafeUrl(' JavaScript:alert(1)')).toBe(false);
    expect(isSafeUrl('data:text/html,hi')).toBe(false);
  });
});
