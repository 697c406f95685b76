import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_STUDY_SETTINGS } from '@vvq/contracts';
import { fourVideos } from '../../../../testing/fixtures';
import { mockApi, type MockReply } from '../../../../testing/mock-api';
import { loginAs, renderApp } from '../../../../testing/render-app';
import { WATCH_TO_END_NOTE } from '../video-rating-card';

// The 6DoF player stands in as a stub that shows the loop it was given and plays one pass on request.
jest.mock('../../../volumetric-player', () => ({
  VolumetricPlayerView: (props: { loop?: boolean; onEnded?: () => void }) => (
    <div data-testid="player-stub" data-loop={String(props.loop)}>
      <button type="button" onClick={() => props.onEnded?.()}>
        first pass done
      </button>
    </div>
  ),
}));

const volumetric = () =>
  fourVideos().map((v) => ({ ...v, url: `/media/volumetric/v${v.trial_id}/sequence.json` }));
const session: MockReply = { body: { sessionId: 3, videos: volumetric() } };
const created: MockReply = { status: 201, body: { message: 'ok', rating_id: 1 } };

beforeEach(() => {
  sessionStorage.clear();
  loginAs(7, 'ada');
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('a volumetric card under the study setting volumetric_loop', () => {
  it('plays once by default (the journey as before)', async () => {
    mockApi({ 'GET /study-settings': { body: DEFAULT_STUDY_SETTINGS }, 'POST /v2/session/start': session });
    renderApp({ path: '/rate-videos', state: { videos: volumetric() } });
    const [card] = await screen.findAllByTestId('video-card');
    expect(await within(card).findByTestId('player-stub')).toHaveAttribute('data-loop', 'false');
  });

  it('loops when the study says so; the first complete pass counts as played to end', async () => {
    const api = mockApi({
      'GET /study-settings': {
        body: { ...DEFAULT_STUDY_SETTINGS, volumetric_loop: true, require_full_playback: true },
      },
      'POST /v2/session/start': session,
      'POST /v2/ratings': created,
    });
    renderApp({ path: '/rate-videos', state: { videos: volumetric() } });
    const [card] = await screen.findAllByTestId('video-card');
    await waitFor(() => expect(within(card).getByTestId('player-stub')).toHaveAttribute('data-loop', 'true'));
    expect(within(card).getByText(WATCH_TO_END_NOTE)).toBeInTheDocument();
    fireEvent.click(within(card).getByRole('button', { name: 'first pass done' }));
    expect(within(card).queryByText(WATCH_TO_END_NOTE)).not.toBeInTheDocument();
    fireEvent.click(within(card).getByRole('button', { name: 'Submit' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(card.dataset.done).toBe('true'));
    expect(api.callsTo('POST /v2/ratings')[0].body).toMatchObject({ played_to_end: true });
  });
});
