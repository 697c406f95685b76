import { getMetadataStorage } from 'class-validator';
import request from 'supertest';
import {
  codePointLength,
  COMMENTS_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  MESSAGE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  type SessionStartResponse,
} from '@vvq/contracts';
import { MAX_CODE_POINTS } from '../src/common/dto/max-code-points.validator.js';
import { EnvironmentCheckDto } from '../src/modules/environment-check/dto/environment-check.dto.js';
import { EnvironmentCheck } from '../src/modules/environment-check/environment-check.entity.js';
import { ContactDto } from '../src/modules/messages/dto/contact.dto.js';
import { ContactMessageEntity } from '../src/modules/messages/contact-message.entity.js';
import { PanelEnterDto } from '../src/modules/participants/dto/panel-enter.dto.js';
import { SignupDto } from '../src/modules/participants/dto/signup.dto.js';
import { QuestionnaireDto } from '../src/modules/questionnaires/dto/questionnaire.dto.js';
import { RatingDto } from '../src/modules/ratings/dto/rating.dto.js';
import { User } from '../src/modules/participants/user.entity.js';
import { Questionnaire } from '../src/modules/questionnaires/questionnaire.entity.js';
import { Rating } from '../src/modules/ratings/rating.entity.js';
import {
  api,
  bearer,
  insertVideos,
  signupAndLogin,
  uniqueEmail,
  validQuestionnaire,
  type Participant,
} from './support/api-helpers.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { DIALECTS } from './support/test-db.js';

const ADMIN = { email: 'text.admin@example.org', password: 'text admin password' };
/** One code point each as the validator used to count them, two as the database stores them. */
const VS16 = 'a\uFE0F';
/** One code point, two UTF-16 units, four bytes in utf8mb4. */
const EMOJI = '\u{1F600}';
const invalid = (field: string) => ({
  statusCode: 400,
  error: `${field} is not valid Unicode text`,
  message: `${field} is not valid Unicode text`,
});
const tooLong = (text: string) => ({ statusCode: 400, error: text, message: [text] });
/** A MariaDB TEXT holds 65,535 bytes: 16,383 code points of four bytes each in utf8mb4. */
const TEXT_CODE_POINTS = Math.floor(65_535 / 4);

/** The most code points a DTO lets through for `property`: MaxCodePoints, the longest IsIn option or a {n} pattern. */
function dtoLimit(dto: new () => object, property: string): number | null {
  const metas = getMetadataStorage()
    .getTargetValidationMetadatas(dto, '', true, false)
    .filter((m) => m.propertyName === property);
  for (const m of metas) {
    if (m.name === MAX_CODE_POINTS) return m.constraints[0] as number;
    if (m.name === 'isIn')
      return Math.max(...(m.constraints[0] as unknown[]).map((v) => codePointLength(String(v))));
    // A pattern of one character class repeated {n} or {m,n} times, e.g. the consent version's /^[0-9a-f]{16}$/.
    const bounded =
      m.name === 'matches'
        ? /^\^\[[^\]]+\]\{(\d+)(?:,(\d+))?\}\$$/.exec((m.constraints[0] as RegExp).source)
        : null;
    if (bounded) return Number(bounded[2] ?? bounded[1]);
  }
  return null;
}

