import { screen, waitFor, within } from '@testing-library/react';
import type { DistortionExample } from '@vvq/contracts';
import { mockApi } from '../../../../testing/mock-api';
import { loginAs, renderApp } from '../../../../testing/render-app';

// The 6DoF player stands in as a stub that shows what it was given.
jest.mock('../../../volumetric-player', () => ({
  VolumetricPlayerView: (props: { url: string; loop?: boolean }) => (
    <div data-testid="player-stub" data-url={props.url} data-loop={String(props.loop)} />
  ),
}));

const example = (video_id: number, url: string, level: string): DistortionExample => ({
  video_id,
  video_location: url.replace('/media/', ''),
  video_url: url,
  background_type: 'static',
  category: 'geometry_quantisation',
  level,
  caption: null,
});

beforeEach(() => {
  sessionStorage.clear();
  loginAs();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('volumetric distortion examples', () => {
  it('play in the 6DoF player, looping, beside the 2D examples in their <video>', async () => {
    mockApi({
      'GET /videos/distortion-examples': {
        body: [
          example(1, '/media/volumetric/bunny_R1/sequence.json', 'R1'),
          example(2, '/media/volumetric/bunny_R5/sequence.json', 'R5'),
          { ...example(3, '/media/own/blur.mp4', 'R3'), category: 'blur' },
        ],
      },
      'GET /videos/distortion-sections': {
        body: [
          {
            category: 'geometry_quantisation',
            title: 'Coarser geometry',
            introduction: 'Points snap to a coarser grid.',
            example: 'Like a model built of bricks.',
            details: [],
          },
        ],
      },
    });
    renderApp({ path: '/distortion-examples' });
    const section = await screen.findByTestId('section-geometry_quantisation');
    await waitFor(() => expect(within(section).getAllByTestId('player-stub')).toHaveLength(2));
    const players = within(section).getAllByTestId('player-stub');
    expect(players.map((p) => [p.dataset.url, p.dataset.loop])).toEqual([
      ['/media/volumetric/bunny_R1/sequence.json', 'true'],
      ['/media/volumetric/bunny_R5/sequence.json', 'true'],
    ]);
    expect(within(section).queryByTestId('distortion-video')).not.toBeInTheDocument();
    expect(within(screen.getByTestId('section-blur')).getByTestId('distortion-video')).toHaveAttribute(
      'src',
      '/media/own/blur.mp4',
    );
  });
});
