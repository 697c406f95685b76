import { act, fireEvent, screen, within } from '@testing-library/react';
import {
  DEFAULT_STUDY_SETTINGS,
  IMPAIRMENT_LABEL_SET,
  RATING_LABEL_SETS,
  type AssignedVideo,
} from '@vvq/contracts';
import { fourVideos } from '../../../../testing/fixtures';
import { mockApi, type MockReply } from '../../../../testing/mock-api';
import { loginAs, renderApp } from '../../../../testing/render-app';
import { ratingLabelSet } from '../../hooks/use-rating-labels';
import { DCR_NOTE } from '../video-rating-card';
import { switchLanguage } from '../../../../i18n';

const dcrVideos = (): AssignedVideo[] =>
  fourVideos().map((v) => ({ ...v, reference_url: `/media/catalogue/${v.content}-ref.mp4` }));

beforeEach(() => {
  sessionStorage.clear();
  loginAs(7, 'ada');
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

async function renderRate(videos: AssignedVideo[], method: string, search?: string) {
  const settings: MockReply = { body: { ...DEFAULT_STUDY_SETTINGS, method } };
  mockApi({ 'POST /v2/session/start': { body: { sessionId: 3, videos } }, 'GET /study-settings': settings });
  renderApp({ path: '/rate-videos', state: { videos }, search });
  return screen.findAllByTestId('video-card');
}

const guideLines = () =>
  within(screen.getByTestId('rating-scale-guide'))
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');

describe('the DCR card (study setting method = dcr)', () => {
  it('shows the reference first, then the processed video, captioned in plain words', async () => {
    const videos = dcrVideos();
    const [card] = await renderRate(videos, 'dcr');
    const players = within(card).getByTestId('dcr-players');
    const figures = within(players).getAllByRole('figure');
    expect(figures.map((f) => f.querySelector('figcaption')?.textContent)).toEqual([
      '1. Reference',
      '2. Processed',
    ]);
    expect(within(figures[0]).getByTestId('reference-video')).toHaveAttribute('src', videos[0].reference_url);
    expect(within(figures[1]).getByTestId('rating-video')).toHaveAttribute('src', videos[0].url);
    expect(within(card).getByText(DCR_NOTE)).toBeInTheDocument();
    expect(within(card).getByRole('group')).toHaveAccessibleDescription(DCR_NOTE);
  });

  it('rates on the five-grade impairment scale in every dimension', async () => {
    const [card] = await renderRate(dcrVideos(), 'dcr');
    expect(guideLines()).toEqual([
      '5 Imperceptible',
      '4 Perceptible but not annoying',
      '3 Slightly annoying',
      '2 Annoying',
      '1 Very annoying',
    ]);
    for (const [key, label] of [
      ['clarity', 'Visual Clarity'],
      ['depth', 'Depth Perception'],
      ['interaction', 'Ease of Interaction'],
      ['overall', 'Overall Experience'],
    ]) {
      const slider = within(card).getByLabelText(label);
      for (const [score, word] of IMPAIRMENT_LABEL_SET.guide) {
        fireEvent.change(slider, { target: { value: String(score) } });
        expect(screen.getByTestId(`video-1-${key}-caption`)).toHaveTextContent(`${score} – ${word}`);
      }
    }
  });

  it('says the captions, the note and the impairment scale in the participant’s language (German)', async () => {
    try {
      const [card] = await renderRate(dcrVideos(), 'dcr', '?lang=de');
      await within(card).findByText('1. Referenz');
      const figures = within(within(card).getByTestId('dcr-players')).getAllByRole('figure');
      expect(figures.map((f) => f.querySelector('figcaption')?.textContent)).toEqual([
        '1. Referenz',
        '2. Bearbeitet',
      ]);
      expect(within(card).getByLabelText('Referenz')).toBeInTheDocument();
      expect(within(card).getByRole('group')).toHaveAccessibleDescription(
        /^Sehen Sie zuerst das Referenzvideo/,
      );
      expect(guideLines()).toEqual([
        '5 Nicht wahrnehmbar',
        '4 Wahrnehmbar, aber nicht störend',
        '3 Leicht störend',
        '2 Störend',
        '1 Sehr störend',
      ]);
    } finally {
      await act(() => switchLanguage('en'));
    }
  });

  it('keeps the ACR card as it was: one player, no captions, the spec scale', async () => {
    const [card] = await renderRate(fourVideos(), 'acr');
    expect(within(card).queryByTestId('dcr-players')).toBeNull();
    expect(within(card).queryByTestId('reference-video')).toBeNull();
    expect(within(card).getAllByTestId('rating-video')).toHaveLength(1);
    expect(guideLines()).toEqual(['0 Very Poor', '1 Poor', '2 Fair', '3 Good', '4 Very Good', '5 Excellent']);
  });

  it('ratingLabelSet gives DCR the impairment scale whatever the preset', () => {
    expect(ratingLabelSet('itu-acr', 'dcr')).toBe(IMPAIRMENT_LABEL_SET);
    expect(ratingLabelSet('spec', 'acr-hr')).toBe(RATING_LABEL_SETS.spec);
  });
});
