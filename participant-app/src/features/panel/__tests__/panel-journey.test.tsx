import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { DECLINED_CONSENT_REASON, DEFAULT_STUDY_SETTINGS } from '@vvq/contracts';
import { fourVideos } from '../../../testing/fixtures';
import { mockApi } from '../../../testing/mock-api';
import { loginAs, renderApp } from '../../../testing/render-app';
import { leaveSite } from '../../../lib/leave-site';

jest.mock('../../../lib/leave-site', () => ({ leaveSite: jest.fn() }));
const leave = leaveSite as jest.MockedFunction<typeof leaveSite>;

const PROLIFIC = '?PROLIFIC_PID=5f3a1c2b9d8e7f6a5b4c3d2e&STUDY_ID=study1&SESSION_ID=sess1';
const entered = { body: { user_id: 9, name: 'Prolific participant', token: 'token-9' } };
const notYet = {
  status: 409,
  body: { statusCode: 409, error: 'The study is not complete yet: 0 of 4 videos rated.', message: 'x' },
};
const complete = {
  body: {
    complete: true,
    code: 'C0DE42',
    redirect_url: 'https://app.prolific.com/submissions/complete?cc=C0DE42',
    screen_out_reason: null,
  },
};

beforeEach(() => {
  sessionStorage.clear();
  leave.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

const location = () => screen.getByTestId('location').textContent;

describe('panel entry on the landing route', () => {
  it('enters with the Prolific ids, stores the session like a login and continues to the dashboard', async () => {
    sessionStorage.setItem('hasSubmitted', 'true'); // a previous participant's flag
    const api = mockApi({
      'POST /panel/enter': entered,
      'GET /participants/9/completion': notYet,
      'GET /check-questionnaire/9': { body: { hasSubmitted: false } },
      'POST /v2/session/start': { body: { sessionId: 1, videos: fourVideos() } },
    });
    renderApp({ path: '/', search: PROLIFIC, withTopBar: true });
    await waitFor(() => expect(location()).toBe('/dashboard'));
    expect(api.callsTo('POST /panel/enter')[0].body).toEqual({
      panel: 'prolific',
      participant_id: '5f3a1c2b9d8e7f6a5b4c3d2e',
      study_id: 'study1',
      session_id: 'sess1',
    });
    expect(sessionStorage.getItem('user_id')).toBe('9');
    expect(sessionStorage.getItem('user_token')).toBe('token-9');
    expect(sessionStorage.getItem('vvq_panel')).toBe('prolific');
    expect(sessionStorage.getItem('hasSubmitted')).not.toBe('true');
    expect(api.callsTo('GET /participants/9/completion')[0].headers.Authorization).toBe('Bearer token-9');
    // No name or e-mail: the pages greet the panel participant by the panel's display name.
    expect(await screen.findByRole('heading', { name: 'Welcome, PROLIFIC PARTICIPANT' })).toBeInTheDocument();
    expect(screen.getByTestId('user-top-bar')).toHaveTextContent('Welcome, PROLIFIC PARTICIPANT');
    expect(await screen.findByRole('button', { name: 'Submit Questionnaire' })).toBeInTheDocument();
  });

  it('resumes a completed participant on the completion screen, which shows the code and leaves within a second', async () => {
    mockApi({ 'POST /panel/enter': entered, 'GET /participants/9/completion': complete });
    renderApp({ path: '/', search: '?panel=mturk&workerId=W1&assignmentId=A1&hitId=H1' });
    const heading = await screen.findByRole('heading', { name: 'Thank you — you have completed the study' });
    expect(location()).toBe('/completion');
    expect(heading).toHaveFocus();
    expect(screen.getByTestId('completion-code')).toHaveTextContent('C0DE42');
    expect(screen.getByRole('status')).toHaveTextContent('Taking you back to MTurk');
    await waitFor(() =>
      expect(leave).toHaveBeenCalledWith('https://app.prolific.com/submissions/complete?cc=C0DE42'),
    );
  });

  it('waits at most a second before leaving for the completion URL', async () => {
    jest.useFakeTimers();
    loginAs(9, 'Prolific participant', 'token-9');
    sessionStorage.setItem('vvq_panel', 'prolific');
    mockApi({ 'GET /participants/9/completion': complete });
    renderApp({ path: '/completion' });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByTestId('completion-code')).toHaveTextContent('C0DE42');
    expect(leave).not.toHaveBeenCalled();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1000);
    });
    expect(leave).toHaveBeenCalledTimes(1);
  });

  it('resumes a screened-out participant on the screen-out screen with the stored reason', async () => {
    const api = mockApi({
      'POST /panel/enter': entered,
      'GET /participants/9/completion': {
        body: {
          complete: false,
          code: null,
          redirect_url: 'https://x.test/out',
          screen_out_reason: 'Too small.',
        },
      },
      'POST /participants/9/screen-out': { body: { redirect_url: 'https://x.test/out' } },
    });
    renderApp({ path: '/', search: '?panel=sona&id=12345' });
    expect(await screen.findByTestId('screen-out-reason')).toHaveTextContent('Too small.');
    expect(location()).toBe('/screen-out');
    expect(api.callsTo('POST /panel/enter')[0].body).toEqual({ panel: 'sona', participant_id: '12345' });
  });

  it("shows the server's refusal (entry switched off) with the heading focused, storing nothing", async () => {
    const off = 'Entry through a panel link is switched off for this study (study setting panel_entry).';
    mockApi({ 'POST /panel/enter': { status: 403, body: { statusCode: 403, error: off, message: off } } });
    renderApp({ path: '/', search: PROLIFIC });
    const heading = await screen.findByRole('heading', { name: 'This link could not start the study' });
    expect(heading).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent(off);
    expect(sessionStorage.getItem('user_id')).toBeNull();
    expect(location()).toBe('/');
  });

  it('an ordinary visit still sees the welcome page', async () => {
    const api = mockApi({});
    renderApp({ path: '/', search: '?utm_source=mail' });
    expect(await screen.findByRole('button', { name: 'Get Started' }, { timeout: 3000 })).toBeInTheDocument();
    // The welcome page reads the study's own texts (study settings); it never enters a panel.
    expect(api.calls.filter((c) => c.path !== '/study-settings')).toHaveLength(0);
  });
});

