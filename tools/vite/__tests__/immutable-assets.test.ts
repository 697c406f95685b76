import { cacheControlFor, IMMUTABLE, REVALIDATE } from '../immutable-assets';

describe('cacheControlFor', () => {
  it.each([
    ['/assets/index-BXk3p9aQ.js', IMMUTABLE],
    ['/assets/__federation_shared_react-Dq1fG2hZ.js', IMMUTABLE],
    ['/assets/style-a1B2c3D4e5.css?v=1', IMMUTABLE],
    ['/remotes/participant/assets/landing-page-C0ffee12.js', IMMUTABLE],
    ['/assets/remoteEntry.js', REVALIDATE],
    ['/index.html', REVALIDATE],
    ['/', REVALIDATE],
    ['/config.json', REVALIDATE],
    ['/assets/logo.svg', REVALIDATE],
  ])('%s → %s', (url, expected) => {
    expect(cacheControlFor(url)).toBe(expected);
  });
});
