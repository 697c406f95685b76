import { createHmac } from 'node:crypto';
import request from 'supertest';
import {
  ApiRoutes,
  PANEL_LINK_SECRET_MASK,
  signedSonaLink,
  type Panel,
  type StudySettingsUpdate,
} from '@vvq/contracts';
import {
  MTURK_ASSIGNMENT_MISMATCH,
  MTURK_IDS_REQUIRED,
  MTURK_PREVIEW,
  PANEL_LINK_NOT_SIGNED,
  PANEL_SESSION_MISMATCH,
  PROLIFIC_SESSION_REQUIRED,
} from '../src/modules/participants/panel-entry-rules.js';
import { NO_PANEL_LINK_SECRET } from '../src/modules/participants/admin-panel-links.controller.js';
import { User } from '../src/modules/participants/user.entity.js';
import { BODY_LIST_TOO_LONG } from '../src/common/http/input-limits.js';
import { api } from './support/api-helpers.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { DIALECTS } from './support/test-db.js';

const ADMIN = { email: 'binding.admin@example.org', password: 'binding admin password' };
const SECRET = 'lab-secret_0123456789abcdefXYZ';

const sign = (secret: string, panel: string, id: string) =>
  createHmac('sha256', secret).update(`${panel}:${id}`).digest('hex');

/**
 * Who may open a panel account: a Prolific account is bound to its first SESSION_ID, an MTurk account to its first
 * hitId + assignmentId, also when first entries race (the duplicate-key path checks the binding like a resume); and
 * with a per-study link secret every entry must carry the id's HMAC.
 */
