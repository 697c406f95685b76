import request from 'supertest';
import { ApiRoutes } from '@vvq/contracts';
import { api } from './support/api-helpers.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { DIALECTS } from './support/test-db.js';

const ADMIN = { email: 'invisible-admin@example.org', password: 'admin-secret-42' };
const EMAIL_MESSAGE =
  'Email must not contain invisible characters (zero-width spaces, direction marks or other format characters)';
const NAME_MESSAGE =
  'Name must not contain invisible characters (zero-width spaces, direction marks or other format characters)';

/** Format characters (Unicode Cf) and other invisible ones, where an address or a name can hide them. */
const INVISIBLE: Array<[string, string]> = [
  ['a zero-width space at the end', 'ada.test@example.org\u200b'],
  ['a zero-width space inside', 'ada.te\u200bst@example.org'],
  ['a left-to-right mark', 'ada.test\u200e@example.org'],
  ['a byte-order mark at the end', 'ada.test@example.org\ufeff'],
  ['a byte-order mark inside', 'ada.test@exam\ufeffple.org'],
  ['a soft hyphen', 'ada.te\u00adst@example.org'],
  ['a right-to-left override', 'ada.test@\u202eexample.org'],
  ['a Hangul filler', 'ada.test\u3164@example.org'],
];

describe.each(DIALECTS)('invisible characters in e-mails and names (%s)', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(dialect, {
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SIGNUP_RATE_LIMIT_PER_HOUR: '1000',
      LOGIN_RATE_LIMIT: '1000',
      LOGIN_RATE_LIMIT_PER_IP: '1000',
    });
    await request(t.server)
      .post(api(ApiRoutes.signup))
      .send({ name: 'Ada Test', email: 'ada.test@example.org' })
      .expect(201);
  });

  afterAll(async () => {
    await t?.close();
  });

  const signup = (name: string, email: string) =>
    request(t.server).post(api(ApiRoutes.signup)).send({ name, email });

  it.each(INVISIBLE)('refuses a sign-up whose e-mail holds %s, naming the problem', async (_what, email) => {
    const res = await signup('Ada Test', email).expect(400);
    expect(res.body.error).toBe(EMAIL_MESSAGE);
  });

  it.each(INVISIBLE)('refuses a log-in and an admin log-in whose e-mail holds %s', async (_what, email) => {
    const login = await request(t.server).post(api(ApiRoutes.login)).send({ email }).expect(400);
    expect(login.body.error).toBe(EMAIL_MESSAGE);
    const admin = await request(t.server)
      .post(api(ApiRoutes.admin.login))
      .send({ email: email.replace('ada.test', 'invisible-admin'), password: ADMIN.password })
      .expect(400);
    expect(admin.body.error).toBe(EMAIL_MESSAGE);
  });

  it.each([
    ['a zero-width space', 'Ada\u200bLovelace'],
    ['a zero-width joiner', 'Ada Love\u200dlace'],
    ['a byte-order mark', 'Ada Lovelace\ufeff'],
    ['a right-to-left mark', '\u200fAda Lovelace'],
  ])('refuses a name holding %s, naming the problem', async (_what, name) => {
    const res = await signup(name, `name.${name.length}.${name.codePointAt(3)}@example.org`).expect(400);
    expect(res.body.error).toBe(NAME_MESSAGE);
    const contact = await request(t.server)
      .post(api(ApiRoutes.contact))
      .send({ name, email: 'someone@example.org', message: 'hello' })
      .expect(400);
    expect(contact.body.error).toBe(NAME_MESSAGE);
  });

  it('one account per address, whether the accent is composed (NFC) or decomposed (NFD)', async () => {
    const nfd = 'jose\u0301.test@example.org';
    const nfc = 'jos\u00e9.test@example.org';
    await signup('Jose Test', nfd).expect(201);
    const again = await signup('Jose Test', ` ${nfc} `).expect(409);
    expect(again.body.error).toBe('An account with this email already exists.');
    const a = await request(t.server).post(api(ApiRoutes.login)).send({ email: nfc }).expect(200);
    const b = await request(t.server).post(api(ApiRoutes.login)).send({ email: nfd }).expect(200);
    expect(b.body.user_id).toBe(a.body.user_id);
    const [row] = (await t.dataSource.query('SELECT email FROM users WHERE id = ?', [
      a.body.user_id,
    ])) as Array<{
      email: string;
    }>;
    expect(row.email).toBe(nfc);
  });

  it('stores a contact name in NFC, trimmed', async () => {
    await request(t.server)
      .post(api(ApiRoutes.contact))
      .send({ name: '  Jose\u0301 Test ', email: 'jose\u0301.contact@example.org', message: 'hello' })
      .expect(201);
    const rows = (await t.dataSource.query(
      "SELECT name, email FROM contact_messages WHERE message = 'hello'",
    )) as Array<{ name: string; email: string }>;
    expect(rows).toEqual([{ name: 'Jos\u00e9 Test', email: 'jos\u00e9.contact@example.org' }]);
  });

  it('still takes ordinary spaces around an address and inside a name', async () => {
    await signup('  Grace   Hopper ', '  grace.test@example.org ').expect(201);
  });
});
