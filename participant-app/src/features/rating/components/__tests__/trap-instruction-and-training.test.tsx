import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_STUDY_SETTINGS, type AssignedVideo } from '@vvq/contracts';
import { assignedVideo, fourVideos } from '../../../../testing/fixtures';
import { mockApi, type MockReply } from '../../../../testing/mock-api';
import { loginAs, renderApp } from '../../../../testing/render-app';
import { TRAINING_INTRO_START, TRAINING_INTRO_TITLE } from '../training-intro';

/*
 * Quality items that do not flag honest people: a trap shows the instruction its clip gives over the player, each
 * rating says which sliders were moved, and training starts with a short explanation screen.
 */
const session = (videos: AssignedVideo[]): MockReply => ({ body: { sessionId: 3, videos } });
const created: MockReply = { status: 201, body: { message: 'ok', rating_id: 1 } };
const INSTRUCTION = "For this clip, please rate every question 'Poor' (2).";
const withTrap = () => [...fourVideos(), assignedVideo(5, { instruction: INSTRUCTION })];
const withTraining = (submitted = false) => [
  assignedVideo(9, { kind: 'training', submitted }),
  ...fourVideos(),
];

beforeEach(() => {
  sessionStorage.clear();
  loginAs(7, 'ada');
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

async function rateCard(card: HTMLElement) {
  fireEvent.click(within(card).getByRole('button', { name: 'Submit' }));
  fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Submit' }));
  await waitFor(() => expect(card.dataset.done).toBe('true'));
}

describe('trap instruction', () => {
  it('shows the instruction over the trap clip’s player and describes the form with it; no other card has one', async () => {
    mockApi({
      'GET /study-settings': { body: DEFAULT_STUDY_SETTINGS },
      'POST /v2/session/start': session(withTrap()),
    });
    renderApp({ path: '/rate-videos', state: { videos: withTrap() } });
    const cards = await screen.findAllByTestId('video-card');
    expect(cards).toHaveLength(5);
    const trap = cards[4];
    expect(within(trap).getByTestId('trap-instruction')).toHaveTextContent(INSTRUCTION);
    expect(within(trap).getByRole('group')).toHaveAccessibleDescription(INSTRUCTION);
    for (const card of cards.slice(0, 4)) expect(within(card).queryByTestId('trap-instruction')).toBeNull();
    // Nothing names the item's kind.
    expect(document.body.textContent).not.toMatch(/trap|gold/i);
  });
});

describe('moved sliders', () => {
  it('reports which sliders were moved: none when untouched, the moved ones otherwise', async () => {
    const api = mockApi({
      'GET /study-settings': { body: DEFAULT_STUDY_SETTINGS },
      'POST /v2/session/start': session(fourVideos()),
      'POST /v2/ratings': created,
    });
    renderApp({ path: '/rate-videos', state: { videos: fourVideos() } });
    const cards = await screen.findAllByTestId('video-card');
    await rateCard(cards[0]);
    expect(api.callsTo('POST /v2/ratings')[0].body).toMatchObject({
      clarity: 3,
      interaction: 3,
      depth: 3,
      overall: 3,
      moved: [],
    });
    fireEvent.change(within(cards[1]).getByLabelText('Visual Clarity'), { target: { value: '4' } });
    fireEvent.change(within(cards[1]).getByLabelText('Overall Experience'), { target: { value: '2' } });
    // Moved away and back: still a moved slider (the participant chose the value).
    fireEvent.change(within(cards[1]).getByLabelText('Overall Experience'), { target: { value: '3' } });
    await rateCard(cards[1]);
    const second = api.callsTo('POST /v2/ratings')[1].body as {
      moved: string[];
      clarity: number;
      overall: number;
    };
    expect(second).toMatchObject({ clarity: 4, overall: 3 });
    expect([...second.moved].sort()).toEqual(['clarity', 'overall']);
  });
});

describe('training explanation', () => {
  it('explains training on a screen of its own before the first training video', async () => {
    mockApi({
      'GET /study-settings': { body: DEFAULT_STUDY_SETTINGS },
      'POST /v2/session/start': session(withTraining()),
    });
    renderApp({ path: '/rate-videos', state: { videos: withTraining() } });
    const title = await screen.findByRole('heading', { name: TRAINING_INTRO_TITLE });
    expect(screen.queryAllByTestId('video-card')).toHaveLength(0);
    expect(screen.getByTestId('training-intro')).toHaveTextContent(/not counted/);
    await waitFor(() => expect(title).toHaveFocus());
    fireEvent.click(screen.getByRole('button', { name: TRAINING_INTRO_START }));
    const cards = await screen.findAllByTestId('video-card');
    expect(cards).toHaveLength(5);
    expect(within(cards[0]).getByTestId('training-badge')).toHaveTextContent('Training');
    expect(screen.queryByTestId('training-intro')).toBeNull();
  });

  it('is not shown once a training video was rated, nor in a session without training (the spec journey)', async () => {
    mockApi({
      'GET /study-settings': { body: DEFAULT_STUDY_SETTINGS },
      'POST /v2/session/start': session(withTraining(true)),
    });
    const { unmount } = renderApp({ path: '/rate-videos', state: { videos: withTraining(true) } });
    expect(await screen.findAllByTestId('video-card')).toHaveLength(5);
    expect(screen.queryByTestId('training-intro')).toBeNull();
    unmount();
    mockApi({
      'GET /study-settings': { body: DEFAULT_STUDY_SETTINGS },
      'POST /v2/session/start': session(fourVideos()),
    });
    renderApp({ path: '/rate-videos', state: { videos: fourVideos() } });
    expect(await screen.findAllByTestId('video-card')).toHaveLength(4);
    expect(screen.queryByTestId('training-intro')).toBeNull();
  });
});
