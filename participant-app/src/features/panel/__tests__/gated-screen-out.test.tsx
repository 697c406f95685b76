import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DECLINED_CONSENT_REASON, PARTICIPANT_CLOSED_MESSAGE, type AssignedVideo } from '@vvq/contracts';
import { fourVideos } from '../../../testing/fixtures';
import { mockApi, type MockReply } from '../../../testing/mock-api';
import { loginAs, renderApp } from '../../../testing/render-app';
import { leaveSite } from '../../../lib/leave-site';

jest.mock('../../../lib/leave-site', () => ({ leaveSite: jest.fn() }));
const leave = leaveSite as jest.MockedFunction<typeof leaveSite>;

/*
 * A panel participant whom live gating stops is returned to the panel as screened out, at once: the same screen and
 * wording as a declined consent, the screen-out URL called without a click, and a link for a blocked redirect.
 */
const OUT_URL = 'https://app.prolific.com/submissions/complete?cc=SCREENED';
const session = (videos: AssignedVideo[], extra: object = {}): MockReply => ({
  body: { sessionId: 3, videos, ...extra },
});
const closedRating: MockReply = {
  status: 201,
  body: { message: 'ok', rating_id: 1, status: 'closed', notice: PARTICIPANT_CLOSED_MESSAGE },
};
const location = () => screen.getByTestId('location').textContent;

beforeEach(() => {
  sessionStorage.clear();
  leave.mockReset();
  loginAs(9, 'Prolific participant', 'token-9');
  sessionStorage.setItem('vvq_panel', 'prolific');
  jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

async function rateCard(card: HTMLElement) {
  fireEvent.click(within(card).getByRole('button', { name: 'Submit' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
}

describe('a panel participant stopped by live gating', () => {
  it('a rating that ends the study leads to the screen-out screen and on to the screen-out URL at once', async () => {
    const api = mockApi({
      'POST /v2/session/start': session(fourVideos()),
      'POST /v2/ratings': closedRating,
      'POST /participants/9/screen-out': { body: { redirect_url: OUT_URL } },
    });
    renderApp({ path: '/rate-videos', state: { videos: fourVideos() } });
    await rateCard((await screen.findAllByTestId('video-card'))[0]);
    const heading = await screen.findByRole('heading', { name: 'You cannot take part in this study' });
    expect(location()).toBe('/screen-out');
    expect(heading).toHaveFocus();
    expect(screen.getByTestId('screen-out-reason')).toHaveTextContent(PARTICIPANT_CLOSED_MESSAGE);
    await waitFor(() => expect(leave).toHaveBeenCalledWith(OUT_URL));
    // A redirect the browser blocks still leaves a way out.
    expect(screen.getByRole('link', { name: 'continue here' })).toHaveAttribute('href', OUT_URL);
    expect(screen.getByRole('status')).toHaveTextContent('Taking you back to Prolific');
    expect(api.callsTo('POST /participants/9/screen-out')[0].body).toEqual({
      reason: PARTICIPANT_CLOSED_MESSAGE,
    });
    expect(window.alert).not.toHaveBeenCalled();
  });

  it('a session start that says closed sends them from the dashboard to the screen-out URL at once', async () => {
    const rated = fourVideos()
      .slice(0, 1)
      .map((v) => ({ ...v, submitted: true }));
    mockApi({
      'GET /check-questionnaire/9': { body: { hasSubmitted: true } },
      'POST /v2/session/start': session(rated, { status: 'closed', message: PARTICIPANT_CLOSED_MESSAGE }),
      'POST /participants/9/screen-out': { body: { redirect_url: OUT_URL } },
    });
    renderApp({ path: '/dashboard' });
    expect(await screen.findByTestId('screen-out-reason')).toHaveTextContent(PARTICIPANT_CLOSED_MESSAGE);
    expect(location()).toBe('/screen-out');
    await waitFor(() => expect(leave).toHaveBeenCalledWith(OUT_URL));
  });

  it('without a screen-out URL the screen stays and asks to close the page', async () => {
    mockApi({
      'POST /v2/session/start': session(fourVideos()),
      'POST /v2/ratings': closedRating,
      'POST /participants/9/screen-out': { body: { redirect_url: null } },
    });
    renderApp({ path: '/rate-videos', state: { videos: fourVideos() } });
    await rateCard((await screen.findAllByTestId('video-card'))[0]);
    expect(await screen.findByText('You may close this page now.')).toBeInTheDocument();
    expect(leave).not.toHaveBeenCalled();
  });

  it('a declined consent still waits for the Continue button (the participant reads at their pace)', async () => {
    mockApi({ 'POST /participants/9/screen-out': { body: { redirect_url: OUT_URL } } });
    renderApp({ path: '/screen-out', state: { reason: DECLINED_CONSENT_REASON } });
    const button = await screen.findByRole('button', { name: 'Continue' });
    expect(leave).not.toHaveBeenCalled();
    fireEvent.click(button);
    expect(leave).toHaveBeenCalledWith(OUT_URL);
  });

  it('a participant who signed up keeps the neutral text on the rating screen and is not screened out', async () => {
    sessionStorage.removeItem('vvq_panel');
    const api = mockApi({
      'POST /v2/session/start': session(fourVideos()),
      'POST /v2/ratings': closedRating,
    });
    renderApp({ path: '/rate-videos', state: { videos: fourVideos() } });
    await rateCard((await screen.findAllByTestId('video-card'))[0]);
    expect(await screen.findByTestId('study-closed')).toHaveTextContent(PARTICIPANT_CLOSED_MESSAGE);
    expect(location()).toBe('/rate-videos');
    expect(api.callsTo('POST /participants/9/screen-out')).toHaveLength(0);
  });
});
