import { fireEvent, screen, within } from '@testing-library/react';
import { DEFAULT_STUDY_SETTINGS, RATING_LABEL_SETS } from '@vvq/contracts';
import { fourVideos } from '../../../../testing/fixtures';
import { mockApi, type MockReply } from '../../../../testing/mock-api';
import { loginAs, renderApp } from '../../../../testing/render-app';
import { ratingLabelSet } from '../../hooks/use-rating-labels';

const session: MockReply = { body: { sessionId: 3, videos: fourVideos() } };
const settings = (rating_labels: unknown): MockReply => ({
  body: { ...DEFAULT_STUDY_SETTINGS, rating_labels },
});

beforeEach(() => {
  sessionStorage.clear();
  loginAs(7, 'ada');
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

async function renderRate(settingsReply: MockReply) {
  mockApi({ 'POST /v2/session/start': session, 'GET /study-settings': settingsReply });
  renderApp({ path: '/rate-videos', state: { videos: fourVideos() } });
  return screen.findAllByTestId('video-card');
}

/** The guide's lines as the participant reads them, in order. */
function guideLines(): string[] {
  return within(screen.getByTestId('rating-scale-guide'))
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

describe('rating labels (study setting rating_labels)', () => {
  it('ITU-T P.910 ACR: the guide reads 5 Excellent … 1 Bad and the sliders use the same words', async () => {
    const [card] = await renderRate(settings('itu-acr'));
    expect(guideLines()).toEqual(['5 Excellent', '4 Good', '3 Fair', '2 Poor', '1 Bad']);
    const slider = within(card).getByLabelText('Visual Clarity');
    expect(screen.getByTestId('video-1-clarity-caption')).toHaveTextContent('3 – Fair');
    fireEvent.change(slider, { target: { value: '1' } });
    expect(screen.getByTestId('video-1-clarity-caption')).toHaveTextContent('1 – Bad');
    expect(slider).toHaveAttribute('aria-valuetext', '1 – Bad');
    fireEvent.focus(slider);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('1 – Bad');
    fireEvent.change(slider, { target: { value: '4' } });
    expect(screen.getByTestId('video-1-clarity-caption')).toHaveTextContent('4 – Good');
    // One word per number: every slider caption is the guide's word for that number.
    for (const [score, word] of RATING_LABEL_SETS['itu-acr'].guide) {
      fireEvent.change(slider, { target: { value: String(score) } });
      expect(screen.getByTestId('video-1-clarity-caption')).toHaveTextContent(`${score} – ${word}`);
    }
  });

  it("'spec' renders the spec's texts word for word", async () => {
    const [card] = await renderRate(settings('spec'));
    expect(guideLines()).toEqual(['0 Very Poor', '1 Poor', '2 Fair', '3 Good', '4 Very Good', '5 Excellent']);
    const slider = within(card).getByLabelText('Overall Experience');
    fireEvent.change(slider, { target: { value: '1' } });
    expect(screen.getByTestId('video-1-overall-caption')).toHaveTextContent('1 – Very Poor');
    fireEvent.change(slider, { target: { value: '4' } });
    expect(screen.getByTestId('video-1-overall-caption')).toHaveTextContent('4 – Good');
  });

  it.each<[string, MockReply]>([
    ['a failed call', { status: 500, body: { error: 'boom' } }],
    ['a network failure', { networkError: true }],
    ['an unknown preset', settings('likert-7')],
    ['an answer without the key', { body: {} }],
  ])("falls back to the spec's labels on %s", async (_what, reply) => {
    const [card] = await renderRate(reply);
    expect(guideLines()).toEqual(['0 Very Poor', '1 Poor', '2 Fair', '3 Good', '4 Very Good', '5 Excellent']);
    fireEvent.change(within(card).getByLabelText('Depth Perception'), { target: { value: '1' } });
    expect(screen.getByTestId('video-1-depth-caption')).toHaveTextContent('1 – Very Poor');
  });

  it('ratingLabelSet maps only known presets', () => {
    expect(ratingLabelSet('itu-acr')).toBe(RATING_LABEL_SETS['itu-acr']);
    expect(ratingLabelSet('spec')).toBe(RATING_LABEL_SETS.spec);
    expect(ratingLabelSet(undefined)).toBe(RATING_LABEL_SETS.spec);
    expect(ratingLabelSet('__proto__')).toBe(RATING_LABEL_SETS.spec);
  });
});
