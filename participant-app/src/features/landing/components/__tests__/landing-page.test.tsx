import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_STUDY_SETTINGS } from '@vvq/contracts';
import { mockApi } from '../../../../testing/mock-api';
import { renderApp } from '../../../../testing/render-app';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function renderLanding() {
  renderApp({ path: '/' });
  act(() => jest.advanceTimersByTime(1000));
}

describe('LandingPage', () => {
  it('shows a spinner for one second, then the content', () => {
    renderApp({ path: '/' });
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(999));
    expect(screen.queryByRole('button', { name: 'Get Started' })).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Get Started' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('has a looping muted background video from the demo catalogue', () => {
    renderLanding();
    const video = screen.getByTestId('background-video') as HTMLVideoElement;
    expect(video.loop).toBe(true);
    expect(video.muted).toBe(true);
    expect(video.getAttribute('src')).toMatch(/^\/media\/catalogue\/.+\.mp4$/);
  });

  it('states the study terms, the FAQ of six questions and the 2024 footer', () => {
    renderLanding();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByText(/Participation is voluntary/)).toHaveTextContent(/secure and anonymous/);
    expect(screen.getByText(/Participation is voluntary/)).toHaveTextContent(/all backgrounds are welcome/);
    const faq = screen.getByRole('heading', { name: 'Frequently Asked Questions' })
      .parentElement as HTMLElement;
    const questions = within(faq).getAllByRole('button');
    expect(questions).toHaveLength(6);
    expect(questions.map((q) => q.textContent).join('|')).toMatch(
      /purpose.*rating.*ITU-R BT\.500.*participate.*data.*feedback/i,
    );
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2024');
  });

  it.each([
    ['Get Started', '/signup'],
    ['Login', '/login'],
    ['Rate Videos', '/login'],
  ])('%s goes to %s', (name, target) => {
    renderLanding();
    fireEvent.click(screen.getByRole('button', { name }));
    expect(screen.getByTestId('location')).toHaveTextContent(new RegExp(`^${target}$`));
  });

  it('has an About Us block', () => {
    renderLanding();
    expect(screen.getByRole('heading', { name: 'About Us' })).toBeInTheDocument();
  });

  it("reads the spec's texts word for word while the study sets none of its own", async () => {
    mockApi({ 'GET /study-settings': { body: DEFAULT_STUDY_SETTINGS } });
    renderLanding();
    await act(async () => {
      await jest.runOnlyPendingTimersAsync();
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Welcome to the Volumetric Video Quality Study',
    );
    expect(screen.getByText(/^Rating takes only a few minutes/)).toHaveTextContent(
      'Rating takes only a few minutes: log in, answer a short questionnaire and rate four videos.',
    );
    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      '© 2024 Volumetric Video Quality Study. All rights reserved.',
    );
  });

  it("shows the study's own title, headline, description and About text, and its number of videos", async () => {
    mockApi({
      'GET /study-settings': {
        body: {
          ...DEFAULT_STUDY_SETTINGS,
          videos_per_session: 6,
          study_title: 'Point Cloud Streaming Study',
          landing_description: 'Rate short point-cloud clips streamed at different bitrates.',
          about_text: 'We are the Immersive Media Lab.',
        },
      },
    });
    renderLanding();
    await screen.findByText('Rate short point-cloud clips streamed at different bitrates.');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Welcome to the Point Cloud Streaming Study',
    );
    expect(screen.getByText('We are the Immersive Media Lab.')).toBeInTheDocument();
    expect(screen.getByText(/rate six videos\.$/)).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2024 Point Cloud Streaming Study.');
  });

  it("names the study's own number of videos in the spec's FAQ answer, and the spec's four by default", async () => {
    mockApi({ 'GET /study-settings': { body: { ...DEFAULT_STUDY_SETTINGS, videos_per_session: 6 } } });
    renderLanding();
    await screen.findByText(/rate six videos\.$/);
    const faq = screen.getByRole('heading', { name: 'Frequently Asked Questions' })
      .parentElement as HTMLElement;
    expect(faq).toHaveTextContent('After a short questionnaire you are assigned six videos. Watch each one');
    expect(faq).not.toHaveTextContent('four videos');
  });

  it('says pairs are compared, not videos rated, in a pair-comparison study', async () => {
    mockApi({ 'GET /study-settings': { body: { ...DEFAULT_STUDY_SETTINGS, method: 'pc' } } });
    renderLanding();
    await screen.findByText(
      'Rating takes only a few minutes: log in, answer a short questionnaire and compare four pairs of videos.',
    );
    const faq = screen.getByRole('heading', { name: 'Frequently Asked Questions' })
      .parentElement as HTMLElement;
    expect(faq).toHaveTextContent(
      'After a short questionnaire you are shown four pairs of videos, each two versions of the same clip. Watch both and say which one is better for each question.',
    );
    expect(screen.queryByText(/rate four videos/)).toBeNull();
  });

  it("keeps the spec's FAQ answer word for word with four videos", async () => {
    mockApi({ 'GET /study-settings': { body: DEFAULT_STUDY_SETTINGS } });
    renderLanding();
    const faq = screen.getByRole('heading', { name: 'Frequently Asked Questions' })
      .parentElement as HTMLElement;
    await waitFor(() =>
      expect(faq).toHaveTextContent(
        'After a short questionnaire you are assigned four videos. Watch each one and rate its visual clarity, depth perception, ease of interaction and overall experience on a scale from 1 to 5.',
      ),
    );
  });

  it("plays the study's own background clip, none when the study sets none, and drops a clip that fails to load", async () => {
    mockApi({
      'GET /study-settings': {
        body: { ...DEFAULT_STUDY_SETTINGS, background_video: '/media/own/hero.webm' },
      },
    });
    renderLanding();
    await waitFor(() =>
      expect(screen.getByTestId('background-video')).toHaveAttribute('src', '/media/own/hero.webm'),
    );
    // A missing file leaves the plain dark background, not an empty player.
    fireEvent.error(screen.getByTestId('background-video'));
    expect(screen.queryByTestId('background-video')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('shows no background clip when the study sets none', async () => {
    mockApi({ 'GET /study-settings': { body: { ...DEFAULT_STUDY_SETTINGS, background_video: null } } });
    renderLanding();
    await act(async () => {
      await jest.runOnlyPendingTimersAsync();
    });
    await waitFor(() => expect(screen.queryByTestId('background-video')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Get Started' })).toBeInTheDocument();
  });
  it("shows the study's own FAQ as written, in place of the spec's six questions", async () => {
    mockApi({
      'GET /study-settings': {
        body: {
          ...DEFAULT_STUDY_SETTINGS,
          faq: [
            { question: 'Wie lange dauert es?', answer: 'Etwa zehn Minuten.' },
            { question: 'Is <b>this</b> HTML?', answer: 'No: <i>plain text</i>.' },
          ],
        },
      },
    });
    renderLanding();
    await screen.findByText('Wie lange dauert es?');
    const faq = screen.getByRole('heading', { name: 'Frequently Asked Questions' })
      .parentElement as HTMLElement;
    const questions = within(faq).getAllByRole('button');
    expect(questions.map((q) => q.textContent)).toEqual(['Wie lange dauert es?', 'Is <b>this</b> HTML?']);
    // Plain text: the markup is shown as characters, never rendered.
    expect(within(faq).getByText('No: <i>plain text</i>.')).toBeInTheDocument();
    expect(faq.querySelector('b, i')).toBeNull();
  });
});
