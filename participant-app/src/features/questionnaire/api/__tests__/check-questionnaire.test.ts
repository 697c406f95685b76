import { TEST_API_BASE, mockApi } from '../../../../testing/mock-api';
import { loginAs, testQueryClientSource } from '../../../../testing/render-app';
import { questionnaireStatusQueryOptions } from '../check-questionnaire';

const client = () => testQueryClientSource().current!.client;

beforeEach(() => {
  sessionStorage.clear();
  loginAs(7, 'ada');
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('questionnaireStatusQueryOptions', () => {
  it("asks with the participant's token, stores the flag and answers it", async () => {
    const api = mockApi({ 'GET /check-questionnaire/7': { body: { hasSubmitted: true } } });
    await expect(client().fetchQuery(questionnaireStatusQueryOptions(TEST_API_BASE, '7'))).resolves.toBe(
      true,
    );
    expect(sessionStorage.getItem('hasSubmitted')).toBe('true');
    expect(api.calls[0].headers.Authorization).toBe('Bearer token-7');
  });

  it("stores 'false' for anything but hasSubmitted: true", async () => {
    mockApi({ 'GET /check-questionnaire/7': { body: {} } });
    await expect(client().fetchQuery(questionnaireStatusQueryOptions(TEST_API_BASE, '7'))).resolves.toBe(
      false,
    );
    expect(sessionStorage.getItem('hasSubmitted')).toBe('false');
  });

  it('is read on every visit, per participant, and its final failure is only logged', async () => {
    const options = questionnaireStatusQueryOptions(TEST_API_BASE, '7');
    expect(options.queryKey).toEqual(['participant', '7', 'questionnaire-status']);
    expect(options).toMatchObject({ staleTime: 0, gcTime: 0 });
    const api = mockApi({ 'GET /check-questionnaire/7': { status: 500, body: { error: 'down' } } });
    await expect(client().fetchQuery(options)).rejects.toMatchObject({ status: 500 });
    // One retry for a server error, then one log line.
    expect(api.calls).toHaveLength(2);
    expect(console.error).toHaveBeenCalledTimes(1);
    expect(console.error).toHaveBeenCalledWith(
      'Questionnaire status check failed',
      expect.objectContaining({ status: 500 }),
    );
    expect(sessionStorage.getItem('hasSubmitted')).toBeNull();
  });
});
