import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_STUDY_SETTINGS, type EnvironmentCheckResult } from '@vvq/contracts';
import { SharedQueryClientProvider } from '@vvq/ui';
import { fourVideos } from '../../../../testing/fixtures';
import { mockApi, type MockReply } from '../../../../testing/mock-api';
import { loginAs, renderApp, renderWithRouter } from '../../../../testing/render-app';
import { EnvironmentCheckGate } from '../environment-check-gate';
import { CHECK_FAILED, CHECK_NO_CLIPS, CHECK_PASSED, CHECK_TITLE } from '../environment-check-page';

const session: MockReply = { body: { sessionId: 3, videos: fourVideos() } };
const checkOn: MockReply = { body: { ...DEFAULT_STUDY_SETTINGS, environment_check: true } };
const notYet: MockReply = { body: { required: true, passed: false, result: null } };
const ownClips: MockReply = {
  body: {
    clips: [
      { url: '/media/own/a.mp4', mime_type: 'video/mp4' },
      { url: '/media/own/b.webm', mime_type: 'video/webm' },
    ],
  },
};
const reason = 'Your browser window is 1024 pixels wide, and this study needs at least 5000.';

function answer(passed: boolean): MockReply {
  const result: Partial<EnvironmentCheckResult> = { passed, reasons: passed ? [] : [reason], attempts: 1 };
  return { body: result };
}

beforeEach(() => {
  sessionStorage.clear();
  loginAs(7, 'ada');
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  // jsdom plays no media: the test clip "plays" by reporting its end, and says it can play MP4.
  jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    this.dispatchEvent(new Event('ended'));
    return Promise.resolve();
  });
  jest.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
});
afterEach(() => jest.restoreAllMocks());

describe('EnvironmentCheckGate', () => {
  it('shows the videos at once when the study runs no check (the default)', async () => {
    const api = mockApi({
      'GET /study-settings': { body: DEFAULT_STUDY_SETTINGS },
      'POST /v2/session/start': session,
    });
    renderApp({ path: '/rate-videos', state: { videos: fourVideos() } });
    expect(await screen.findAllByTestId('video-card')).toHaveLength(4);
    expect(api.callsTo('GET /participants/7/environment-check')).toHaveLength(0);
  });

  it('runs the check first, sends what it measured, and on a pass shows the videos', async () => {
    const api = mockApi({
      'GET /study-settings': checkOn,
      'GET /participants/7/environment-check': [
        notYet,
        { body: { required: true, passed: true, result: null } },
      ],
      'POST /participants/7/environment-check': answer(true),
      'POST /v2/session/start': session,
      'GET /videos/test-clips': ownClips,
    });
    renderApp({ path: '/rate-videos', state: { videos: fourVideos() } });
    await screen.findByRole('heading', { name: CHECK_TITLE });
    // The study's own stimuli, one per file type, are the test clips.
    await waitFor(() =>
      expect(screen.getAllByTestId('test-clip').map((v) => v.getAttribute('src'))).toEqual([
        '/media/own/a.mp4',
        '/media/own/b.webm',
      ]),
    );
    expect(screen.queryByTestId('video-card')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Start the check' }));
    const outcome = await screen.findByTestId('environment-check-outcome');
    await within(outcome).findByText(CHECK_PASSED);
    expect(outcome).toHaveFocus();
    expect(api.callsTo('POST /participants/7/environment-check')[0].body).toEqual({
      viewport_width: window.innerWidth,
      viewport_height: window.innerHeight,
      screen_width: expect.any(Number),
      screen_height: expect.any(Number),
      device_pixel_ratio: window.devicePixelRatio || 1,
      browser: expect.any(String),
      user_agent: navigator.userAgent,
      mime_types: 'video/mp4, video/webm',
      codec_supported: true,
      test_clip_played: true,
      test_clips: '/media/own/a.mp4, /media/own/b.webm',
      fullscreen_entered: null,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Continue to the videos' }));
    expect(await screen.findAllByTestId('video-card')).toHaveLength(4);
  });

  it('hands a failed result to onFailed (the screen-out hook) and keeps the children hidden', async () => {
    mockApi({
      'GET /study-settings': checkOn,
      'GET /participants/7/environment-check': notYet,
      'POST /participants/7/environment-check': answer(false),
    });
    const onFailed = jest.fn();
    renderWithRouter(
      <SharedQueryClientProvider>
        <EnvironmentCheckGate videos={fourVideos()} onFailed={onFailed}>
          <p>the videos</p>
        </EnvironmentCheckGate>
      </SharedQueryClientProvider>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Start the check' }));
    await waitFor(() => expect(onFailed).toHaveBeenCalledWith(expect.objectContaining({ passed: false })));
    expect(screen.queryByText('the videos')).not.toBeInTheDocument();
  });

  it('shows the server’s plain-language reasons on a failure', async () => {
    mockApi({
      'GET /study-settings': checkOn,
      'GET /participants/7/environment-check': notYet,
      'POST /participants/7/environment-check': answer(false),
    });
    renderApp({ path: '/rate-videos', state: { videos: fourVideos() } });
    fireEvent.click(await screen.findByRole('button', { name: 'Start the check' }));
    const outcome = await screen.findByTestId('environment-check-outcome');
    await within(outcome).findByText(CHECK_FAILED);
    expect(within(outcome).getByTestId('environment-check-reasons')).toHaveTextContent(reason);
    await waitFor(() => expect(outcome).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Check again' })).toBeEnabled();
    expect(screen.queryByTestId('video-card')).not.toBeInTheDocument();
  });

  it('says in plain words when the study has no video to test with, and sends that no clip was tried', async () => {
    const api = mockApi({
      'GET /study-settings': checkOn,
      'GET /participants/7/environment-check': notYet,
      'POST /participants/7/environment-check': answer(true),
      'GET /videos/test-clips': { body: { clips: [] } },
    });
    renderApp({ path: '/rate-videos', state: { videos: fourVideos() } });
    expect(await screen.findByTestId('no-test-clips')).toHaveTextContent(CHECK_NO_CLIPS);
    expect(screen.queryByTestId('test-clip')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Start the check' }));
    await within(await screen.findByTestId('environment-check-outcome')).findByText(CHECK_PASSED);
    expect(api.callsTo('POST /participants/7/environment-check')[0].body).toMatchObject({
      test_clip_played: false,
      test_clips: '',
    });
  });

  it('plays an assigned video per file type when the test clips cannot be read', async () => {
    const api = mockApi({
      'GET /study-settings': checkOn,
      'GET /participants/7/environment-check': notYet,
      'POST /participants/7/environment-check': answer(true),
      'GET /videos/test-clips': { status: 500, body: { message: 'down' } },
    });
    renderApp({ path: '/rate-videos', state: { videos: fourVideos() } });
    fireEvent.click(await screen.findByRole('button', { name: 'Start the check' }));
    await within(await screen.findByTestId('environment-check-outcome')).findByText(CHECK_PASSED);
    const body = api.callsTo('POST /participants/7/environment-check')[0].body as { test_clips: string };
    expect(body.test_clips).toBe(fourVideos()[0].url);
  });
});
