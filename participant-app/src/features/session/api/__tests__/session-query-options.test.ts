import { fourVideos } from '../../../../testing/fixtures';
import { TEST_API_BASE, mockApi } from '../../../../testing/mock-api';
import { loginAs, testQueryClientSource } from '../../../../testing/render-app';
import { assignedVideosQueryOptions } from '../load-assigned-videos';
import { sessionRefreshQueryOptions } from '../start-session';

beforeEach(() => {
  sessionStorage.clear();
  loginAs(7, 'ada');
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const client = () => testQueryClientSource().current!.client;

describe('assignedVideosQueryOptions (dashboard load)', () => {
  it('stores four videos and answers them; a second read asks the server again', async () => {
    const api = mockApi({ 'POST /v2/session/start': { body: { sessionId: 4, videos: fourVideos() } } });
    const queries = client();
    const first = await queries.fetchQuery(assignedVideosQueryOptions(TEST_API_BASE, '7'));
    expect(first.videos).toHaveLength(4);
    await queries.fetchQuery(assignedVideosQueryOptions(TEST_API_BASE, '7'));
    expect(api.calls).toHaveLength(2);
    expect(sessionStorage.getItem('videosAssigned')).toBe('true');
    expect(assignedVideosQueryOptions(TEST_API_BASE, '7').queryKey).toEqual([
      'participant',
      '7',
      'session',
      'assigned',
    ]);
  });

  it('is never retried by TanStack Query: a failed start is one call, answered null', async () => {
    const api = mockApi({ 'POST /v2/session/start': { status: 503, body: {} } });
    await expect(client().fetchQuery(assignedVideosQueryOptions(TEST_API_BASE, '7'))).resolves.toEqual({
      videos: null,
      assigned: null,
    });
    expect(api.calls).toHaveLength(1);
    expect(sessionStorage.getItem('videosAssigned')).toBe('false');
  });
});

describe('sessionRefreshQueryOptions (rate screen entry)', () => {
  it('answers the current list without storing it', async () => {
    mockApi({ 'POST /v2/session/start': { body: { sessionId: 4, videos: fourVideos() } } });
    await expect(client().fetchQuery(sessionRefreshQueryOptions(TEST_API_BASE, '7'))).resolves.toHaveLength(
      4,
    );
    expect(sessionStorage.getItem('assignedVideos')).toBeNull();
  });

  it('fails on an answer without a list, and on a server error without a retry', async () => {
    mockApi({ 'POST /v2/session/start': { body: { sessionId: 4 } } });
    await expect(client().fetchQuery(sessionRefreshQueryOptions(TEST_API_BASE, '7'))).rejects.toThrow(
      'Session refresh returned no video list',
    );
    const api = mockApi({ 'POST /v2/session/start': { status: 500, body: {} } });
    await expect(client().fetchQuery(sessionRefreshQueryOptions(TEST_API_BASE, '7'))).rejects.toMatchObject({
      status: 500,
    });
    expect(api.calls).toHaveLength(1);
  });
});
