import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AssignedVideo } from '@vvq/contracts';
import { fourVideos } from '../../../../testing/fixtures';
import { mockApi, type MockReply, type RecordedCall } from '../../../../testing/mock-api';
import { loginAs, renderApp } from '../../../../testing/render-app';
import { THANK_YOU_BANNER, thankYouBanner } from '../rate-videos-page';

const session = (videos: AssignedVideo[]): MockReply => ({ body: { sessionId: 3, videos } });
const created: MockReply = { status: 201, body: { message: 'ok', rating_id: 1 } };

const scrolledIntoView: Element[] = [];
beforeEach(() => {
  scrolledIntoView.length = 0;
  // jsdom has no scrollIntoView: record which element the page scrolls to.
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolledIntoView.push(this);
  };
  sessionStorage.clear();
  loginAs(7, 'ada');
  jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

async function renderRate(videos = fourVideos()) {
  renderApp({ path: '/rate-videos', state: { videos } });
  return screen.findAllByTestId('video-card');
}

/** Clicks the card's Submit and confirms in the modal. */
async function rateCard(card: HTMLElement) {
  fireEvent.click(within(card).getByRole('button', { name: 'Submit' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Submit your feedback?')).toBeInTheDocument();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
}

describe('RateVideosPage', () => {
  it.each([
    ['no navigation state', undefined],
    ['three videos', { videos: fourVideos().slice(0, 3) }],
  ])('redirects to /dashboard with %s', async (_label, state) => {
    mockApi({
      'POST /v2/session/start': { status: 500, body: {} },
      'GET /check-questionnaire/7': { body: { hasSubmitted: false } },
    });
    renderApp({ path: '/rate-videos', state });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard$/));
    await screen.findByRole('button', { name: 'Submit Questionnaire' });
  });

  it('redirects to /dashboard when refreshing the session fails', async () => {
    mockApi({
      'POST /v2/session/start': [{ status: 500, body: {} }],
      'GET /check-questionnaire/7': { body: { hasSubmitted: false } },
    });
    renderApp({ path: '/rate-videos', state: { videos: fourVideos() } });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard$/));
    expect(console.error).toHaveBeenCalledWith('Session refresh failed', expect.anything());
    await screen.findByRole('button', { name: 'Submit Questionnaire' });
  });

  it('shows the scale guide, the summary and four cards with default sliders', async () => {
    mockApi({ 'POST /v2/session/start': session(fourVideos()) });
    const cards = await renderRate();
    expect(cards).toHaveLength(4);
    const guide = screen.getByTestId('rating-scale-guide');
    for (const entry of ['0 Very Poor', '1 Poor', '2 Fair', '3 Good', '4 Very Good', '5 Excellent']) {
      expect(within(guide).getByText(entry.slice(2)).parentElement).toHaveTextContent(entry);
    }
    expect(guide).toHaveTextContent(/viewing distance/);
    expect(guide).toHaveTextContent(/visual sensitivities/);
    expect(screen.getByTestId('rated-count')).toHaveTextContent('0 of 4 rated');
    expect(within(cards[0]).getAllByRole('slider')).toHaveLength(4);
    expect(within(cards[0]).getByLabelText('Visual Clarity')).toHaveValue('3');
    expect(within(cards[0]).getByLabelText('Depth Perception')).toHaveAttribute('min', '1');
    expect(within(cards[0]).getByLabelText('Ease of Interaction')).toHaveAttribute('max', '5');
    expect(within(cards[0]).getByLabelText('Overall Experience')).toHaveValue('3');
    expect(screen.getByTestId('video-1-clarity-caption')).toHaveTextContent('3 – Fair');
    expect(within(cards[0]).getByLabelText('Additional comments (optional)')).toBeInTheDocument();
    expect(cards[0].querySelector('video')).toHaveAttribute('src', '/media/catalogue/clip-1.mp4');
    expect(screen.queryByTestId('thank-you-banner')).not.toBeInTheDocument();
  });

  it('names the slider score in a tooltip with the spec labels', async () => {
    mockApi({ 'POST /v2/session/start': session(fourVideos()) });
    const [card] = await renderRate();
    const slider = within(card).getByLabelText('Depth Perception');
    fireEvent.change(slider, { target: { value: '1' } });
    fireEvent.focus(slider);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('1 – Very Poor');
  });

  it('marks the cards the refreshed session flags submitted as done (reload keeps them done)', async () => {
    const fresh = fourVideos().map((v) => ({ ...v, submitted: v.trial_id <= 2 }));
    mockApi({ 'POST /v2/session/start': session(fresh) });
    const cards = await renderRate();
    expect(cards.map((c) => c.dataset.done)).toEqual(['true', 'true', 'false', 'false']);
    expect(within(cards[0]).getByRole('button', { name: 'Submitted' })).toBeDisabled();
    expect(within(cards[0]).getByText('Feedback submitted for this video')).toBeInTheDocument();
    expect(within(cards[0]).getByLabelText('Visual Clarity')).toBeDisabled();
    expect(screen.getByTestId('rated-count')).toHaveTextContent('2 of 4 rated');
  });

  it('submits the chosen scores, comments and viewing context after confirmation', async () => {
    const api = mockApi({ 'POST /v2/session/start': session(fourVideos()), 'POST /v2/ratings': created });
    const [card] = await renderRate();
    fireEvent.change(within(card).getByLabelText('Visual Clarity'), { target: { value: '5' } });
    fireEvent.change(within(card).getByLabelText('Ease of Interaction'), { target: { value: '1' } });
    expect(within(card).getByText('5 – Excellent', { selector: 'small' })).toBeInTheDocument();
    fireEvent.change(within(card).getByLabelText('Additional comments (optional)'), {
      target: { value: ' crisp ' },
    });
    fireEvent.ended(card.querySelector('video') as HTMLVideoElement);
    await rateCard(card);
    await waitFor(() => expect(card.dataset.done).toBe('true'));
    const [call] = api.callsTo('POST /v2/ratings') as RecordedCall[];
    expect(call.headers.Authorization).toBe('Bearer token-7');
    expect(call.body).toEqual({
      trialId: 1,
      clarity: 5,
      interaction: 1,
      depth: 3,
      overall: 3,
      // The sliders the participant moved (the others stayed where they start).
      moved: ['clarity', 'interaction'],
      comments: 'crisp',
      viewport_width: window.innerWidth,
      viewport_height: window.innerHeight,
      device_pixel_ratio: window.devicePixelRatio || 1,
      played_to_end: true,
      // Playback integrity: no stall, never hidden, some time between the end and the submission.
      stall_count: 0,
      stall_seconds: 0,
      hidden_seconds: 0,
      end_to_submit_ms: expect.any(Number),
    });
    expect(within(card).getByRole('button', { name: 'Submitted' })).toBeDisabled();
    expect(screen.getByTestId('rated-count')).toHaveTextContent('1 of 4 rated');
  });

  it('cancelling the confirmation sends nothing; empty comments are sent as null', async () => {
    const api = mockApi({ 'POST /v2/session/start': session(fourVideos()), 'POST /v2/ratings': created });
    const [card] = await renderRate();
    fireEvent.click(within(card).getByRole('button', { name: 'Submit' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('POST /v2/ratings')).toHaveLength(0);
    await rateCard(card);
    await waitFor(() => expect(card.dataset.done).toBe('true'));
    expect(
      api.callsTo('POST /v2/ratings')[0].body as { comments: unknown; played_to_end: boolean },
    ).toMatchObject({
      comments: null,
      played_to_end: false,
    });
  });

  it("shows 'Submitting...' and locks the form while the request runs", async () => {
    let release: () => void = () => undefined;
    mockApi({
      'POST /v2/session/start': session(fourVideos()),
      'POST /v2/ratings': created,
    });
    const cards = await renderRate();
    const original = global.fetch;
    global.fetch = jest.fn(
      (...args: Parameters<typeof fetch>) =>
        new Promise<Response>((resolve) => (release = () => resolve(original(...args)))),
    ) as typeof fetch;
    await rateCard(cards[1]);
    expect(await within(cards[1]).findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    expect(within(cards[1]).getByLabelText('Overall Experience')).toBeDisabled();
    await act(async () => release());
    await waitFor(() => expect(cards[1].dataset.done).toBe('true'));
  });

  it('treats 409 as done', async () => {
    mockApi({
      'POST /v2/session/start': session(fourVideos()),
      'POST /v2/ratings': { status: 409, body: { error: 'already rated' } },
    });
    const [card] = await renderRate();
    await rateCard(card);
    await waitFor(() => expect(card.dataset.done).toBe('true'));
    expect(window.alert).not.toHaveBeenCalled();
  });

  it('alerts on other failures and leaves the card to do', async () => {
    mockApi({
      'POST /v2/session/start': session(fourVideos()),
      'POST /v2/ratings': { status: 500, body: { error: 'x' } },
    });
    const [card] = await renderRate();
    await rateCard(card);
    await waitFor(() =>
      expect(window.alert).toHaveBeenCalledWith('Failed to submit rating. Please try again.'),
    );
    expect(card.dataset.done).toBe('false');
    expect(within(card).getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('on 404 trial not found resubmits by label; without the label alerts that the session changed', async () => {
    const notFound = {
      status: 404,
      body: { statusCode: 404, error: 'trial not found', message: 'trial not found' },
    };
    const renamed = fourVideos().map((v) => ({
      ...v,
      trial_id: v.trial_id + 10,
      label: v.trial_id === 2 ? 'gone' : v.label,
    }));
    const api = mockApi({
      'POST /v2/session/start': session(renamed),
      'POST /v2/ratings': (call) => ((call.body as { trialId: number }).trialId < 10 ? notFound : created),
    });
    const cards = await renderRate();
    await rateCard(cards[0]);
    await waitFor(() => expect(cards[0].dataset.done).toBe('true'));
    expect(api.callsTo('POST /v2/ratings').map((c) => (c.body as { trialId: number }).trialId)).toEqual([
      1, 11,
    ]);

    await rateCard(cards[1]);
    await waitFor(() => expect(window.alert).toHaveBeenCalledWith('Your session changed. Please try again.'));
    expect(cards[1].dataset.done).toBe('false');
  });

  it('shows the thank-you banner once all four are done', async () => {
    mockApi({ 'POST /v2/session/start': session(fourVideos()), 'POST /v2/ratings': created });
    const cards = await renderRate();
    for (const card of cards) {
      expect(screen.queryByTestId('thank-you-banner')).not.toBeInTheDocument();
      await rateCard(card);
      await waitFor(() => expect(card.dataset.done).toBe('true'));
    }
    expect(screen.getByTestId('thank-you-banner')).toBeInTheDocument();
    expect(screen.getByTestId('rated-count')).toHaveTextContent('4 of 4 rated');
  });

  it('names the progress bar and the confirm dialog (axe-core: aria-progressbar-name, aria-dialog-name)', async () => {
    mockApi({ 'POST /v2/session/start': session(fourVideos()) });
    const [card] = await renderRate();
    const bar = screen.getByRole('progressbar', { name: 'Videos rated' });
    expect(bar).toHaveAttribute('aria-valuetext', '0 of 4 rated');
    fireEvent.click(within(card).getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit feedback' });
    expect(dialog).toHaveAccessibleDescription('Submit your feedback?');
  });

  it('moves focus to the next card still to do after each rating, wrapping round', async () => {
    mockApi({ 'POST /v2/session/start': session(fourVideos()), 'POST /v2/ratings': created });
    const cards = await renderRate();
    const heading = (card: HTMLElement) => within(card).getByRole('heading', { level: 2 });
    await rateCard(cards[2]);
    await waitFor(() => expect(heading(cards[3])).toHaveFocus());
    expect(scrolledIntoView).toEqual([heading(cards[3])]);
    await rateCard(cards[3]);
    await waitFor(() => expect(heading(cards[0])).toHaveFocus());
    await rateCard(cards[0]);
    await waitFor(() => expect(heading(cards[1])).toHaveFocus());
    expect(screen.queryByTestId('thank-you-banner')).not.toBeInTheDocument();
  });

  it('after the last rating focuses the thank-you banner and scrolls it into view', async () => {
    const fresh = fourVideos().map((v) => ({ ...v, submitted: v.trial_id !== 3 }));
    mockApi({ 'POST /v2/session/start': session(fresh), 'POST /v2/ratings': created });
    const cards = await renderRate();
    expect(screen.getByTestId('rated-count')).toHaveTextContent('3 of 4 rated');
    await rateCard(cards[2]);
    const banner = await screen.findByTestId('thank-you-banner');
    await waitFor(() => expect(banner).toHaveFocus());
    expect(banner).toHaveTextContent(THANK_YOU_BANNER);
    expect(scrolledIntoView).toEqual([banner]);
  });

  it('leaves focus alone when a rating fails', async () => {
    mockApi({
      'POST /v2/session/start': session(fourVideos()),
      'POST /v2/ratings': { status: 500, body: { error: 'x' } },
    });
    const cards = await renderRate();
    await rateCard(cards[0]);
    await waitFor(() => expect(window.alert).toHaveBeenCalled());
    expect(scrolledIntoView).toEqual([]);
  });

  it('a confirm at once after opening leaves no dialog behind, whatever transitions bubble up', async () => {
    mockApi({ 'POST /v2/session/start': session(fourVideos()), 'POST /v2/ratings': created });
    const [card] = await renderRate();
    fireEvent.click(within(card).getByRole('button', { name: 'Submit' }));
    const confirm = within(screen.getByRole('dialog')).getByRole('button', { name: 'Submit' });
    fireEvent.click(confirm);
    act(() => {
      confirm.dispatchEvent(new Event('transitionend', { bubbles: true }));
    });
    await waitFor(() => expect(card.dataset.done).toBe('true'));
    expect(document.querySelector('.modal')).toBeNull();
    expect(document.body).not.toHaveClass('modal-open');
  });

  it("keeps the spec's banner for four videos and names the number for another count", () => {
    expect(thankYouBanner(4)).toBe(THANK_YOU_BANNER);
    expect(thankYouBanner(6)).toBe(
      'Thank you! You have rated all 6 videos. Your feedback has been recorded.',
    );
    // Not "all 1 videos".
    expect(thankYouBanner(1)).toBe('Thank you! You have rated the video. Your feedback has been recorded.');
  });
});
