import { screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_STUDY_SETTINGS } from '@vvq/contracts';
import { fourVideos } from '../../../../testing/fixtures';
import { mockApi, type MockReply } from '../../../../testing/mock-api';
import { loginAs, renderApp } from '../../../../testing/render-app';

// The 6DoF player stands in as a stub that shows whether it was asked to offer immersive VR.
jest.mock('../../../volumetric-player', () => ({
  VolumetricPlayerView: (props: { immersive?: boolean }) => (
    <div data-testid="player-stub" data-immersive={String(props.immersive)} />
  ),
}));

const volumetric = () =>
  fourVideos().map((v) => ({ ...v, url: `/media/volumetric/v${v.trial_id}/sequence.json` }));
const session: MockReply = { body: { sessionId: 3, videos: volumetric() } };

beforeEach(() => {
  sessionStorage.clear();
  loginAs(7, 'ada');
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('a volumetric card under the study setting volumetric_immersive', () => {
  it('does not offer VR by default (the journey as before)', async () => {
    mockApi({ 'GET /study-settings': { body: DEFAULT_STUDY_SETTINGS }, 'POST /v2/session/start': session });
    renderApp({ path: '/rate-videos', state: { videos: volumetric() } });
    const [card] = await screen.findAllByTestId('video-card');
    expect(await within(card).findByTestId('player-stub')).toHaveAttribute('data-immersive', 'false');
  });

  it('lets the player offer it when the study turns it on', async () => {
    mockApi({
      'GET /study-settings': { body: { ...DEFAULT_STUDY_SETTINGS, volumetric_immersive: true } },
      'POST /v2/session/start': session,
    });
    renderApp({ path: '/rate-videos', state: { videos: volumetric() } });
    const [card] = await screen.findAllByTestId('video-card');
    await waitFor(() =>
      expect(within(card).getByTestId('player-stub')).toHaveAttribute('data-immersive', 'true'),
    );
  });
});
