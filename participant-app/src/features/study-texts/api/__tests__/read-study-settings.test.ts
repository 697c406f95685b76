import { DEFAULT_STUDY_SETTINGS } from '@vvq/contracts';
import { UnexpectedResponseError } from '@vvq/ui';
import { TEST_API_BASE, mockApi } from '../../../../testing/mock-api';
import { knownStudySettings, readStudySettings } from '../read-study-settings';

afterEach(() => jest.useRealTimers());

describe('readStudySettings', () => {
  it('reads the public settings once for the reads of 30 s, then asks again', async () => {
    jest.useFakeTimers({ now: 1_000_000 });
    const api = mockApi({
      'GET /study-settings': [
        { body: { ...DEFAULT_STUDY_SETTINGS, videos_per_session: 7 } },
        { body: { ...DEFAULT_STUDY_SETTINGS, videos_per_session: 9 } },
      ],
    });
    await expect(readStudySettings(TEST_API_BASE)).resolves.toMatchObject({ videos_per_session: 7 });
    jest.setSystemTime(1_000_000 + 29_000);
    await expect(readStudySettings(TEST_API_BASE)).resolves.toMatchObject({ videos_per_session: 7 });
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0].headers.Authorization).toBeUndefined();
    jest.setSystemTime(1_000_000 + 30_000);
    await expect(readStudySettings(TEST_API_BASE)).resolves.toMatchObject({ videos_per_session: 9 });
    expect(api.calls).toHaveLength(2);
    expect(knownStudySettings()).toMatchObject({ videos_per_session: 9 });
  });

  it('keeps no failure: the next read asks again', async () => {
    const api = mockApi({
      'GET /study-settings': [
        { body: ['spec'] },
        { body: { ...DEFAULT_STUDY_SETTINGS, videos_per_session: 5 } },
      ],
    });
    await expect(readStudySettings(TEST_API_BASE)).rejects.toBeInstanceOf(UnexpectedResponseError);
    expect(knownStudySettings()).toEqual({});
    await expect(readStudySettings(TEST_API_BASE)).resolves.toMatchObject({ videos_per_session: 5 });
    expect(api.calls).toHaveLength(2);
  });
});
