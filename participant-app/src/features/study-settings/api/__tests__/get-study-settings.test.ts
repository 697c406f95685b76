import { DEFAULT_STUDY_SETTINGS } from '@vvq/contracts';
import { UnexpectedResponseError } from '@vvq/ui';
import { TEST_API_BASE, mockApi } from '../../../../testing/mock-api';
import { loginAs, testQueryClientSource } from '../../../../testing/render-app';
import { studySettingsQueryOptions } from '../get-study-settings';

beforeEach(() => {
  sessionStorage.clear();
  loginAs(7, 'ada');
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const client = () => testQueryClientSource().current!.client;

describe('studySettingsQueryOptions', () => {
  it('reads the public settings without sending the participant token', async () => {
    const api = mockApi({
      'GET /study-settings': { body: { ...DEFAULT_STUDY_SETTINGS, rating_labels: 'itu-acr' } },
    });
    await expect(client().fetchQuery(studySettingsQueryOptions(TEST_API_BASE))).resolves.toMatchObject({
      rating_labels: 'itu-acr',
    });
    expect(api.calls[0].headers.Authorization).toBeUndefined();
  });

  it.each([[null], [['spec']], ['spec']])('refuses an answer that is no object: %j', async (body) => {
    mockApi({ 'GET /study-settings': { body } });
    await expect(client().fetchQuery(studySettingsQueryOptions(TEST_API_BASE))).rejects.toBeInstanceOf(
      UnexpectedResponseError,
    );
  });
});
