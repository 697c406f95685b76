import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { QualityFlag, QualityMark } from '@vvq/contracts';
import { callsTo, mockApi } from '../../../testing/mock-api';
import { renderAdmin, signInAdmin } from '../../../testing/render-admin';
import { unratedVideoRow } from '../../../testing/video-rows';

const VIDEOS = [1, 2, 3].map(unratedVideoRow);
const MARK: QualityMark = {
  video_id: 1,
  label: 'V1',
  url: null,
  content: 'Longdress',
  view: 'front',
  compression_type: 'texture',
  qp: '21',
  kind: 'training',
  targets: {},
  instruction: null,
  marked_at: '2026-11-25T09:00:00Z',
};
const FLAG: QualityFlag = {
  id: 7,
  user_id: 42,
  name: 'Ann',
  rule: 'failed_gold',
  flagged_at: '2026-11-25T09:30:00Z',
  evidence: {
    count: 1,
    threshold: 1,
    items: [
      {
        trial_id: 9,
        video_id: 2,
        kind: 'gold',
        scores: { clarity: 1, interaction: 1, depth: 1, overall: 1 },
        targets: { overall: { score: 5, tolerance: 1 } },
      },
    ],
  },
  reversed_at: null,
  reversed_by_admin_id: null,
};

beforeEach(() => {
  sessionStorage.clear();
  signInAdmin();
  // The status line takes the focus on the next frame.
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => {
    cb(0);
    return 0;
  });
});
afterEach(() => jest.restoreAllMocks());

function stub(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /admin/videos': { body: VIDEOS },
    'GET /admin/quality/marks': { body: [MARK] },
    'GET /admin/quality/flags': { body: [FLAG] },
    ...extra,
  });
}

describe('quality control', () => {
  it('lists the marks and the flagged participants with rule, evidence and a Reverse button', async () => {
    stub();
    renderAdmin('/admin/quality');
    const marks = await screen.findByRole('table', { name: 'Marked videos' });
    expect(within(marks).getByText('1 — V1')).toBeInTheDocument();
    expect(within(marks).getByText('Training')).toBeInTheDocument();
    const flags = await screen.findByRole('table', { name: 'Flagged participants' });
    expect(within(flags).getByText('Ann (#42)')).toBeInTheDocument();
    expect(within(flags).getByText('Failed gold items')).toBeInTheDocument();
    expect(
      within(flags).getByText(
        'video 2 (gold): clarity 1, interaction 1, depth 1, overall 1 — expected overall 5 ± 1',
      ),
    ).toBeInTheDocument();
    expect(within(flags).getByRole('button', { name: 'Reverse flag of Ann (#42)' })).toBeInTheDocument();
  });

  it('marks a video as gold with the expected score and tolerance, then focuses the outcome', async () => {
    const gold = {
      ...MARK,
      video_id: 2,
      label: 'V2',
      kind: 'gold',
      targets: { overall: { score: 5, tolerance: 1 } },
    };
    const fetchMock = stub({ 'PUT /admin/quality/marks/2': { body: gold } });
    renderAdmin('/admin/quality');
    fireEvent.change(await screen.findByLabelText('Video'), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('Use as'), { target: { value: 'gold' } });
    fireEvent.change(screen.getByLabelText('overall tolerance (±)'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save mark' }));
    const status = await screen.findByText('Marked video 2 as gold.');
    expect(status).toHaveFocus();
    expect(callsTo(fetchMock, 'PUT', '/admin/quality/marks/2')[0].body).toEqual({
      kind: 'gold',
      targets: { overall: { score: 5, tolerance: 1 } },
    });
    expect(
      within(screen.getByRole('table', { name: 'Marked videos' })).getByText('2 — V2'),
    ).toBeInTheDocument();
  });

  it('sends a trap with tolerance 0 and training without targets', async () => {
    const fetchMock = stub({
      'PUT /admin/quality/marks/3': { body: { ...MARK, video_id: 3, label: 'V3', kind: 'trap' } },
    });
    renderAdmin('/admin/quality');
    fireEvent.change(await screen.findByLabelText('Video'), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('Use as'), { target: { value: 'trap' } });
    fireEvent.change(screen.getByLabelText('overall score'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save mark' }));
    await screen.findByText('Marked video 3 as trap.');
    expect(callsTo(fetchMock, 'PUT', '/admin/quality/marks/3')[0].body).toEqual({
      kind: 'trap',
      targets: { overall: { score: 1, tolerance: 0 } },
      // A trap carries its instruction, suggested from the score in the study's words.
      instruction: "For this clip, please rate Overall Experience 'Very Poor' (1).",
    });
  });

  it('reverses a flag after confirmation; the row shows the reversal and the focus lands on the outcome', async () => {
    const reversed = { ...FLAG, reversed_at: '2026-11-25T10:00:00Z', reversed_by_admin_id: 1 };
    const fetchMock = stub({ 'POST /admin/quality/flags/7/reverse': { body: reversed } });
    renderAdmin('/admin/quality');
    fireEvent.click(await screen.findByRole('button', { name: 'Reverse flag of Ann (#42)' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Reverse' }));
    const status = await screen.findByText('Flag reversed: participant #42 may continue.');
    await waitFor(() => expect(status).toHaveFocus());
    expect(callsTo(fetchMock, 'POST', '/admin/quality/flags/7/reverse')).toHaveLength(1);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Reverse flag of Ann (#42)' })).not.toBeInTheDocument(),
    );
    expect(screen.getByText(/^Reversed /)).toBeInTheDocument();
  });

  it('clears a mark after confirmation', async () => {
    const fetchMock = stub({ 'DELETE /admin/quality/marks/1': { status: 204, text: '' } });
    renderAdmin('/admin/quality');
    fireEvent.click(await screen.findByRole('button', { name: 'Clear mark of video 1' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Clear mark' }));
    const status = await screen.findByText('Video 1 is a scored video again.');
    await waitFor(() => expect(status).toHaveFocus());
    expect(callsTo(fetchMock, 'DELETE', '/admin/quality/marks/1')).toHaveLength(1);
    expect(await screen.findByText('No video is marked: every video is a scored video.')).toBeInTheDocument();
  });
});
