import { fourVideos } from '../../../../testing/fixtures';
import { TEST_API_BASE, mockApi } from '../../../../testing/mock-api';
import { loadAssignedVideos } from '../load-assigned-videos';
import { startSession } from '../start-session';

beforeEach(() => {
  sessionStorage.clear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('startSession', () => {
  it("fails with 'No user_id in sessionStorage' without calling the server", async () => {
    const api = mockApi({});
    await expect(startSession(TEST_API_BASE, null)).rejects.toThrow('No user_id in sessionStorage');
    expect(api.calls).toHaveLength(0);
  });

  it('sends the numeric userId and the bearer token', async () => {
    const api = mockApi({ 'POST /v2/session/start': { body: { sessionId: 2, videos: [] } } });
    sessionStorage.setItem('user_token', 'tok');
    await startSession(TEST_API_BASE, '12');
    expect(api.calls[0].body).toEqual({ userId: 12 });
    expect(api.calls[0].headers.Authorization).toBe('Bearer tok');
  });
});

describe('loadAssignedVideos', () => {
  it('stores exactly four videos, the session id and videosAssigned true', async () => {
    sessionStorage.setItem('user_id', '3');
    mockApi({ 'POST /v2/session/start': { body: { sessionId: 9, videos: fourVideos() } } });
    const result = await loadAssignedVideos(TEST_API_BASE);
    expect(result.videos).toHaveLength(4);
    expect(result.assigned).toEqual(result.videos);
    expect(sessionStorage.getItem('videosAssigned')).toBe('true');
    expect(sessionStorage.getItem('vve_session_id')).toBe('9');
    expect(JSON.parse(sessionStorage.getItem('assignedVideos') ?? '[]')).toEqual(fourVideos());
  });

  it.each([
    ['three videos', { body: { sessionId: 9, videos: fourVideos().slice(0, 3) } }, 3],
    ['no videos (empty catalogue)', { body: { sessionId: 9, videos: [] } }, 0],
    ['a server error', { status: 500, body: {} }, null],
  ])(
    'clears the list and sets videosAssigned false on %s, and tells what came',
    async (_label, reply, count) => {
      sessionStorage.setItem('user_id', '3');
      sessionStorage.setItem('assignedVideos', '[1,2,3,4]');
      mockApi({ 'POST /v2/session/start': reply });
      const result = await loadAssignedVideos(TEST_API_BASE);
      expect(result.videos).toBeNull();
      expect(result.assigned === null ? null : result.assigned.length).toBe(count);
      expect(sessionStorage.getItem('videosAssigned')).toBe('false');
      expect(sessionStorage.getItem('assignedVideos')).toBeNull();
    },
  );

  it('fails softly without a stored user_id', async () => {
    mockApi({});
    await expect(loadAssignedVideos(TEST_API_BASE)).resolves.toEqual({ videos: null, assigned: null });
    expect(console.error).toHaveBeenCalledWith(
      'Session start failed',
      expect.objectContaining({ message: 'No user_id in sessionStorage' }),
    );
  });
});
