import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DeclaredGoldPair } from '@vvq/contracts';
import { callsTo, mockApi } from '../../../testing/mock-api';
import { renderAdmin, signInAdmin } from '../../../testing/render-admin';
import { unratedVideoRow } from '../../../testing/video-rows';

const VIDEOS = [1, 2, 3].map(unratedVideoRow);
const PAIR: DeclaredGoldPair = {
  pair_id: 5,
  content: 'Longdress',
  winner_video_id: 1,
  winner_label: 'LD-21',
  other_video_id: 3,
  other_label: 'LD-23',
};

beforeEach(() => {
  sessionStorage.clear();
  signInAdmin();
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => {
    cb(0);
    return 0;
  });
});
afterEach(() => jest.restoreAllMocks());

function stub(method: string, extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /admin/videos': { body: VIDEOS },
    'GET /admin/quality/marks': { body: [] },
    'GET /admin/quality/flags': { body: [] },
    'GET /admin/study-settings': { body: { settings: { method }, sources: {} } },
    'GET /admin/pc/gold-pairs': { body: { pairs: [PAIR] } },
    ...extra,
  });
}

describe('gold pairs the lab declares (Quality control, pair comparison)', () => {
  it('lists the declared pairs with their winner and declares a new one', async () => {
    const fetchMock = stub('pc', {
      'POST /admin/pc/gold-pairs': {
        status: 201,
        body: { ...PAIR, pair_id: 6, winner_video_id: 2, winner_label: 'LD-22' },
      },
    });
    renderAdmin('/admin/quality');
    const table = await screen.findByRole('table', { name: 'Declared gold pairs' });
    expect(
      within(within(table).getAllByRole('row')[1])
        .getAllByRole('cell')
        .map((c) => c.textContent)
        .slice(0, 3),
    ).toEqual(['Longdress', 'LD-21 (#1)', 'LD-23 (#3)']);
    const form = screen.getByRole('form', { name: 'Declare a gold pair' });
    fireEvent.change(within(form).getByLabelText('Winner'), { target: { value: '2' } });
    fireEvent.change(within(form).getByLabelText('Other video'), { target: { value: '3' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Declare' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/admin/pc/gold-pairs')).toHaveLength(1));
    expect(callsTo(fetchMock, 'POST', '/admin/pc/gold-pairs')[0].body).toEqual({
      winner_video_id: 2,
      other_video_id: 3,
    });
    expect(await screen.findByText('Declared: LD-22 (#2) wins against LD-23 (#3).')).toBeInTheDocument();
  });

  it('says why the server refused a pair', async () => {
    stub('pc', {
      'POST /admin/pc/gold-pairs': {
        status: 400,
        body: {
          statusCode: 400,
          error: 'A gold pair is two videos of the same content',
          message: 'A gold pair is two videos of the same content',
        },
      },
    });
    renderAdmin('/admin/quality');
    const form = await screen.findByRole('form', { name: 'Declare a gold pair' });
    fireEvent.change(within(form).getByLabelText('Winner'), { target: { value: '1' } });
    fireEvent.change(within(form).getByLabelText('Other video'), { target: { value: '2' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Declare' }));
    expect(await screen.findByText(/A gold pair is two videos of the same content/)).toBeInTheDocument();
  });

  it('withdraws a declared pair', async () => {
    const fetchMock = stub('pc', { 'DELETE /admin/pc/gold-pairs/5': { status: 204 } });
    renderAdmin('/admin/quality');
    const table = await screen.findByRole('table', { name: 'Declared gold pairs' });
    fireEvent.click(within(table).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(callsTo(fetchMock, 'DELETE', '/admin/pc/gold-pairs/5')).toHaveLength(1));
    expect(await screen.findByText('Withdrawn: LD-21 (#1) against LD-23 (#3).')).toBeInTheDocument();
  });

  it('stays out of the way of the other methods', async () => {
    const fetchMock = stub('acr');
    renderAdmin('/admin/quality');
    await screen.findByRole('form', { name: 'Mark a video' });
    expect(screen.queryByRole('form', { name: 'Declare a gold pair' })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/admin/pc/gold-pairs')).toHaveLength(0);
  });
});
