// Set-ups the method journeys share (ACR-HR, DCR, PC): the demo catalogue with one reference marked per content, a
// participant who has answered the questionnaire through the API, and that participant's browser signed in and sent
// from the dashboard to their rating screen.
import { seedSessionStorage } from './browser.mjs';
import { callApi, createParticipant, expectOk as ok } from './api.mjs';
import { QUESTIONNAIRE } from './questionnaire.mjs';

/** The admin list's videos (`id`, `content`, `label`, `url`) and the first of each content marked as its reference. */
export async function markReferences(stack, admin) {
  const list = await ok(callApi(stack, 'GET', '/admin/videos?limit=1000', { token: admin.token }), 'videos');
  // The admin list's rows name the video `video_id` and its media `video_url`.
  const videos = (Array.isArray(list) ? list : list.rows).map((v) => ({
    id: v.video_id,
    content: v.content,
    label: v.label,
    url: v.video_url,
  }));
  const references = new Map();
  for (const v of videos) if (!references.has(v.content)) references.set(v.content, v);
  for (const v of references.values())
    await ok(
      callApi(stack, 'PUT', `/admin/videos/${v.id}/reference`, {
        token: admin.token,
        body: { is_reference: true },
      }),
      `reference ${v.label}`,
    );
  return { videos, references };
}

/** Study settings changed through the API (`{ method: 'dcr' }`, …). */
export async function changeSettings(stack, admin, body) {
  return ok(callApi(stack, 'PATCH', '/admin/study-settings', { token: admin.token, body }), 'study settings');
}

/** A participant signed up and logged in, with the questionnaire answered: the next step is rating. */
export async function participantReadyToRate(stack, name) {
  const participant = await createParticipant(stack, { name });
  await ok(
    callApi(stack, 'POST', '/questionnaire', {
      token: participant.token,
      body: { ...QUESTIONNAIRE, user_id: participant.user_id },
    }),
    'questionnaire',
  );
  return participant;
}

/**
 * Signs the participant in as the login page would (session storage), opens the dashboard and presses its start
 * button (`Rate Videos`, `Compare Videos` for a pair comparison, or its words in the language `query` asks for with
 * `?lang=`) until the screen at `path` shows.
 */
export async function openRatingScreen(
  page,
  context,
  stack,
  participant,
  { button = 'Rate Videos', path = 'rate-videos', query = '' } = {},
) {
  await seedSessionStorage(context, {
    user_id: participant.user_id,
    user_name: participant.name,
    user_token: participant.token,
  });
  await page.goto(`${stack.urls.shell}/dashboard${query}`);
  const start = page.locator('main').getByRole('button', { name: button });
  await start.waitFor({ timeout: 20000 });
  await start.click();
  await page.waitForURL(`**/${path}`, { timeout: 20000 });
}

/** The bodies of the ratings the page posts, in order; call before the page opens the rating screen. */
export function recordRatingBodies(page) {
  const bodies = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/v2/ratings')) bodies.push(r.postDataJSON());
  });
  return bodies;
}
