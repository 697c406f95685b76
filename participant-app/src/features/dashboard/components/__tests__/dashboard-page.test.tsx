import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fourVideos } from '../../../../testing/fixtures';
import { mockApi, type MockReply } from '../../../../testing/mock-api';
import { loginAs, renderApp } from '../../../../testing/render-app';

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
});
