import { UnexpectedResponseError } from '@vvq/ui';
import { TEST_API_BASE, mockApi } from '../../../../testing/mock-api';
import { loginAs, testQueryClientSource } from '../../../../testing/render-app';
import { distortionExamplesQueryOptions, getDistortionExamples } from '../get-distortion-examples';

beforeEach(() => {
  sessionStorage.clear();
  loginAs();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('getDistortionExamples', () => {
  it('returns the list, typed, and refuses any other shape', async () => {
    mockApi({ 'GET /videos/distortion-examples': { body: [{ video_id: 1 }] } });
    await expect(getDistortionExamples(TEST_API_BASE)).resolves.toEqual([{ video_id: 1 }]);
    mockApi({ 'GET /videos/distortion-examples': { body: { rows: [] } } });
    await expect(getDistortionExamples(TEST_API_BASE)).rejects.toBeInstanceOf(UnexpectedResponseError);
  });
});

describe('distortionExamplesQueryOptions', () => {
  it('keeps the catalogue for 5 minutes: a second read in that time asks nobody', async () => {
    const client = testQueryClientSource().current!.client;
    const api = mockApi({ 'GET /videos/distortion-examples': { body: [] } });
    await client.fetchQuery(distortionExamplesQueryOptions(TEST_API_BASE));
    await client.fetchQuery(distortionExamplesQueryOptions(TEST_API_BASE));
    expect(api.calls).toHaveLength(1);
    expect(distortionExamplesQueryOptions(TEST_API_BASE).staleTime).toBe(5 * 60_000);
  });

  it('does not retry a wrong shape and logs the failure once', async () => {
    const client = testQueryClientSource().current!.client;
    const api = mockApi({ 'GET /videos/distortion-examples': { body: 'oops' } });
    await expect(client.fetchQuery(distortionExamplesQueryOptions(TEST_API_BASE))).rejects.toBeInstanceOf(
      UnexpectedResponseError,
    );
    expect(api.calls).toHaveLength(1);
    expect(console.error).toHaveBeenCalledWith(
      'Distortion examples load failed',
      expect.any(UnexpectedResponseError),
    );
  });

  it('retries a network failure once', async () => {
    const client = testQueryClientSource().current!.client;
    const api = mockApi({ 'GET /videos/distortion-examples': [{ networkError: true }, { body: [] }] });
    await expect(client.fetchQuery(distortionExamplesQueryOptions(TEST_API_BASE))).resolves.toEqual([]);
    expect(api.calls).toHaveLength(2);
  });
});
