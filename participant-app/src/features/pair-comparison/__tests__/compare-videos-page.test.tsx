import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  DEFAULT_STUDY_SETTINGS,
  PARTICIPANT_CLOSED_MESSAGE,
  type AssignedPair,
  type PairSessionResponse,
} from '@vvq/contracts';
import { mockApi } from '../../../testing/mock-api';
import { loginAs, renderApp } from '../../../testing/render-app';
import { setHasSubmitted } from '../../../lib/session-storage';
import { leaveSite } from '../../../lib/leave-site';
import { en } from '../../../i18n/later-pages';

// The completion and screen-out pages send a panel participant back to the panel; here they stay.
jest.mock('../../../lib/leave-site', () => ({ leaveSite: jest.fn() }));
// The 6DoF player stands in as a stub that shows what it was given.
jest.mock('../../volumetric-player', () => ({
  VolumetricPlayerView: (props: { url: string; loop?: boolean }) => (
    <div data-testid="player-stub" data-url={props.url} data-loop={String(props.loop)} />
  ),
}));

const pair = (id: number, submitted = false): AssignedPair => ({
  pair_trial_id: id,
  content: 'longdress',
  left: { video_id: 10 + id, label: `L${id}`, url: `/media/catalogue/l${id}.mp4` },
  right: { video_id: 20 + id, label: `R${id}`, url: `/media/catalogue/r${id}.mp4` },
  submitted,
});

const session = (allowTie: boolean, pairs = [pair(1), pair(2)]): PairSessionResponse => ({
  sessionId: 4,
  pairs,
  pairs_per_session: pairs.length,
  allow_tie: allowTie,
});

beforeEach(() => {
  sessionStorage.clear();
  loginAs(7, 'ada');
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
  (leaveSite as jest.MockedFunction<typeof leaveSite>).mockReset();
});

const location = () => screen.getByTestId('location').textContent;
const judged = (id: number) => ({
  status: 201,
  body: { pair_trial_id: id, judged_at: '2026-01-01T00:00:00Z' },
});
const closed = {
  status: 409,
  body: { statusCode: 409, error: PARTICIPANT_CLOSED_MESSAGE, message: PARTICIPANT_CLOSED_MESSAGE },
};

/** Answers every question of the card with "Video A" and submits it. */
function judgeLeft(card: HTMLElement) {
  for (const q of [/Visual Clarity/, /Depth Perception/, /Ease of Interaction/, /Overall Experience/])
    choose(card, q, 'Video A');
  fireEvent.click(within(card).getByRole('button', { name: 'Submit' }));
}

function choose(card: HTMLElement, question: RegExp, answer: string) {
  const group = within(card).getByRole('group', { name: question });
  fireEvent.click(within(group).getByRole('radio', { name: answer }));
}

