import { fireEvent, screen, waitFor } from '@testing-library/react';
import { DEFAULT_STUDY_SETTINGS } from '@vvq/contracts';
import { fourVideos } from '../../../../testing/fixtures';
import { mockApi, type MockReply } from '../../../../testing/mock-api';
import { loginAs, renderApp } from '../../../../testing/render-app';
import { leaveSite } from '../../../../lib/leave-site';

jest.mock('../../../../lib/leave-site', () => ({ leaveSite: jest.fn() }));
const leave = leaveSite as jest.MockedFunction<typeof leaveSite>;

/*
 * Requirements first: with the environment check on, what can be checked without the participant (screen size, the
 * videos' format) is checked before the questionnaire, and the requirements are said there. A panel participant who
 * cannot take part is screened out right after the panel entry, before consent or the questionnaire.
 */
const PROLIFIC = '?PROLIFIC_PID=5f3a1c2b9d8e7f6a5b4c3d2e&STUDY_ID=study1&SESSION_ID=sess1';
const OUT_URL = 'https://app.prolific.com/submissions/complete?cc=SCREENED';
const SCREEN_REASON =
  'Your screen is 390 × 844 pixels, and this study needs a browser window of at least 1024 × 768 pixels. Please take part from a computer or another larger screen.';
const checkOn: MockReply = {
  body: {
    ...DEFAULT_STUDY_SETTINGS,
    environment_check: true,
    min_viewport_width: 1024,
    min_viewport_height: 768,
  },
};
const notYet: MockReply = { body: { required: true, passed: false, result: null } };
const notComplete: MockReply = {
  status: 409,
  body: { statusCode: 409, error: 'The study is not complete yet: 0 of 4 videos rated.', message: 'x' },
};
const location = () => screen.getByTestId('location').textContent;

function useDevice(width: number, height: number, playsMp4 = true) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: height });
  jest.spyOn(window.screen, 'width', 'get').mockReturnValue(width);
  jest.spyOn(window.screen, 'height', 'get').mockReturnValue(height);
  jest.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue(playsMp4 ? 'maybe' : '');
}

const panelRoutes = (extra: Record<string, MockReply> = {}) => ({
  'POST /panel/enter': { body: { user_id: 9, name: 'Prolific participant', token: 'token-9' } },
  'GET /participants/9/completion': notComplete,
  'GET /study-settings': checkOn,
  'GET /participants/9/environment-check': notYet,
  'POST /participants/9/screen-out': { body: { redirect_url: OUT_URL } },
  'GET /check-questionnaire/9': { body: { hasSubmitted: false } },
  'POST /v2/session/start': { body: { sessionId: 1, videos: fourVideos() } },
  ...extra,
});

beforeEach(() => {
  sessionStorage.clear();
  leave.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('requirements first, for a panel participant', () => {
  it('a 390 px phone is screened out right after the panel entry, before the questionnaire, with the code URL', async () => {
    useDevice(390, 844);
    const api = mockApi(panelRoutes());
    renderApp({ path: '/', search: PROLIFIC });
    const heading = await screen.findByRole('heading', { name: 'You cannot take part in this study' });
    expect(location()).toBe('/screen-out');
    expect(heading).toHaveFocus();
    expect(screen.getByTestId('screen-out-reason')).toHaveTextContent(SCREEN_REASON);
    await waitFor(() => expect(api.callsTo('POST /participants/9/screen-out')).toHaveLength(1));
    expect(api.callsTo('POST /participants/9/screen-out')[0].body).toEqual({ reason: SCREEN_REASON });
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(leave).toHaveBeenCalledWith(OUT_URL);
    // Nothing of the study was offered or reserved: no questionnaire, no session.
    expect(api.callsTo('GET /check-questionnaire/9')).toHaveLength(0);
    expect(api.callsTo('POST /v2/session/start')).toHaveLength(0);
  });

  it("a browser that cannot play the study's videos is screened out the same way", async () => {
    useDevice(1280, 800, false);
    mockApi(panelRoutes());
    renderApp({ path: '/', search: PROLIFIC });
    expect(await screen.findByTestId('screen-out-reason')).toHaveTextContent(
      "Your browser cannot play the study's videos (video/mp4).",
    );
  });

  it('a large enough screen goes on to the dashboard, where the requirements are said before the questionnaire', async () => {
    useDevice(1280, 800);
    const api = mockApi(panelRoutes());
    renderApp({ path: '/', search: PROLIFIC });
    const notice = await screen.findByTestId('environment-requirements');
    expect(location()).toBe('/dashboard');
    expect(notice).toHaveTextContent(
      'This study needs a browser window of at least 1024 × 768 pixels and a browser that plays its videos (video/mp4).',
    );
    expect(screen.getByRole('button', { name: 'Submit Questionnaire' })).toBeInTheDocument();
    expect(api.callsTo('POST /participants/9/screen-out')).toHaveLength(0);
  });

  it('a large screen with a small window is told to enlarge it, not screened out', async () => {
    useDevice(1280, 800);
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 800 });
    mockApi(panelRoutes());
    renderApp({ path: '/', search: PROLIFIC });
    expect(await screen.findByTestId('environment-requirements')).toHaveTextContent(
      'Your browser window is now 800 × 800 pixels: make it at least 1024 × 768 pixels before the first video.',
    );
    expect(location()).toBe('/dashboard');
  });

  it('a participant who already passed the full check is not asked again', async () => {
    useDevice(390, 844);
    mockApi(
      panelRoutes({
        'GET /participants/9/environment-check': { body: { required: true, passed: true, result: null } },
      }),
    );
    renderApp({ path: '/', search: PROLIFIC });
    expect(await screen.findByRole('button', { name: 'Submit Questionnaire' })).toBeInTheDocument();
    expect(screen.queryByTestId('environment-requirements')).toBeNull();
    expect(location()).toBe('/dashboard');
  });
});

describe('requirements first, for a participant who signed up', () => {
  beforeEach(() => loginAs(7, 'ada'));

  it('a phone learns on the dashboard at once why the videos will not work, and may still go on', async () => {
    useDevice(390, 844);
    const api = mockApi({
      'GET /study-settings': checkOn,
      'GET /participants/7/environment-check': notYet,
      'GET /check-questionnaire/7': { body: { hasSubmitted: false } },
      'POST /v2/session/start': { body: { sessionId: 1, videos: fourVideos() } },
    });
    renderApp({ path: '/dashboard' });
    const notice = await screen.findByTestId('environment-requirements');
    expect(notice).toHaveTextContent(SCREEN_REASON);
    expect(screen.getByRole('button', { name: 'Submit Questionnaire' })).toBeInTheDocument();
    expect(location()).toBe('/dashboard');
    expect(api.callsTo('POST /participants/7/screen-out')).toHaveLength(0);
  });

  it('with the default settings (no environment check) the dashboard is the spec one, without a notice', async () => {
    useDevice(390, 844);
    mockApi({
      'GET /study-settings': { body: DEFAULT_STUDY_SETTINGS },
      'GET /check-questionnaire/7': { body: { hasSubmitted: false } },
      'POST /v2/session/start': { body: { sessionId: 1, videos: fourVideos() } },
    });
    renderApp({ path: '/dashboard' });
    expect(await screen.findByRole('button', { name: 'Submit Questionnaire' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('environment-requirements')).toBeNull());
  });
});