describe('completion and screen-out screens', () => {
  beforeEach(() => {
    loginAs(9, 'Prolific participant', 'token-9');
    sessionStorage.setItem('vvq_panel', 'prolific');
  });

  it('completion before every video is rated: says so with the server reason, and does not leave', async () => {
    mockApi({ 'GET /participants/9/completion': notYet });
    renderApp({ path: '/completion' });
    const heading = await screen.findByRole('heading', { name: 'The study is not complete yet' });
    expect(heading).toHaveFocus();
    expect(screen.getByText(/0 of 4 videos rated/)).toBeInTheDocument();
    expect(leave).not.toHaveBeenCalled();
  });

  it('completion without a completion URL shows the code and stays', async () => {
    mockApi({
      'GET /participants/9/completion': {
        body: { complete: true, code: 'ABC', redirect_url: null, screen_out_reason: null },
      },
    });
    renderApp({ path: '/completion' });
    expect(await screen.findByTestId('completion-code')).toHaveTextContent('ABC');
    expect(screen.getByText('You may close this page now.')).toBeInTheDocument();
    expect(leave).not.toHaveBeenCalled();
  });

  it('declining consent (panel participants only) records the reason, shows it first, then continues', async () => {
    const api = mockApi({
      'POST /participants/9/screen-out': { body: { redirect_url: 'https://app.prolific.com/out' } },
    });
    renderApp({ path: '/questionnaire' });
    fireEvent.click(screen.getByRole('button', { name: 'I do not agree' }));
    const heading = await screen.findByRole('heading', { name: 'You cannot take part in this study' });
    expect(heading).toHaveFocus();
    expect(screen.getByTestId('screen-out-reason')).toHaveTextContent(DECLINED_CONSENT_REASON);
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(leave).toHaveBeenCalledWith('https://app.prolific.com/out');
    expect(api.callsTo('POST /participants/9/screen-out')).toHaveLength(1);
    expect(api.callsTo('POST /participants/9/screen-out')[0].body).toEqual({
      reason: DECLINED_CONSENT_REASON,
    });
  });

  it('the screen-out screen without a screen-out URL asks to close the page', async () => {
    mockApi({ 'POST /participants/9/screen-out': { body: { redirect_url: null } } });
    renderApp({ path: '/screen-out', state: { reason: 'Your browser cannot play the videos.' } });
    expect(await screen.findByText('You may close this page now.')).toBeInTheDocument();
    expect(screen.getByTestId('screen-out-reason')).toHaveTextContent('Your browser cannot play the videos.');
  });

  it('the screen-out route without a reason records nothing and goes to the dashboard', async () => {
    const api = mockApi({
      'GET /check-questionnaire/9': { body: { hasSubmitted: false } },
      'POST /v2/session/start': { body: { sessionId: 1, videos: fourVideos() } },
    });
    renderApp({ path: '/screen-out' });
    await waitFor(() => expect(location()).toBe('/dashboard'));
    expect(api.callsTo('POST /participants/9/screen-out')).toHaveLength(0);
  });

  it('a participant who signed up sees the spec questionnaire, without "I do not agree"', () => {
    sessionStorage.removeItem('vvq_panel');
    mockApi({});
    renderApp({ path: '/questionnaire' });
    expect(screen.queryByRole('button', { name: 'I do not agree' })).not.toBeInTheDocument();
  });

  it('a failed environment check screens a panel participant out with its reasons', async () => {
    const reason = 'Your browser window is 1024 pixels wide, and this study needs at least 5000.';
    jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
      this.dispatchEvent(new Event('ended'));
      return Promise.resolve();
    });
    jest.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
    const api = mockApi({
      'GET /study-settings': { body: { ...DEFAULT_STUDY_SETTINGS, environment_check: true } },
      'GET /participants/9/environment-check': { body: { required: true, passed: false, result: null } },
      'POST /participants/9/environment-check': { body: { passed: false, reasons: [reason], attempts: 1 } },
      'POST /participants/9/screen-out': { body: { redirect_url: 'https://app.prolific.com/out' } },
      'POST /v2/session/start': { body: { sessionId: 3, videos: fourVideos() } },
    });
    renderApp({ path: '/rate-videos', state: { videos: fourVideos() } });
    fireEvent.click(await screen.findByRole('button', { name: 'Start the check' }));
    expect(await screen.findByTestId('screen-out-reason')).toHaveTextContent(reason);
    expect(location()).toBe('/screen-out');
    await waitFor(() => expect(api.callsTo('POST /participants/9/screen-out')).toHaveLength(1));
    expect(api.callsTo('POST /participants/9/screen-out')[0].body).toEqual({ reason });
  });

  it('after the last rating a panel participant goes on to the completion screen', async () => {
    const done = fourVideos().map((v) => ({ ...v, submitted: true }));
    mockApi({
      'POST /v2/session/start': { body: { sessionId: 3, videos: done } },
      'GET /participants/9/completion': complete,
    });
    renderApp({ path: '/rate-videos', state: { videos: fourVideos() } });
    await waitFor(() => expect(location()).toBe('/completion'));
  });
});
