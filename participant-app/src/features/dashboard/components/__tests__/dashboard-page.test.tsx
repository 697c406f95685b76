import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fourVideos } from '../../../../testing/fixtures';
import { mockApi, type MockReply } from '../../../../testing/mock-api';
import { loginAs, renderApp } from '../../../../testing/render-app';
import {
  NO_VIDEOS_AVAILABLE,
  STUDY_COMPLETE,
  VIDEOS_NOT_PREPARED,
  tooFewVideos,
} from '../../utils/session-outcome';

const sessionOk: MockReply = { body: { sessionId: 5, videos: fourVideos() } };
const sessionShort: MockReply = { body: { sessionId: 5, videos: fourVideos().slice(0, 3) } };

beforeEach(() => {
  sessionStorage.clear();
  loginAs(7, 'ada');
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const location = () => screen.getByTestId('location').textContent;
const navState = () => JSON.parse(screen.getByTestId('location-state').textContent ?? 'null');

describe('DashboardPage', () => {
  it('greets in upper case and shows the guide; before the questionnaire only Submit Questionnaire', async () => {
    const api = mockApi({
      'GET /check-questionnaire/7': { body: { hasSubmitted: false } },
      'POST /v2/session/start': sessionOk,
    });
    renderApp({ path: '/dashboard' });
    expect(screen.getByRole('heading', { name: 'Welcome, ADA' })).toBeInTheDocument();
    expect(screen.getByText('ITU-R BT.500 Guide')).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Submit Questionnaire' }));
    expect(location()).toBe('/questionnaire');
    expect(sessionStorage.getItem('hasSubmitted')).toBe('false');
    expect(api.callsTo('GET /check-questionnaire/7')[0].headers.Authorization).toBe('Bearer token-7');
    expect(screen.queryByRole('button', { name: /Rate Videos/ })).not.toBeInTheDocument();
  });

  it('stores the server flag and shows the submitted actions', async () => {
    mockApi({
      'GET /check-questionnaire/7': { body: { hasSubmitted: true } },
      'POST /v2/session/start': sessionOk,
    });
    renderApp({ path: '/dashboard' });
    expect(await screen.findByText('Thank you for submitting the questionnaire!')).toBeInTheDocument();
    expect(sessionStorage.getItem('hasSubmitted')).toBe('true');
    expect(screen.getByText('For distortion understanding click below!')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'See Sample Videos' }));
    expect(location()).toBe('/distortion-examples');
  });

  it('does not ask the server when the questionnaire is marked submitted locally', async () => {
    sessionStorage.setItem('hasSubmitted', 'true');
    const api = mockApi({ 'POST /v2/session/start': sessionOk });
    renderApp({ path: '/dashboard' });
    await screen.findByRole('button', { name: 'Rate Videos' });
    expect(api.callsTo('GET /check-questionnaire/7')).toHaveLength(0);
  });

  it("stores four videos with videosAssigned 'true', disables the button while preparing, then navigates with them", async () => {
    sessionStorage.setItem('hasSubmitted', 'true');
    let release: (reply: MockReply) => void = () => undefined;
    const api = mockApi({ 'POST /v2/session/start': sessionOk });
    api.fetchMock.mockImplementationOnce(
      () =>
        new Promise((resolve) => {
          release = (reply) =>
            resolve({
              ok: true,
              status: 200,
              text: async () => JSON.stringify(reply.body),
            } as unknown as Response);
        }),
    );
    renderApp({ path: '/dashboard' });
    const preparing = screen.getByRole('button', { name: 'Preparing your videos...' });
    expect(preparing).toBeDisabled();
    release(sessionOk);
    const rate = await screen.findByRole('button', { name: 'Rate Videos' });
    expect(rate).toBeEnabled();
    expect(sessionStorage.getItem('videosAssigned')).toBe('true');
    expect(JSON.parse(sessionStorage.getItem('assignedVideos') ?? '[]')).toHaveLength(4);
    expect(sessionStorage.getItem('vve_session_id')).toBe('5');
    fireEvent.click(rate);
    expect(location()).toBe('/rate-videos');
    expect(navState().videos).toHaveLength(4);
  });

  it('clears the list when the session does not hold four, and a click starts again, twice at most', async () => {
    sessionStorage.setItem('hasSubmitted', 'true');
    sessionStorage.setItem('assignedVideos', JSON.stringify(fourVideos()));
    const api = mockApi({ 'POST /v2/session/start': sessionShort });
    renderApp({ path: '/dashboard' });
    const rate = await screen.findByRole('button', { name: 'Rate Videos' });
    expect(sessionStorage.getItem('videosAssigned')).toBe('false');
    expect(sessionStorage.getItem('assignedVideos')).toBeNull();
    fireEvent.click(rate);
    await waitFor(() => expect(api.callsTo('POST /v2/session/start')).toHaveLength(3));
    await screen.findByRole('button', { name: 'Rate Videos' });
    expect(location()).toBe('/dashboard');
    expect(api.callsTo('POST /v2/session/start')[0].body).toEqual({ userId: 7 });
  });

  it('navigates when the second try yields four', async () => {
    sessionStorage.setItem('hasSubmitted', 'true');
    const api = mockApi({ 'POST /v2/session/start': [sessionShort, { networkError: true }, sessionOk] });
    renderApp({ path: '/dashboard' });
    fireEvent.click(await screen.findByRole('button', { name: 'Rate Videos' }));
    await waitFor(() => expect(location()).toBe('/rate-videos'));
    expect(navState().videos.map((v: { trial_id: number }) => v.trial_id)).toEqual([1, 2, 3, 4]);
    expect(api.callsTo('POST /v2/session/start').length).toBeGreaterThanOrEqual(3);
  });

  it('only logs status and session failures and clears the loading flag', async () => {
    mockApi({
      'GET /check-questionnaire/7': { status: 500, body: { error: 'x' } },
      'POST /v2/session/start': { status: 500, body: { error: 'x' } },
    });
    renderApp({ path: '/dashboard' });
    expect(await screen.findByRole('button', { name: 'Submit Questionnaire' })).toBeInTheDocument();
    expect(console.error).toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says the study is complete instead of offering Rate Videos once the server flags every video rated', async () => {
    sessionStorage.setItem('hasSubmitted', 'true');
    const rated = fourVideos().map((v) => ({ ...v, submitted: true }));
    mockApi({ 'POST /v2/session/start': { body: { sessionId: 5, videos: rated } } });
    renderApp({ path: '/dashboard' });
    expect(await screen.findByTestId('study-complete')).toHaveTextContent(STUDY_COMPLETE);
    expect(STUDY_COMPLETE).toBe(
      'You have rated all your videos — thank you. Your part of the study is complete.',
    );
    expect(screen.queryByRole('button', { name: /Rate Videos|Preparing/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Thank you for submitting the questionnaire!')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'See Sample Videos' })).toBeInTheDocument();
  });

  it('still offers Rate Videos while some assigned video is unrated', async () => {
    sessionStorage.setItem('hasSubmitted', 'true');
    const some = fourVideos().map((v) => ({ ...v, submitted: v.trial_id < 4 }));
    mockApi({ 'POST /v2/session/start': { body: { sessionId: 5, videos: some } } });
    renderApp({ path: '/dashboard' });
    await screen.findByRole('button', { name: 'Rate Videos' });
    expect(screen.queryByTestId('study-complete')).not.toBeInTheDocument();
  });

  it.each([
    [
      'no video can be assigned (empty catalogue)',
      { body: { sessionId: 5, videos: [] } },
      NO_VIDEOS_AVAILABLE,
    ],
    ['the catalogue ran out', sessionShort, tooFewVideos(3, 4)],
    ['the server fails', { status: 503, body: { error: 'x' } }, VIDEOS_NOT_PREPARED],
  ])('says why Rate Videos led nowhere when %s, and moves focus there', async (_label, reply, message) => {
    sessionStorage.setItem('hasSubmitted', 'true');
    const api = mockApi({ 'POST /v2/session/start': reply });
    renderApp({ path: '/dashboard' });
    const rate = await screen.findByRole('button', { name: 'Rate Videos' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    fireEvent.click(rate);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    await waitFor(() => expect(alert).toHaveFocus());
    expect(api.callsTo('POST /v2/session/start')).toHaveLength(3);
    expect(location()).toBe('/dashboard');
  });

  it('names the number of videos it could assign', () => {
    expect(tooFewVideos(3, 4)).toBe(
      'Only 3 of the 4 videos you need could be assigned to you: the study has run out of videos you have not seen yet. Please try again later, or contact the team.',
    );
  });

  it('offers a way to contact the team, naming the withdrawal of consent', async () => {
    mockApi({
      'GET /check-questionnaire/7': { body: { hasSubmitted: false } },
      'POST /v2/session/start': sessionOk,
    });
    renderApp({ path: '/dashboard' });
    expect(screen.getByTestId('contact-line')).toHaveTextContent(
      'Questions about the study, or want to withdraw your consent? Contact the team.',
    );
    fireEvent.click(screen.getByRole('link', { name: 'Contact the team' }));
    expect(location()).toBe('/contact');
  });
});
