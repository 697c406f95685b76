import { ApiRoutes, type LoginResponse, type SessionStartResponse } from '@vvq/contracts';
import { uniqueEmail, validQuestionnaire } from './api-helpers.js';
import { postJson } from './spawned-api.js';

/** One assigned trial a participant can rate. */
export interface RatingTask {
  token: string;
  trialId: number;
}

async function expectStatus<T>(
  what: string,
  answer: Promise<{ status: number; body: T }>,
  status: number,
): Promise<T> {
  const result = await answer;
  if (result.status !== status) throw new Error(`${what} → ${result.status} ${JSON.stringify(result.body)}`);
  return result.body;
}

/**
 * `count` participants signed up over real HTTP, each with a questionnaire and a started session: their 4 × count
 * trials, ready to be rated (the API needs SEED_DEMO=true or a catalogue of at least four videos).
 */
export async function participantsWithTrials(base: string, count: number): Promise<RatingTask[]> {
  const tasks: RatingTask[] = [];
  for (let i = 0; i < count; i += 1) {
    const email = uniqueEmail('load');
    await expectStatus(
      'signup',
      postJson(`${base}${ApiRoutes.signup}`, {
        name: `Load Person ${String.fromCharCode(65 + (i % 26))}`,
        email,
      }),
      201,
    );
    const { user_id, token } = await expectStatus(
      'login',
      postJson<LoginResponse>(`${base}${ApiRoutes.login}`, { email }),
      200,
    );
    await expectStatus(
      'questionnaire',
      postJson(`${base}${ApiRoutes.questionnaire}`, validQuestionnaire(user_id), token),
      201,
    );
    const session = await expectStatus(
      'session start',
      postJson<SessionStartResponse>(`${base}${ApiRoutes.sessionStart}`, { userId: user_id }, token),
      200,
    );
    for (const video of session.videos) tasks.push({ token, trialId: video.trial_id });
  }
  return tasks;
}

export function ratingBody(trialId: number, comment: string) {
  return { trialId, clarity: 4, interaction: 3, depth: 5, overall: 2, comments: comment };
}

/** Rates one task; the rating id when the API acknowledged it (2xx), null when it refused or the connection failed. */
export async function rate(base: string, task: RatingTask, comment: string): Promise<number | null> {
  try {
    const res = await postJson<{ rating_id: number }>(
      `${base}${ApiRoutes.ratings}`,
      ratingBody(task.trialId, comment),
      task.token,
    );
    return res.status >= 200 && res.status < 300 ? res.body.rating_id : null;
  } catch {
    return null;
  }
}
