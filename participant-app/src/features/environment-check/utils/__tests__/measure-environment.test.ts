import { browserName, canPlayAll, joinMimeTypes, mimeTypeOf, mimeTypesOf } from '../measure-environment';

describe('measure-environment', () => {
  it('reads the MIME type from the file extension, ignoring query and fragment', () => {
    expect(mimeTypeOf('/media/catalogue/a.mp4')).toBe('video/mp4');
    expect(mimeTypeOf('https://cdn.example.org/b.WEBM?sig=1#t=2')).toBe('video/webm');
    expect(mimeTypeOf('/media/c.xyz')).toBeNull();
    expect(mimeTypeOf(null)).toBeNull();
    expect(mimeTypesOf(['/a.mp4', '/b.mp4', '/c.webm', '/d'])).toEqual(['video/mp4', 'video/webm']);
    expect(joinMimeTypes(['video/mp4', 'video/webm'])).toBe('video/mp4, video/webm');
  });

  it('needs a non-empty canPlayType answer for every type', () => {
    const video = { canPlayType: (t: string) => (t === 'video/mp4' ? 'maybe' : '') } as Pick<
      HTMLMediaElement,
      'canPlayType'
    >;
    expect(canPlayAll(video, ['video/mp4'])).toBe(true);
    expect(canPlayAll(video, ['video/mp4', 'video/webm'])).toBe(false);
    expect(canPlayAll(video, [])).toBe(false);
  });

  it('names the browser from userAgentData, else from the user agent', () => {
    expect(
      browserName('x', {
        brands: [
          { brand: 'Not_A Brand', version: '8' },
          { brand: 'Chromium', version: '131' },
          { brand: 'Google Chrome', version: '131' },
        ],
      }),
    ).toBe('Google Chrome 131');
    expect(browserName('x', { brands: [{ brand: 'Chromium', version: '130' }] })).toBe('Chromium 130');
    expect(browserName('Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0')).toBe(
      'Firefox 133',
    );
    expect(
      browserName(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
      ),
    ).toBe('Safari 17');
    expect(browserName('curl/8')).toBe('unknown');
  });
});
