import { screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_STUDY_SETTINGS } from '@vvq/contracts';
import { fourVideos } from '../../../../testing/fixtures';
import { mockApi, type MockReply } from '../../../../testing/mock-api';
import { loginAs, renderApp } from '../../../../testing/render-app';

// The 6DoF player stands in as a stub that shows the multisampling it was asked for.
jest.mock('../../../volumetric-player', () => ({
  VolumetricPlayerView: (props: { antialias?: boolean }) => (
    <div data-testid="player-stub" data-antialias={String(props.antialias)} />
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

describe('a volumetric card under the study setting volumetric_antialias', () => {
  it('draws with multisampling by default (the picture as before)', async () => {
    mockApi({ 'GET /study-settings': { body: DEFAULT_STUDY_SETTINGS }, 'POST /v2/session/start': session });
    renderApp({ path: '/rate-videos', state: { videos: volumetric() } });
    const [card] = await screen.findAllByTestId('video-card');
    expect(await within(card).findByTestId('player-stub')).toHaveAttribute('data-antialias', 'true');
  });

  it('draws without it when the study turns it off', async () => {
    mockApi({
      'GET /study-settings': { body: { ...DEFAULT_STUDY_SETTINGS, volumetric_antialias: false } },
      'POST /v2/session/start': session,
    });
    renderApp({ path: '/rate-videos', state: { videos: volumetric() } });
    const [card] = await screen.findAllByTestId('video-card');
    await waitFor(() =>
      expect(within(card).getByTestId('player-stub')).toHaveAttribute('data-antialias', 'false'),
    );
  });
});
