import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PARTICIPANT_CLOSED_MESSAGE, type AssignedVideo } from '@vvq/contracts';
import { assignedVideo, fourVideos } from '../../../../testing/fixtures';
import { mockApi, type MockReply } from '../../../../testing/mock-api';
import { loginAs, renderApp } from '../../../../testing/render-app';
import { TRAINING_INTRO_START } from '../training-intro';

/* On the participant side: training cards are labelled, and live gating ends with a neutral text. */
const session = (videos: AssignedVideo[], extra: object = {}): MockReply => ({
  body: { sessionId: 3, videos, ...extra },
});
const withTraining = () => [assignedVideo(9, { kind: 'training' }), ...fourVideos()];

beforeEach(() => {
  sessionStorage.clear();
  loginAs(7, 'ada');
  jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

async function rateCard(card: HTMLElement) {
  fireEvent.click(within(card).getByRole('button', { name: 'Submit' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
}

describe('quality items on the rating screen', () => {
  it('shows a training presentation first, labelled Training; gold and trap items look like any video', async () => {
    mockApi({ 'POST /v2/session/start': session(withTraining()) });
    renderApp({ path: '/rate-videos', state: { videos: withTraining() } });
    // The short explanation screen comes first (trap-instruction-and-training.test.tsx).
    fireEvent.click(await screen.findByRole('button', { name: TRAINING_INTRO_START }));
    const cards = await screen.findAllByTestId('video-card');
    expect(cards).toHaveLength(5);
    expect(within(cards[0]).getByTestId('training-badge')).toHaveTextContent('Training');
    for (const card of cards.slice(1)) expect(within(card).queryByTestId('training-badge')).toBeNull();
  });

  it('a rating that ends the study replaces the cards with the neutral text, which takes the focus', async () => {
    mockApi({
      'POST /v2/session/start': session(fourVideos()),
      'POST /v2/ratings': {
        status: 201,
        body: { message: 'ok', rating_id: 1, status: 'closed', notice: PARTICIPANT_CLOSED_MESSAGE },
      },
    });
    renderApp({ path: '/rate-videos', state: { videos: fourVideos() } });
    const cards = await screen.findAllByTestId('video-card');
    await rateCard(cards[0]);
    const closed = await screen.findByTestId('study-closed');
    expect(closed).toHaveTextContent(PARTICIPANT_CLOSED_MESSAGE);
    await waitFor(() => expect(closed).toHaveFocus());
    expect(screen.queryAllByTestId('video-card')).toHaveLength(0);
    expect(window.alert).not.toHaveBeenCalled();
  });

  it('a rating refused with the neutral 409 shows the same text, not an error', async () => {
    mockApi({
      'POST /v2/session/start': session(fourVideos()),
      'POST /v2/ratings': {
        status: 409,
        body: { statusCode: 409, error: PARTICIPANT_CLOSED_MESSAGE, message: PARTICIPANT_CLOSED_MESSAGE },
      },
    });
    renderApp({ path: '/rate-videos', state: { videos: fourVideos() } });
    await rateCard((await screen.findAllByTestId('video-card'))[1]);
    expect(await screen.findByTestId('study-closed')).toHaveTextContent(PARTICIPANT_CLOSED_MESSAGE);
    expect(window.alert).not.toHaveBeenCalled();
  });

  it('the dashboard shows the neutral text instead of Rate Videos when the session start says closed', async () => {
    const rated = fourVideos()
      .slice(0, 1)
      .map((v) => ({ ...v, submitted: true }));
    mockApi({
      'GET /check-questionnaire/7': { body: { hasSubmitted: true } },
      'POST /v2/session/start': session(rated, { status: 'closed', message: PARTICIPANT_CLOSED_MESSAGE }),
    });
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderApp({ path: '/dashboard' });
    expect(await screen.findByTestId('study-closed')).toHaveTextContent(PARTICIPANT_CLOSED_MESSAGE);
    expect(screen.queryByRole('button', { name: /Rate Videos/ })).not.toBeInTheDocument();
  });
});
