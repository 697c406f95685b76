import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_STUDY_SETTINGS } from '@vvq/contracts';
import { fourVideos } from '../../../../testing/fixtures';
import { mockApi, type MockReply } from '../../../../testing/mock-api';
import { loginAs, renderApp } from '../../../../testing/render-app';
import { WATCH_TO_END_NOTE } from '../video-rating-card';

const session: MockReply = { body: { sessionId: 3, videos: fourVideos() } };
const created: MockReply = { status: 201, body: { message: 'ok', rating_id: 1 } };

beforeEach(() => {
  sessionStorage.clear();
  loginAs(7, 'ada');
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('VideoRatingCard with require_full_playback', () => {
  it('keeps the form locked with a reason until the video has played to its end', async () => {
    const api = mockApi({
      'GET /study-settings': { body: { ...DEFAULT_STUDY_SETTINGS, require_full_playback: true } },
      'POST /v2/session/start': session,
      'POST /v2/ratings': created,
    });
    renderApp({ path: '/rate-videos', state: { videos: fourVideos() } });
    const [card] = await screen.findAllByTestId('video-card');
    await within(card).findByText(WATCH_TO_END_NOTE);
    expect(within(card).getByRole('button', { name: 'Submit' })).toBeDisabled();
    expect(within(card).getByLabelText('Visual Clarity')).toBeDisabled();
    expect(within(card).getByRole('group')).toHaveAccessibleDescription(WATCH_TO_END_NOTE);

    const video = card.querySelector('video') as HTMLVideoElement;
    fireEvent.playing(video);
    fireEvent.ended(video);
    expect(within(card).queryByText(WATCH_TO_END_NOTE)).not.toBeInTheDocument();
    expect(within(card).getByLabelText('Visual Clarity')).toBeEnabled();
    fireEvent.click(within(card).getByRole('button', { name: 'Submit' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(card.dataset.done).toBe('true'));
    expect(api.callsTo('POST /v2/ratings')[0].body).toMatchObject({ played_to_end: true, stall_count: 0 });
  });

  it('leaves the form open by default (the spec journey)', async () => {
    mockApi({ 'GET /study-settings': { body: DEFAULT_STUDY_SETTINGS }, 'POST /v2/session/start': session });
    renderApp({ path: '/rate-videos', state: { videos: fourVideos() } });
    const [card] = await screen.findAllByTestId('video-card');
    expect(within(card).getByRole('button', { name: 'Submit' })).toBeEnabled();
    expect(screen.queryByText(WATCH_TO_END_NOTE)).not.toBeInTheDocument();
  });
});
