import { UnexpectedResponseError } from '@vvq/ui';
import { API_BASE, mockApi } from '../../../testing/mock-api';
import { signInAdmin, testQueryClientSource } from '../../../testing/render-admin';
import { getVideos, videosQueryOptions } from '../api/get-videos';
import { videosLoadErrorText } from '../hooks/use-admin-videos';

const client = () => testQueryClientSource().current!.client;

beforeEach(() => {
  sessionStorage.clear();
  signInAdmin('grace', 'tok-v');
});

describe('getVideos / videosQueryOptions', () => {
  it('answers the typed list with the admin token', async () => {
    const fetchMock = mockApi({ 'GET /admin/videos': { body: [{ video_id: 1 }] } });
    await expect(getVideos(API_BASE)).resolves.toEqual([{ video_id: 1 }]);
    expect((fetchMock.mock.calls[0][1] as RequestInit).headers).toMatchObject({
      Authorization: 'Bearer tok-v',
    });
  });

  it("turns a non-list into 'Unexpected data format.', without a retry", async () => {
    const fetchMock = mockApi({ 'GET /admin/videos': { body: { rows: [] } } });
    const failure = client().fetchQuery(videosQueryOptions(API_BASE));
    await expect(failure).rejects.toBeInstanceOf(UnexpectedResponseError);
    expect(videosLoadErrorText(await failure.catch((e: unknown) => e))).toBe('Unexpected data format.');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('retries a server error once, and a 404 never', async () => {
    let fetchMock = mockApi({ 'GET /admin/videos': { status: 500, body: { error: 'boom' } } });
    await expect(client().fetchQuery(videosQueryOptions(API_BASE))).rejects.toMatchObject({ status: 500 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    fetchMock = mockApi({ 'GET /admin/videos': { status: 404, body: { error: 'Not Found' } } });
    const notFound = await client()
      .fetchQuery(videosQueryOptions(API_BASE))
      .catch((e: unknown) => e);
    expect(videosLoadErrorText(notFound)).toBe('No videos found.');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('serves a second visit within 30 s from the cache', async () => {
    const fetchMock = mockApi({ 'GET /admin/videos': { body: [] } });
    const queries = client();
    await queries.fetchQuery(videosQueryOptions(API_BASE));
    await queries.fetchQuery(videosQueryOptions(API_BASE));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
