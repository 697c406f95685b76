import type { AssignedVideo } from '@vvq/contracts';
import { TEST_API_BASE, mockApi } from '../../../../testing/mock-api';
import { submitRatingWithRecovery, type RatingBody } from '../submit-with-recovery';

const video = (trial_id: number, label: string): AssignedVideo => ({
  trial_id,
  label,
  content: 'c',
  view: 'v',
  compression_type: 'texture',
  qp: '30',
  url: '/media/x.mp4',
  submitted: false,
});

const body: RatingBody = {
  clarity: 4,
  interaction: 3,
  depth: 2,
  overall: 5,
  comments: null,
  viewport_width: 1280,
  viewport_height: 720,
  device_pixel_ratio: 2,
  played_to_end: true,
};

const run = (refreshSession: () => Promise<AssignedVideo[]>) =>
  submitRatingWithRecovery({ apiBase: TEST_API_BASE, video: video(11, 'B'), body, refreshSession });

// The participant's token comes from session storage, where the login page keeps it.
beforeEach(() => sessionStorage.setItem('user_token', 'tok'));

const notFound = {
  status: 404,
  body: { statusCode: 404, error: 'trial not found', message: 'trial not found' },
};

describe('submitRatingWithRecovery', () => {
  it('posts the scores, viewing context and bearer token; 201 means done', async () => {
    const api = mockApi({ 'POST /v2/ratings': { status: 201, body: { message: 'ok', rating_id: 1 } } });
    await expect(run(jest.fn())).resolves.toEqual({ status: 'done', trialId: 11 });
    expect(api.calls[0].body).toEqual({ trialId: 11, ...body });
    expect(api.calls[0].headers.Authorization).toBe('Bearer tok');
  });

  it('treats 409 as already rated', async () => {
    mockApi({
      'POST /v2/ratings': { status: 409, body: { statusCode: 409, error: 'already rated', message: 'x' } },
    });
    await expect(run(jest.fn())).resolves.toEqual({ status: 'done', trialId: 11 });
  });

  it('on 404 trial not found resubmits with the trial id of the same label', async () => {
    const api = mockApi({
      'POST /v2/ratings': [notFound, { status: 201, body: { message: 'ok', rating_id: 2 } }],
    });
    const refresh = jest.fn().mockResolvedValue([video(20, 'A'), video(21, 'B')]);
    await expect(run(refresh)).resolves.toEqual({ status: 'done', trialId: 21 });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(api.calls.map((c) => (c.body as { trialId: number }).trialId)).toEqual([11, 21]);
  });

  it('reports a changed session when no video has the same label', async () => {
    const api = mockApi({ 'POST /v2/ratings': notFound });
    const outcome = await run(jest.fn().mockResolvedValue([video(20, 'A')]));
    expect(outcome).toEqual({ status: 'session-changed' });
    expect(api.calls).toHaveLength(1);
  });

  it('fails when the resubmission fails', async () => {
    mockApi({ 'POST /v2/ratings': [notFound, { status: 500, body: { error: 'boom' } }] });
    const outcome = await run(jest.fn().mockResolvedValue([video(21, 'B')]));
    expect(outcome.status).toBe('failed');
  });

  it('fails when the refresh itself fails', async () => {
    mockApi({ 'POST /v2/ratings': notFound });
    const outcome = await run(jest.fn().mockRejectedValue(new Error('down')));
    expect(outcome.status).toBe('failed');
  });

  it('does not recover from a 404 with another error text', async () => {
    mockApi({
      'POST /v2/ratings': { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'x' } },
    });
    const refresh = jest.fn();
    expect((await run(refresh)).status).toBe('failed');
    expect(refresh).not.toHaveBeenCalled();
  });

  it('fails on other errors and network failures', async () => {
    mockApi({ 'POST /v2/ratings': { networkError: true } });
    expect((await run(jest.fn())).status).toBe('failed');
  });
});