describe.each(DIALECTS)('panel entry binding and signed links (%s)', (dialect) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp(dialect, {
      SIGNUP_RATE_LIMIT_PER_HOUR: '100000',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      STUDY_PANEL_ENTRY: 'true',
    });
    const res = await request(t.server).post(api(ApiRoutes.admin.login)).send(ADMIN).expect(200);
    admin = `Bearer ${res.body.token as string}`;
  });
  afterAll(async () => {
    await t?.close();
  });

  const settings = (update: StudySettingsUpdate) =>
    request(t.server).patch(api(ApiRoutes.admin.studySettings)).set('Authorization', admin).send(update);
  const enter = (body: Record<string, unknown>) =>
    request(t.server).post(api(ApiRoutes.panelEnter)).send(body);
  const accounts = (panel: Panel, id: string) =>
    t.dataSource.getRepository(User).countBy({ panel, panel_participant_id: id });

  describe('Prolific', () => {
    it('refuses a first entry without SESSION_ID with 400 and makes no account', async () => {
      const res = await enter({ panel: 'prolific', participant_id: 'nosession000001', study_id: 'S1' });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(PROLIFIC_SESSION_REQUIRED);
      expect(await accounts('prolific', 'nosession000001')).toBe(0);
    });

    it('an attacker cannot take over an id whose owner entered first; the owner keeps it', async () => {
      const pid = 'victim00000000000000001';
      const owner = await enter({ panel: 'prolific', participant_id: pid, session_id: 'OWNER' }).expect(200);
      for (const body of [
        { session_id: 'ATTACKER' },
        {},
        { session_id: 'owner' }, // byte for byte
      ]) {
        const res = await enter({ panel: 'prolific', participant_id: pid, ...body });
        expect(res.status).toBe(403);
        expect(res.body.error).toBe(PANEL_SESSION_MISMATCH);
      }
      const back = await enter({ panel: 'prolific', participant_id: pid, session_id: 'OWNER' }).expect(200);
      expect(back.body.user_id).toBe(owner.body.user_id);
      const user = await t.dataSource.getRepository(User).findOneByOrFail({ id: owner.body.user_id });
      expect(user.panel_session_id).toBe('OWNER');
    });

    it('an account made before the rule without a SESSION_ID is never bound by a later entry', async () => {
      await t.dataSource.getRepository(User).insert({
        panel: 'prolific',
        panel_participant_id: 'legacy0000000000000001',
        panel_session_id: null,
        created_at: new Date(),
      });
      const res = await enter({
        panel: 'prolific',
        participant_id: 'legacy0000000000000001',
        session_id: 'ATTACKER',
      });
      expect(res.status).toBe(403);
      await enter({ panel: 'prolific', participant_id: 'legacy0000000000000001' }).expect(200);
      const user = await t.dataSource
        .getRepository(User)
        .findOneByOrFail({ panel: 'prolific', panel_participant_id: 'legacy0000000000000001' });
      expect(user.panel_session_id).toBeNull();
    });

    it('20 simultaneous first entries with different SESSION_IDs: exactly one gets the account', async () => {
      const pid = 'race000000000000000000001';
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          enter({ panel: 'prolific', participant_id: pid, session_id: `S${i}` }),
        ),
      );
      const statuses = results.map((r) => r.status).sort();
      expect(statuses).toEqual([200, ...Array(19).fill(403)]);
      const winner = results.find((r) => r.status === 200)!;
      const user = await t.dataSource.getRepository(User).findOneByOrFail({ id: winner.body.user_id });
      expect(results.indexOf(winner)).toBe(Number(user.panel_session_id!.slice(1)));
      for (const r of results.filter((x) => x.status === 403))
        expect(r.body.error).toBe(PANEL_SESSION_MISMATCH);
      expect(await accounts('prolific', pid)).toBe(1);
    });

    it('30 victim/attacker pairs entering together: never both in', async () => {
      const pairs = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          Promise.all([
            enter({ panel: 'prolific', participant_id: `pair${i}xxxxxxxxxxxx`, session_id: 'VICTIM' }),
            enter({ panel: 'prolific', participant_id: `pair${i}xxxxxxxxxxxx`, session_id: 'ATTACKER' }),
          ]),
        ),
      );
      for (const [victim, attacker] of pairs) {
        expect([victim.status, attacker.status].sort()).toEqual([200, 403]);
      }
    });
  });

  describe('MTurk', () => {
    it.each([
      [{}, MTURK_IDS_REQUIRED],
      [{ study_id: 'HIT1' }, MTURK_IDS_REQUIRED],
      [{ session_id: 'ASSIGN1' }, MTURK_IDS_REQUIRED],
      [{ study_id: 'HIT1', session_id: 'ASSIGNMENT_ID_NOT_AVAILABLE' }, MTURK_PREVIEW],
    ])('refuses a first entry with %p (400, no account)', async (ids, error) => {
      const res = await enter({ panel: 'mturk', participant_id: 'AWORKERNOIDS1', ...ids });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(error);
      expect(await accounts('mturk', 'AWORKERNOIDS1')).toBe(0);
    });

    it('binds the worker to the first hitId + assignmentId: another one is refused, the same one resumes', async () => {
      const worker = { panel: 'mturk', participant_id: 'AWORKERBOUND1' };
      const owner = await enter({ ...worker, study_id: 'HIT1', session_id: 'ASSIGN1' }).expect(200);
      for (const ids of [
        { study_id: 'HIT1', session_id: 'ASSIGN2' },
        { study_id: 'HIT2', session_id: 'ASSIGN1' },
        { study_id: 'HIT1' },
        {},
      ]) {
        const res = await enter({ ...worker, ...ids });
        expect(res.status).toBe(403);
        expect(res.body.error).toBe(MTURK_ASSIGNMENT_MISMATCH);
      }
      const back = await enter({ ...worker, study_id: 'HIT1', session_id: 'ASSIGN1' }).expect(200);
      expect(back.body.user_id).toBe(owner.body.user_id);
    });

    it('20 simultaneous first entries with different assignments: exactly one gets the account', async () => {
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          enter({ panel: 'mturk', participant_id: 'AWORKERRACE1', study_id: 'HIT1', session_id: `A${i}` }),
        ),
      );
      expect(results.map((r) => r.status).sort()).toEqual([200, ...Array(19).fill(403)]);
      expect(await accounts('mturk', 'AWORKERRACE1')).toBe(1);
    });
  });

  describe('per-study link secret', () => {
    afterEach(async () => {
      await settings({ panel_link_secret: null }).expect(200);
    });

    it('is write-only: the admin view masks it, participants never see it, the history hides it', async () => {
      await settings({ panel_link_secret: SECRET }).expect(200);
      const view = await request(t.server)
        .get(api(ApiRoutes.admin.studySettings))
        .set('Authorization', admin)
        .expect(200);
      expect(view.body.settings.panel_link_secret).toBe(PANEL_LINK_SECRET_MASK);
      const patched = await settings({ videos_per_session: 4, panel_link_secret: SECRET }).expect(200);
      expect(JSON.stringify(patched.body)).not.toContain(SECRET);
      const pub = await request(t.server).get(api(ApiRoutes.studySettings)).expect(200);
      expect(pub.body).not.toHaveProperty('panel_link_secret');
      const history = await request(t.server)
        .get(api(ApiRoutes.admin.studySettingsHistory))
        .set('Authorization', admin)
        .expect(200);
      expect(JSON.stringify(history.body)).not.toContain(SECRET);
      expect(history.body[0]).toMatchObject({
        key: 'panel_link_secret',
        new_value: JSON.stringify(PANEL_LINK_SECRET_MASK),
      });
      // Sending the mask back (a form that was not touched) can never store it as the secret.
      const masked = await settings({ panel_link_secret: PANEL_LINK_SECRET_MASK }).expect(400);
      expect(masked.body.error).toBe(
        'panel_link_secret must be 16 to 128 letters, digits, underscores or hyphens, or null',
      );
    });

    it('when set, every panel entry must carry sig = HMAC-SHA256(secret, "panel:participant_id") in hex', async () => {
      await settings({ panel_link_secret: SECRET }).expect(200);
      const sona = { panel: 'sona', participant_id: '40125' };
      for (const sig of [
        undefined,
        sign('another-secret-000000', 'sona', '40125'),
        sign(SECRET, 'sona', '40126'),
        sign(SECRET, 'mturk', '40125'),
      ]) {
        const res = await enter({ ...sona, sig });
        expect(res.status).toBe(403);
        expect(res.body.error).toBe(PANEL_LINK_NOT_SIGNED);
      }
      expect(await accounts('sona', '40125')).toBe(0);
      const ok = await enter({ ...sona, sig: sign(SECRET, 'sona', '40125') }).expect(200);
      // Upper-case hex is the same signature.
      const again = await enter({ ...sona, sig: sign(SECRET, 'sona', '40125').toUpperCase() }).expect(200);
      expect(again.body.user_id).toBe(ok.body.user_id);
      // Signed links and the panel's binding add up: a signed Prolific link still needs its own SESSION_ID.
      const pid = 'signedprolific000000001';
      await enter({
        panel: 'prolific',
        participant_id: pid,
        session_id: 'S1',
        sig: sign(SECRET, 'prolific', pid),
      }).expect(200);
      await enter({
        panel: 'prolific',
        participant_id: pid,
        session_id: 'S2',
        sig: sign(SECRET, 'prolific', pid),
      }).expect(403);
      // Without a secret the signature is not needed (and an old one is ignored).
      await settings({ panel_link_secret: null }).expect(200);
      await enter({ panel: 'sona', participant_id: '40126' }).expect(200);
    });

    it('the admin area signs ids with the stored secret; those signed links enter', async () => {
      const sign_ = (body: Record<string, unknown>, auth = admin) =>
        request(t.server)
          .post(api(ApiRoutes.admin.panelLinkSignatures))
          .set('Authorization', auth)
          .send(body);
      const none = await sign_({ panel: 'sona', participant_ids: ['50001'] }).expect(409);
      expect(none.body.error).toBe(NO_PANEL_LINK_SECRET);
      await settings({ panel_link_secret: SECRET }).expect(200);
      const full = await sign_({ panel: 'sona', participant_ids: Array(100).fill('50003') }).expect(200);
      expect(full.body.signatures).toHaveLength(100);
      const res = await sign_({ panel: 'sona', participant_ids: ['50001', '50002'] }).expect(200);
      expect(res.body).toEqual({
        signatures: [
          { participant_id: '50001', sig: sign(SECRET, 'sona', '50001') },
          { participant_id: '50002', sig: sign(SECRET, 'sona', '50002') },
        ],
      });
      const link = new URL(signedSonaLink('https://study.example.org/', '50002', res.body.signatures[1].sig));
      expect(link.search).toBe(`?panel=sona&id=50002&sig=${sign(SECRET, 'sona', '50002')}`);
      await enter({ panel: 'sona', participant_id: '50002', sig: link.searchParams.get('sig') }).expect(200);
      // Admins only; bad lists are refused with the rule.
      await request(t.server)
        .post(api(ApiRoutes.admin.panelLinkSignatures))
        .send({ panel: 'sona', participant_ids: ['1'] })
        .expect(401);
      for (const [body, error] of [
        [{ panel: 'sona', participant_ids: [] }, 'participant_ids must be a list of 1 to 100 ids'],
        [{ panel: 'sona', participant_ids: '50001' }, 'participant_ids must be a list of 1 to 100 ids'],
        [{ panel: 'sona', participant_ids: Array(101).fill('1') }, BODY_LIST_TOO_LONG],
        [
          { panel: 'sona', participant_ids: ['ok', ' 1'] },
          'each participant id must be 1 to 64 letters, digits, underscores or hyphens',
        ],
        [
          { panel: 'sona', participant_ids: [7] },
          'each participant id must be 1 to 64 letters, digits, underscores or hyphens',
        ],
        [{ panel: 'x', participant_ids: ['1'] }, 'panel must be one of prolific, mturk, sona'],
      ] as const) {
        const bad = await sign_(body).expect(400);
        expect(bad.body.error).toBe(error);
      }
    });

    it.each([['abc'], ['g'.repeat(64)], [sign(SECRET, 'sona', '1').slice(1)], [42]])(
      'refuses sig %p with 400',
      async (sig) => {
        const res = await enter({ panel: 'sona', participant_id: '40127', sig });
        expect(res.status).toBe(400);
        expect(res.body.error).toBe(
          'sig must be 64 hexadecimal digits (HMAC-SHA256 of panel:participant_id)',
        );
      },
    );

    it.each([['short'], ['has space in it 0123456789'], [''], [1234567890123456]])(
      'refuses the secret %p with 400',
      async (secret) => {
        const res = await settings({ panel_link_secret: secret as string }).expect(400);
        expect(res.body.error).toBe(
          'panel_link_secret must be 16 to 128 letters, digits, underscores or hyphens, or null',
        );
      },
    );
  });
});