/** Invalid UTF-16 → 400, not a URIError 500; and the validated length is the stored length. */
describe.each(DIALECTS)('text fields: valid Unicode and stored lengths (%s)', (dialect) => {
  let t: TestApp;
  let p: Participant;
  let session: SessionStartResponse;
  beforeAll(async () => {
    t = await startTestApp(dialect, {
      CONTACT_RATE_LIMIT_PER_HOUR: '1000',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    });
    await insertVideos(t.dataSource, 10, 'text');
    p = await signupAndLogin(t);
    const res = await request(t.server)
      .post(api('/v2/session/start'))
      .set(bearer(p.token))
      .send({ userId: p.user_id })
      .expect(200);
    session = res.body as SessionStartResponse;
  });
  afterAll(async () => {
    await t?.close();
  });

  const contact = (body: object) => request(t.server).post(api('/contact')).send(body);
  const rate = (body: object) =>
    request(t.server)
      .post(api('/v2/ratings'))
      .set(bearer(p.token))
      .send({ clarity: 4, interaction: 3, depth: 2, overall: 5, ...body });

  describe('a lone surrogate in any string field is a 400 naming the field', () => {
    const email = 'ada@example.org';
    it.each([
      ['/signup', { name: 'Ada', email: '\ud800x' }, 'email'],
      ['/signup', { name: 'Ada\udc00', email }, 'name'],
      ['/login', { email: '\ud800x' }, 'email'],
      ['/contact', { name: 'Ada', email: '\ud800x', message: 'hi' }, 'email'],
      ['/contact', { name: '\udbff', email, message: 'hi' }, 'name'],
      ['/contact', { name: 'Ada', email, message: 'x\udc00\ud800' }, 'message'],
      ['/admin/login', { email: '\ud800@example.org', password: 'x' }, 'email'],
      ['/admin/login', { email: ADMIN.email, password: 'pass\ud800' }, 'password'],
    ])('POST %s %j', async (path, body, field) => {
      const res = await request(t.server).post(api(path)).send(body);
      expect(res.body).toEqual(invalid(field));
    });

    it('in participant routes, nested values and field names too', async () => {
      const q = await request(t.server)
        .post(api('/questionnaire'))
        .set(bearer(p.token))
        .send({ ...validQuestionnaire(p.user_id), experience: 'VR \ud800' });
      expect(q.body).toEqual(invalid('experience'));
      const r = await rate({ trialId: session.videos[0]!.trial_id, comments: '\udfff' });
      expect(r.body).toEqual(invalid('comments'));
      const nested = await request(t.server)
        .post(api('/login'))
        .send({ email: { a: ['ok', '\ud800'] } });
      expect(nested.body).toEqual(invalid('email.a[1]'));
      const key = await request(t.server)
        .post(api('/login'))
        .set('Content-Type', 'application/json')
        .send('{"\\ud800":1}');
      expect(key.body.error).toBe('Request body has a field name that is not valid Unicode text');
      expect(key.status).toBe(400);
    });

    it('while well-formed pairs and non-BMP text stay valid', async () => {
      const res = await contact({
        name: `Ada ${EMOJI}`,
        email: uniqueEmail('pair'),
        message: `\ud83d\ude00 ok`,
      });
      expect(res.status).toBe(201);
    });
  });

  describe('lengths are counted in code points, as both databases store them', () => {
    it('every text column a DTO writes is at least as long as the DTO allows', async () => {
      const pairs: Array<[new () => object, new () => object]> = [
        [ContactDto, ContactMessageEntity],
        [SignupDto, User],
        [QuestionnaireDto, Questionnaire],
        [RatingDto, Rating],
        [EnvironmentCheckDto, EnvironmentCheck],
        [PanelEnterDto, User],
      ];
      const problems: string[] = [];
      const checked: string[] = [];
      for (const [dto, entity] of pairs) {
        const meta = t.dataSource.getMetadata(entity);
        // MariaDB: the live schema; SQLite declares the same types but does not enforce them (the DTO must).
        const live =
          dialect === 'mysql'
            ? new Map(
                (
                  (await t.dataSource.query(
                    'SELECT COLUMN_NAME AS c, DATA_TYPE AS d, CHARACTER_MAXIMUM_LENGTH AS n FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = ?',
                    [meta.tableName],
                  )) as Array<{ c: string; d: string; n: number | string }>
                ).map((r) => [r.c, r.d === 'text' ? TEXT_CODE_POINTS : Number(r.n)]),
              )
            : null;
        for (const column of meta.columns) {
          if (!['varchar', 'text', String].includes(column.type as never)) continue;
          const declared = column.type === 'text' ? TEXT_CODE_POINTS : Number(column.length);
          const capacity = live ? live.get(column.databaseName)! : declared;
          const dtoHasIt = getMetadataStorage()
            .getTargetValidationMetadatas(dto, '', true, false)
            .some((m) => m.propertyName === column.propertyName);
          if (!dtoHasIt) continue;
          checked.push(`${dto.name}.${column.propertyName}`);
          const limit = dtoLimit(dto, column.propertyName);
          if (limit === null || limit > capacity) {
            problems.push(
              `${dto.name}.${column.propertyName}: DTO allows ${limit ?? 'any length'}, column holds ${capacity}`,
            );
          }
        }
      }
      expect(problems).toEqual([]);
      // contact 3, signup 2, questionnaire 12 (experience, the ten choices, consent_version), rating comments,
      // environment check 4 (browser, user_agent, mime_types, test_clips),
      // panel entry 1 (panel; its ids go to the panel_* columns of 64, the length PANEL_ID_PATTERN allows).
      expect(checked).toHaveLength(23);
    });

    it(`contact name: ${NAME_MAX_LENGTH} × "a\\uFE0F" is too long; ${NAME_MAX_LENGTH} emoji are stored whole`, async () => {
      const text = `Name must be at most ${NAME_MAX_LENGTH} characters`;
      expect(
        (await contact({ name: VS16.repeat(NAME_MAX_LENGTH), email: uniqueEmail('n'), message: 'hi' })).body,
      ).toEqual(tooLong(text));
      expect(
        (await contact({ name: EMOJI.repeat(NAME_MAX_LENGTH + 1), email: uniqueEmail('n'), message: 'hi' }))
          .body,
      ).toEqual(tooLong(text));
      const email = uniqueEmail('n');
      await contact({ name: EMOJI.repeat(NAME_MAX_LENGTH), email, message: 'hi' }).expect(201);
      const row = await t.dataSource.getRepository(ContactMessageEntity).findOneByOrFail({ email });
      expect(row.name).toBe(EMOJI.repeat(NAME_MAX_LENGTH));
    });

    it(`contact message: ${MESSAGE_MAX_LENGTH} × "a\\uFE0F" is too long; ${MESSAGE_MAX_LENGTH} emoji are stored whole`, async () => {
      const text = `Message must be at most ${MESSAGE_MAX_LENGTH} characters`;
      expect(
        (await contact({ name: 'Ada', email: uniqueEmail('m'), message: VS16.repeat(MESSAGE_MAX_LENGTH) }))
          .body,
      ).toEqual(tooLong(text));
      const email = uniqueEmail('m');
      await contact({ name: 'Ada', email, message: EMOJI.repeat(MESSAGE_MAX_LENGTH) }).expect(201);
      const row = await t.dataSource.getRepository(ContactMessageEntity).findOneByOrFail({ email });
      expect(row.message).toBe(EMOJI.repeat(MESSAGE_MAX_LENGTH));
    });

    it(`rating comments: ${COMMENTS_MAX_LENGTH} × "a\\uFE0F" is too long; ${COMMENTS_MAX_LENGTH} emoji are stored whole`, async () => {
      const text = `Comments must be at most ${COMMENTS_MAX_LENGTH} characters`;
      const trialId = session.videos[1]!.trial_id;
      expect((await rate({ trialId, comments: VS16.repeat(COMMENTS_MAX_LENGTH) })).body).toEqual(
        tooLong(text),
      );
      await rate({ trialId, comments: EMOJI.repeat(COMMENTS_MAX_LENGTH) }).expect(201);
      const row = await t.dataSource.getRepository(Rating).findOneByOrFail({ trial_id: trialId });
      expect(row.comments).toBe(EMOJI.repeat(COMMENTS_MAX_LENGTH));
    });

    it('questionnaire experience: 1000 × "a\\uFE0F" (one word) is too long; 1000 emoji are stored whole', async () => {
      const who = await signupAndLogin(t);
      const submit = (experience: string) =>
        request(t.server)
          .post(api('/questionnaire'))
          .set(bearer(who.token))
          .send({ ...validQuestionnaire(who.user_id), experience });
      expect((await submit(VS16.repeat(1000))).body).toEqual(tooLong('Maximum limit is 50 words!'));
      await submit(EMOJI.repeat(1000)).expect(201);
      const row = await t.dataSource.getRepository(Questionnaire).findOneByOrFail({ user_id: who.user_id });
      expect(row.experience).toBe(EMOJI.repeat(1000));
    });

    it(`e-mail: measured lower-cased, as stored ('İ' becomes two code points); ${EMAIL_MAX_LENGTH} fit`, async () => {
      // 32 × 'İ' is the longest local part (64 bytes); the domain fills the address up to 254 characters.
      const domain = (length: number) => {
        const labels: string[] = [];
        let rest = length - '.org'.length;
        for (; rest > 63; rest -= 63) labels.push('d'.repeat(62));
        return `${[...labels, 'd'.repeat(rest)].join('.')}.org`;
      };
      const grows = `${'İ'.repeat(32)}@${domain(EMAIL_MAX_LENGTH - 33)}`;
      expect(grows.length).toBe(EMAIL_MAX_LENGTH);
      const res = await request(t.server).post(api('/signup')).send({ name: 'Ada', email: grows });
      expect(res.body).toEqual(tooLong('Please enter a valid email'));
      const fits = `${'İ'.repeat(16)}@${domain(EMAIL_MAX_LENGTH - 17 - 16)}`;
      expect(fits.toLowerCase().length).toBe(EMAIL_MAX_LENGTH);
      await request(t.server).post(api('/signup')).send({ name: 'Ada', email: fits }).expect(201);
      const row = await t.dataSource.getRepository(User).findOneByOrFail({ email: fits.toLowerCase() });
      expect(row.email).toBe(fits.toLowerCase());
    });
  });
});