describe('the compare screen (study setting method = pc)', () => {
  it('asks "which video is better?" for each dimension, without "No difference" unless allowed', async () => {
    mockApi({ 'POST /sessions/pairs': { body: session(false) } });
    renderApp({ path: '/compare-videos' });
    const cards = await screen.findAllByTestId('pair-card');
    expect(cards).toHaveLength(2);
    const groups = within(cards[0]).getAllByRole('group');
    expect(groups.map((g) => g.querySelector('legend')?.textContent)).toEqual([
      'Visual Clarity: which video is better?',
      'Depth Perception: which video is better?',
      'Ease of Interaction: which video is better?',
      'Overall Experience: which video is better?',
    ]);
    expect(
      within(groups[0])
        .getAllByRole('radio')
        .map((r) => r.closest('div')?.textContent),
    ).toEqual(['Video A', 'Video B']);
    expect(within(cards[0]).getByLabelText('Video A', { selector: 'video' })).toHaveAttribute(
      'src',
      '/media/catalogue/l1.mp4',
    );
  });

  it('plays volumetric stimuli in two 6DoF players, looping as the study says', async () => {
    const volumetric: AssignedPair = {
      ...pair(1),
      left: { video_id: 11, label: 'L1', url: '/media/volumetric/bunny-r1/sequence.json' },
      right: { video_id: 21, label: 'R1', url: '/media/volumetric/bunny-r3/sequence.json' },
    };
    mockApi({
      'GET /study-settings': { body: { ...DEFAULT_STUDY_SETTINGS, volumetric_loop: true } },
      'POST /sessions/pairs': { body: session(false, [volumetric]) },
    });
    renderApp({ path: '/compare-videos' });
    const [card] = await screen.findAllByTestId('pair-card');
    await waitFor(() => expect(within(card).getAllByTestId('player-stub')).toHaveLength(2));
    const players = within(card).getAllByTestId('player-stub');
    expect(players.map((p) => p.dataset.url)).toEqual([
      '/media/volumetric/bunny-r1/sequence.json',
      '/media/volumetric/bunny-r3/sequence.json',
    ]);
    await waitFor(() => expect(players.every((p) => p.dataset.loop === 'true')).toBe(true));
    expect(card.querySelector('video')).toBeNull();
  });

  it('asks for every answer, then sends one choice per dimension and shows the pair as done', async () => {
    const api = mockApi({
      'POST /sessions/pairs': { body: session(true) },
      'POST /pairs/1/judgement': {
        status: 201,
        body: { pair_trial_id: 1, judged_at: '2026-01-01T00:00:00Z' },
      },
    });
    renderApp({ path: '/compare-videos' });
    const [card] = await screen.findAllByTestId('pair-card');
    fireEvent.click(within(card).getByRole('button', { name: 'Submit' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('Please answer every question first.');
    expect(api.callsTo('POST /pairs/1/judgement')).toHaveLength(0);
    choose(card, /Visual Clarity/, 'Video A');
    choose(card, /Depth Perception/, 'Video B');
    choose(card, /Ease of Interaction/, 'No difference');
    choose(card, /Overall Experience/, 'Video A');
    fireEvent.click(within(card).getByRole('button', { name: 'Submit' }));
    expect(await within(card).findByTestId('pair-submitted')).toBeInTheDocument();
    expect(api.callsTo('POST /pairs/1/judgement')[0].body).toEqual({
      clarity: 'left',
      depth: 'right',
      interaction: 'tie',
      overall: 'left',
    });
  });

  it('thanks the participant once every pair is judged', async () => {
    mockApi({ 'POST /sessions/pairs': { body: session(false, [pair(1, true), pair(2, true)]) } });
    renderApp({ path: '/compare-videos' });
    expect(await screen.findByTestId('pc-thank-you')).toHaveTextContent(
      'Thank you! You have compared all 2 pairs. Your answers have been recorded.',
    );
  });

  it('leads from the dashboard to the compare screen; the click starts no rating session', async () => {
    setHasSubmitted(true);
    const api = mockApi({
      'GET /study-settings': { body: { ...DEFAULT_STUDY_SETTINGS, method: 'pc' } },
      'POST /sessions/pairs': { body: session(false) },
      // The dashboard's first start may leave before the settings arrive; the server refuses it in a pc study.
      'POST /v2/session/start': { status: 409, body: { message: 'This study runs pair comparison' } },
    });
    renderApp({ path: '/dashboard' });
    const button = await screen.findByRole('button', { name: 'Compare Videos' });
    const before = api.callsTo('POST /v2/session/start').length;
    expect(before).toBeLessThanOrEqual(1);
    fireEvent.click(button);
    expect(await screen.findAllByTestId('pair-card')).toHaveLength(2);
    expect(api.callsTo('POST /v2/session/start')).toHaveLength(before);
  });

  it('sends a panel participant on to the completion screen after the last pair, like the rating screen', async () => {
    sessionStorage.setItem('vvq_panel', 'prolific');
    const api = mockApi({
      'POST /sessions/pairs': { body: session(false, [pair(1, true), pair(2)]) },
      'POST /pairs/2/judgement': judged(2),
      'GET /participants/7/completion': {
        body: { complete: true, code: 'PC1', redirect_url: null, screen_out_reason: null },
      },
    });
    renderApp({ path: '/compare-videos' });
    const cards = await screen.findAllByTestId('pair-card');
    expect(location()).toBe('/compare-videos');
    judgeLeft(cards[1]);
    await waitFor(() => expect(location()).toBe('/completion'));
    expect(api.callsTo('POST /pairs/2/judgement')).toHaveLength(1);
  });

  it('keeps a participant who signed up on the thank-you text after the last pair', async () => {
    mockApi({
      'POST /sessions/pairs': { body: session(false, [pair(1, true), pair(2)]) },
      'POST /pairs/2/judgement': judged(2),
    });
    renderApp({ path: '/compare-videos' });
    judgeLeft((await screen.findAllByTestId('pair-card'))[1]);
    expect(await screen.findByTestId('pc-thank-you')).toBeInTheDocument();
    expect(location()).toBe('/compare-videos');
  });

  it('shows the neutral text instead of the pairs once live gating stopped the participant', async () => {
    mockApi({ 'POST /sessions/pairs': { body: session(false) }, 'POST /pairs/1/judgement': closed });
    renderApp({ path: '/compare-videos' });
    judgeLeft((await screen.findAllByTestId('pair-card'))[0]);
    expect(await screen.findByTestId('study-closed')).toHaveTextContent(PARTICIPANT_CLOSED_MESSAGE);
    expect(screen.queryAllByTestId('pair-card')).toHaveLength(0);
  });

  it('returns a stopped panel participant to the panel as screened out', async () => {
    sessionStorage.setItem('vvq_panel', 'prolific');
    mockApi({ 'POST /sessions/pairs': { body: session(false) }, 'POST /pairs/1/judgement': closed });
    renderApp({ path: '/compare-videos' });
    judgeLeft((await screen.findAllByTestId('pair-card'))[0]);
    await waitFor(() => expect(location()).toBe('/screen-out'));
  });

  it('runs the environment check first when the study requires it, as the rating screen does', async () => {
    const api = mockApi({
      'GET /study-settings': { body: { ...DEFAULT_STUDY_SETTINGS, method: 'pc', environment_check: true } },
      'GET /participants/7/environment-check': { body: { required: true, passed: false, result: null } },
      'GET /videos/test-clips': { body: { clips: [{ url: '/media/own/a.mp4', mime_type: 'video/mp4' }] } },
      'POST /sessions/pairs': { body: session(false) },
    });
    renderApp({ path: '/compare-videos' });
    await screen.findByRole('heading', { name: en['check.title'] });
    expect(screen.queryByTestId('pair-card')).not.toBeInTheDocument();
    expect(api.callsTo('POST /pairs/1/judgement')).toHaveLength(0);
  });
});
