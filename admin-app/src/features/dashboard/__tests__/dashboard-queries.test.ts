import { API_BASE, mockApi } from '../../../testing/mock-api';
import { signInAdmin, testQueryClientSource } from '../../../testing/render-admin';
import { ADMIN_STATS_KEY } from '../api/admin-stats-key';
import { feedbackChartQueryOptions } from '../api/get-feedback-chart';
import { userCountQueryOptions } from '../api/get-user-count';
import { userGrowthQueryOptions } from '../api/get-user-growth';
import { videoRatingStatsQueryOptions } from '../api/get-video-rating-stats';

beforeEach(() => {
  sessionStorage.clear();
  signInAdmin();
});
afterEach(() => jest.restoreAllMocks());

describe('the dashboard statistics query options', () => {
  const all = [
    userCountQueryOptions,
    videoRatingStatsQueryOptions,
    feedbackChartQueryOptions,
    userGrowthQueryOptions,
  ];

  it('share one key prefix and the spec log text', () => {
    for (const options of all.map((make) => make(API_BASE))) {
      expect(options.queryKey.slice(0, 2)).toEqual([...ADMIN_STATS_KEY]);
      expect(options.meta).toEqual({ errorLog: 'Error fetching admin stats' });
    }
    expect(new Set(all.map((make) => make(API_BASE).queryKey.join('/'))).size).toBe(4);
  });

  it('reads the user count as a number, 0 when missing', async () => {
    const client = testQueryClientSource().current!.client;
    mockApi({ 'GET /admin/user-count': { body: { count: '12' } } });
    await expect(client.fetchQuery(userCountQueryOptions(API_BASE))).resolves.toBe(12);
    mockApi({ 'GET /admin/user-count': { text: '' } });
    await expect(
      testQueryClientSource().current!.client.fetchQuery(userCountQueryOptions(API_BASE)),
    ).resolves.toBe(0);
  });

  it("logs 'Error fetching admin stats' once a call has failed for good", async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({ 'GET /admin/user-growth': { status: 502, body: {} } });
    await expect(
      testQueryClientSource().current!.client.fetchQuery(userGrowthQueryOptions(API_BASE)),
    ).rejects.toMatchObject({
      status: 502,
    });
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith('Error fetching admin stats', expect.objectContaining({ status: 502 }));
  });
});
