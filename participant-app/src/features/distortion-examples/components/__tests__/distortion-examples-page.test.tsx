import { fireEvent, screen, within } from '@testing-library/react';
import type { DistortionExample } from '@vvq/contracts';
import { mockApi } from '../../../../testing/mock-api';
import { loginAs, renderApp } from '../../../../testing/render-app';

const ex = (video_id: number, video_location: string, background_type = 'static'): DistortionExample => ({
  video_id,
  video_location,
  video_url: `/media/distortion/${video_id}.mp4`,
  background_type,
});

beforeEach(() => {
  sessionStorage.clear();
  loginAs();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('DistortionExamplesPage', () => {
  it('renders the four sections in spec order with levels only on compression players', async () => {
    const api = mockApi({
      'GET /videos/distortion-examples': {
        body: [
          ex(1, 'R3/texture_compression/a.mp4'),
          ex(2, 'R1/texture_compression/b.mp4'),
          ex(3, 'bg/x.mp4', 'dynamic_video'),
          ex(4, 'R2/geometry_and_texture_compression/c.mp4'),
          ex(5, 'geometry_compression/no-level.mp4'),
          ex(6, 'elsewhere/z.mp4'),
        ],
      },
    });
    renderApp({ path: '/distortion-examples' });
    await screen.findByRole('heading', { name: 'Dynamic Background' });
    expect(api.calls[0].headers.Authorization).toBe('Bearer token-7');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Dynamic Background',
      'Geometry and Texture Compression',
      'Texture Compression',
      'Geometry Compression',
    ]);
    const dynamic = screen.getByTestId('section-dynamic');
    expect(within(dynamic).getAllByTestId('distortion-video')).toHaveLength(1);
    expect(within(dynamic).queryByTestId('level-caption')).not.toBeInTheDocument();
    const texture = screen.getByTestId('section-texture_compression');
    expect(
      within(texture)
        .getAllByTestId('level-caption')
        .map((c) => c.textContent),
    ).toEqual(['R1', 'R3']);
    expect(within(texture).getAllByTestId('distortion-video')[0]).toHaveAttribute(
      'src',
      '/media/distortion/2.mp4',
    );
    expect(
      within(screen.getByTestId('section-geometry_compression')).getByTestId('level-caption'),
    ).toHaveTextContent('Unknown');
    expect(screen.getAllByTestId('distortion-video')).toHaveLength(5);
    // Each section has an introduction, an example sentence and a detail list.
    expect(within(texture).getByText(/texture QP 25, 30, 35, 40, 55/)).toBeInTheDocument();
    expect(within(texture).getByRole('list')).toBeInTheDocument();
  });

  it('shows the level as a tooltip on a compression player', async () => {
    mockApi({ 'GET /videos/distortion-examples': { body: [ex(2, 'R4/geometry_compression/b.mp4')] } });
    renderApp({ path: '/distortion-examples' });
    const section = await screen.findByTestId('section-geometry_compression');
    fireEvent.mouseOver(within(section).getByTestId('distortion-video'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('R4');
  });

  it('shows the failure text', async () => {
    mockApi({ 'GET /videos/distortion-examples': { status: 500, body: {} } });
    renderApp({ path: '/distortion-examples' });
    expect(await screen.findByText('Failed to load videos. Please try again later.')).toBeInTheDocument();
  });
});

describe("DistortionExamplesPage of a lab's own manifest", () => {
  const own = (
    video_id: number,
    category: string,
    level: string,
    caption: string | null,
  ): DistortionExample => ({ ...ex(video_id, `own/${video_id}.mp4`), category, level, caption });

  it("shows the manifest's sections in its order with its texts, and each player's caption or level", async () => {
    const api = mockApi({
      'GET /videos/distortion-examples': {
        body: [
          own(1, 'blur', 'R1', 'Slight blur'),
          own(2, 'blur', 'R5', null),
          own(3, 'noise', 'none', null),
          own(4, 'ringing', 'R2', null),
        ],
      },
      'GET /videos/distortion-sections': {
        body: [
          {
            category: 'noise',
            title: 'Grain',
            introduction: 'Dots dance.',
            example: 'Like old film.',
            details: [],
          },
          {
            category: 'blur',
            title: 'Blur',
            introduction: 'Edges soften.',
            example: 'Like a photo out of focus.',
            details: ['Mild at R1', 'Strong at R5'],
          },
        ],
      },
    });
    renderApp({ path: '/distortion-examples' });
    await screen.findByRole('heading', { name: 'Grain' });
    // The manifest's order, then a category it gave no text, titled by its name; none of the spec's four sections.
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Grain',
      'Blur',
      'ringing',
    ]);
    const blur = screen.getByTestId('section-blur');
    expect(within(blur).getByText('Edges soften.')).toBeInTheDocument();
    expect(within(blur).getByText('Like a photo out of focus.')).toHaveClass('fst-italic');
    expect(
      within(blur)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Mild at R1', 'Strong at R5']);
    expect(
      within(blur)
        .getAllByTestId('level-caption')
        .map((c) => c.textContent),
    ).toEqual(['Slight blur', 'R5']);
    const grain = screen.getByTestId('section-noise');
    expect(within(grain).getByTestId('distortion-video')).toHaveAttribute('src', '/media/distortion/3.mp4');
    expect(within(grain).queryByTestId('level-caption')).not.toBeInTheDocument();
    expect(within(grain).queryByRole('list')).not.toBeInTheDocument();
    expect(api.calls.map((c) => c.path)).toEqual([
      '/videos/distortion-examples',
      '/videos/distortion-sections',
    ]);
  });

  it("asks for no sections for examples from before the import (the spec's page)", async () => {
    const api = mockApi({
      'GET /videos/distortion-examples': { body: [ex(1, 'R3/texture_compression/a.mp4')] },
    });
    renderApp({ path: '/distortion-examples' });
    await screen.findByRole('heading', { name: 'Texture Compression' });
    expect(api.calls.map((c) => c.path)).toEqual(['/videos/distortion-examples']);
  });
});

/** The demo's 17 examples as GET /videos/distortion-examples answers them, before and after they became a manifest. */
function demoExamples(fromManifest: boolean): DistortionExample[] {
  const rows: Array<[string, string, string]> = [1, 2].map((n) => [
    'dynamic_video',
    'none',
    `distortion/dynamic_video/background_${n}.mp4`,
  ]);
  for (const category of ['geometry_and_texture_compression', 'texture_compression', 'geometry_compression'])
    for (let level = 1; level <= 5; level++)
      rows.push([category, `R${level}`, `distortion/${category}/R${level}/${category}_R${level}.mp4`]);
  return rows.map(([category, level, location], i) => ({
    video_id: i + 1,
    video_location: location,
    video_url: `/media/${location}`,
    background_type: category === 'dynamic_video' ? 'dynamic_video' : 'static',
    ...(fromManifest ? { category, level, caption: null } : {}),
  }));
}

describe("DistortionExamplesPage of the demo's manifest", () => {
  async function page(fromManifest: boolean): Promise<string> {
    mockApi({
      'GET /videos/distortion-examples': { body: demoExamples(fromManifest) },
      'GET /videos/distortion-sections': { body: [] },
    });
    const { container, unmount } = renderApp({ path: '/distortion-examples' });
    await screen.findAllByTestId('level-caption');
    // The test's QueryClient names itself at random; everything else is the page.
    const html = container.innerHTML.replace(/ data-query-client="[^"]*"/, '');
    unmount();
    return html;
  }

  it('is the same page as before the demo became a manifest, element for element', async () => {
    const before = await page(false);
    const after = await page(true);
    expect(before).toContain('Dynamic Background');
    expect(after).toBe(before);
  });
});
