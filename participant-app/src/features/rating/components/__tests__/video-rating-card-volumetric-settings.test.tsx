import { screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_STUDY_SETTINGS } from '@vvq/contracts';
import { fourVideos } from '../../../../testing/fixtures';
import { mockApi, type MockReply } from '../../../../testing/mock-api';
import { loginAs, renderApp } from '../../../../testing/render-app';

// The 6DoF player stands in as a stub that shows what the card asked of it.
jest.mock('../../../volumetric-player', () => ({
  VolumetricPlayerView: (props: { antialias?: boolean; immersive?: boolean }) => (
    <div
      data-testid="player-stub"
      data-antialias={String(props.antialias)}
      data-immersive={String(props.immersive)}
    />
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

// Each setting: the player's prop it sets, its value by default (the journey as before) and when the study changes it.
describe.each([
  ['volumetric_antialias', 'data-antialias', 'true', false, 'false'],
  ['volumetric_immersive', 'data-immersive', 'false', true, 'true'],
] as const)(
  'a volumetric card under the study setting %s',
  (setting, attribute, byDefault, changed, shown) => {
    it('passes the default on (the journey as before)', async () => {
      mockApi({ 'GET /study-settings': { body: DEFAULT_STUDY_SETTINGS }, 'POST /v2/session/start': session });
      renderApp({ path: '/rate-videos', state: { videos: volumetric() } });
      const [card] = await screen.findAllByTestId('video-card');
      expect(await within(card).findByTestId('player-stub')).toHaveAttribute(attribute, byDefault);
    });

    it('passes the study’s value on when it is changed', async () => {
      mockApi({
        'GET /study-settings': { body: { ...DEFAULT_STUDY_SETTINGS, [setting]: changed } },
        'POST /v2/session/start': session,
      });
      renderApp({ path: '/rate-videos', state: { videos: volumetric() } });
      const [card] = await screen.findAllByTestId('video-card');
      await waitFor(() => expect(within(card).getByTestId('player-stub')).toHaveAttribute(attribute, shown));
    });
  },
);
