import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  DEFAULT_STUDY_SETTINGS,
  PLAYBACK_FAILED_TEXT,
  PLAYBACK_REPORT_BUTTON,
  PLAYBACK_SKIPPED_TEXT,
} from '@vvq/contracts';
import { fourVideos } from '../../../../testing/fixtures';
import { mockApi, type MockReply } from '../../../../testing/mock-api';
import { loginAs, renderApp } from '../../../../testing/render-app';
import { WATCH_TO_END_NOTE } from '../video-rating-card';
import { switchLanguage } from '../../../../i18n';

const session: MockReply = { body: { sessionId: 3, videos: fourVideos() } };
const created: MockReply = { status: 201, body: { message: 'ok', rating_id: 1 } };
const fullPlayback: MockReply = { body: { ...DEFAULT_STUDY_SETTINGS, require_full_playback: true } };

beforeEach(() => {
  sessionStorage.clear();
  loginAs(7, 'ada');
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  Element.prototype.scrollIntoView = () => undefined;
});
afterEach(() => jest.restoreAllMocks());

/** The browser gives up on the card's file, as Chromium does on an HEVC MP4. */
function failToDecode(card: HTMLElement) {
  const video = card.querySelector('video') as HTMLVideoElement;
  Object.defineProperty(video, 'error', { value: { code: 3, message: 'PIPELINE_ERROR_DECODE' } });
  fireEvent.error(video);
}

describe('a video this browser cannot play', () => {
  it('says it in the participant’s language (German): the notice, the report button and the skipped note', async () => {
    const videos = fourVideos();
    mockApi({
      'GET /study-settings': { body: { ...DEFAULT_STUDY_SETTINGS, offered_languages: 'en,de' } },
      'POST /v2/session/start': session,
      'POST /participants/7/playback-failures': { body: { trial_id: videos[0].trial_id, skipped: true } },
      'PUT /participants/7/language': { body: { language: 'de' } },
    });
    renderApp({ path: '/rate-videos', search: '?lang=de', state: { videos } });
    const [card] = await screen.findAllByTestId('video-card');
    await within(card).findByRole('button', { name: 'Absenden' });
    failToDecode(card);
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'Dieses Video lässt sich in Ihrem Browser nicht abspielen.',
    );
    fireEvent.click(
      within(card).getByRole('button', { name: 'Problem melden und dieses Video überspringen' }),
    );
    await within(card).findByText(/^Gemeldet, vielen Dank/);
    await act(() => switchLanguage('en'));
  });

  it('says so in plain words instead of waiting for its end, lets the participant report it and skips the card', async () => {
    const videos = fourVideos();
    const api = mockApi({
      'GET /study-settings': fullPlayback,
      'POST /v2/session/start': session,
      'POST /participants/7/playback-failures': { body: { trial_id: videos[0].trial_id, skipped: true } },
    });
    renderApp({ path: '/rate-videos', state: { videos } });
    const [card, next] = await screen.findAllByTestId('video-card');
    await within(card).findByText(WATCH_TO_END_NOTE);
    failToDecode(card);

    const alert = await within(card).findByRole('alert');
    expect(alert).toHaveTextContent(PLAYBACK_FAILED_TEXT);
    expect(within(card).queryByText(WATCH_TO_END_NOTE)).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Submit' })).toBeDisabled();

    fireEvent.click(within(card).getByRole('button', { name: PLAYBACK_REPORT_BUTTON }));
    await within(card).findByText(PLAYBACK_SKIPPED_TEXT);
    expect(card.dataset.done).toBe('true');
    expect(card.dataset.skipped).toBe('true');
    expect(api.callsTo('POST /participants/7/playback-failures')[0].body).toEqual({
      trial_id: videos[0].trial_id,
      error_code: 3,
      error_message: 'PIPELINE_ERROR_DECODE',
      user_agent: navigator.userAgent,
    });
    // The next card is untouched and still to be rated.
    expect(next.dataset.done).toBe('false');
    expect(within(next).queryByTestId('playback-failed')).not.toBeInTheDocument();
  });

  it('the session goes on: with the skipped card and the others rated, the thank-you banner shows', async () => {
    const videos = fourVideos();
    mockApi({
      'GET /study-settings': { body: DEFAULT_STUDY_SETTINGS },
      'POST /v2/session/start': session,
      'POST /v2/ratings': created,
      'POST /participants/7/playback-failures': { body: { trial_id: videos[0].trial_id, skipped: true } },
    });
    renderApp({ path: '/rate-videos', state: { videos } });
    const cards = await screen.findAllByTestId('video-card');
    failToDecode(cards[0]);
    fireEvent.click(await within(cards[0]).findByRole('button', { name: PLAYBACK_REPORT_BUTTON }));
    await within(cards[0]).findByText(PLAYBACK_SKIPPED_TEXT);
    for (const card of cards.slice(1)) {
      fireEvent.click(within(card).getByRole('button', { name: 'Submit' }));
      fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Submit' }));
      await waitFor(() => expect(card.dataset.done).toBe('true'));
    }
    expect(await screen.findByTestId('thank-you-banner')).toBeInTheDocument();
  });

  it('a card the server reports as skipped stays skipped after a reload', async () => {
    const videos = fourVideos();
    const reported = [{ ...videos[0], submitted: true, playback_failed: true as const }, ...videos.slice(1)];
    mockApi({
      'GET /study-settings': { body: DEFAULT_STUDY_SETTINGS },
      'POST /v2/session/start': { body: { sessionId: 3, videos: reported } },
    });
    renderApp({ path: '/rate-videos', state: { videos: reported } });
    const [card] = await screen.findAllByTestId('video-card');
    await within(card).findByText(PLAYBACK_SKIPPED_TEXT);
    expect(within(card).getByRole('button', { name: 'Submit' })).toBeDisabled();
  });

  it('keeps the report offered with a plain note when sending it fails', async () => {
    mockApi({
      'GET /study-settings': { body: DEFAULT_STUDY_SETTINGS },
      'POST /v2/session/start': session,
      'POST /participants/7/playback-failures': { status: 503, body: { message: 'down' } },
    });
    renderApp({ path: '/rate-videos', state: { videos: fourVideos() } });
    const [card] = await screen.findAllByTestId('video-card');
    failToDecode(card);
    fireEvent.click(await within(card).findByRole('button', { name: PLAYBACK_REPORT_BUTTON }));
    await within(card).findByText(
      'The report could not be sent. Please check your connection and try again.',
    );
    expect(within(card).getByRole('button', { name: PLAYBACK_REPORT_BUTTON })).toBeEnabled();
    expect(card.dataset.done).toBe('false');
  });
});
