import { SessionKeys } from '@vvq/contracts';
import { getVideosPerSession, storeVideosPerSession } from '../../../../lib/session-storage';
import { isFullSession } from '../full-session';

const video = (kind?: string) => ({
  trial_id: 1,
  label: 'v',
  url: '',
  submitted: false,
  ...(kind ? { kind } : {}),
});

describe('isFullSession', () => {
  beforeEach(() => sessionStorage.clear());

  it('holds the spec’s four by default: fewer is refused, four (or four plus check items) is whole', () => {
    expect(getVideosPerSession()).toBe(4);
    expect(isFullSession([video(), video(), video()])).toBe(false);
    expect(isFullSession([video(), video(), video(), video()])).toBe(true);
    expect(isFullSession([video(), video(), video(), video(), video()])).toBe(true);
  });

  it('follows the study’s videos_per_session reported by the last session start', () => {
    storeVideosPerSession(2);
    expect(isFullSession([video(), video()])).toBe(true);
    expect(isFullSession([video()])).toBe(false);
    storeVideosPerSession(6);
    expect(isFullSession([video(), video(), video(), video()])).toBe(false);
  });

  it('does not count training presentations toward the scored videos', () => {
    expect(isFullSession([video('training'), video('training'), video(), video(), video()])).toBe(false);
    expect(isFullSession([video('training'), video(), video(), video(), video()])).toBe(true);
  });

  it('ignores a stored count that is not a whole number from 1', () => {
    sessionStorage.setItem(SessionKeys.videosPerSession, 'abc');
    expect(getVideosPerSession()).toBe(4);
    sessionStorage.setItem(SessionKeys.videosPerSession, '0');
    expect(getVideosPerSession()).toBe(4);
  });
});
