import request from 'supertest';
import { Questionnaire } from '../src/modules/questionnaires/questionnaire.entity.js';
import { api, bearer, signupAndLogin, validQuestionnaire, type Participant } from './support/api-helpers.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { DIALECTS } from './support/test-db.js';

describe.each(DIALECTS)('questionnaire (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  const submit = (p: Participant, body: object) =>
    request(t.server).post(api('/questionnaire')).set(bearer(p.token)).send(body);

  it('reports not submitted, accepts a valid form once (consent stored as 1), then reports submitted', async () => {
    const p = await signupAndLogin(t, 'Quinn');
    const before = await request(t.server)
      .get(api(`/check-questionnaire/${p.user_id}`))
      .set(bearer(p.token))
      .expect(200);
    expect(before.body).toEqual({ hasSubmitted: false });
    const res = await submit(p, validQuestionnaire(p.user_id)).expect(201);
    expect(res.body).toEqual({ message: 'Questionnaire submitted successfully!', id: expect.any(Number) });
    const stored = await t.dataSource.getRepository(Questionnaire).findOneByOrFail({ user_id: p.user_id });
    expect(stored).toMatchObject({
      id: res.body.id,
      age: 30,
      gender: 'Female',
      consent: 1,
      quiz2: 'Using multiple cameras and depth sensors',
    });
    const after = await request(t.server)
      .get(api(`/check-questionnaire/${p.user_id}`))
      .set(bearer(p.token))
      .expect(200);
    expect(after.body).toEqual({ hasSubmitted: true });
  });

  it('refuses a second submission with 409 and changes nothing', async () => {
    const p = await signupAndLogin(t, 'Rita');
    await submit(p, validQuestionnaire(p.user_id)).expect(201);
    const res = await submit(p, { ...validQuestionnaire(p.user_id), age: 77 }).expect(409);
    expect(res.body.error).toBe('Questionnaire already submitted.');
    const rows = await t.dataSource.getRepository(Questionnaire).findBy({ user_id: p.user_id });
    expect(rows).toHaveLength(1);
    expect(rows[0].age).toBe(30);
  });

  it('stores exactly one questionnaire when 10 submissions race', async () => {
    const p = await signupAndLogin(t, 'Sam');
    const results = await Promise.all(
      Array.from({ length: 10 }, () => submit(p, validQuestionnaire(p.user_id))),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(9);
    expect(await t.dataSource.getRepository(Questionnaire).countBy({ user_id: p.user_id })).toBe(1);
  });

  it.each([
    ['age', 'Age is required'],
    ['gender', 'Gender is required'],
    ['education', 'Education is required'],
    ['field_of_study', 'Field of Study is required'],
    ['familiarity', 'Familiarity is required'],
    ['understanding', 'Understanding is required'],
    ['technical_knowledge', 'Technical Knowledge is required'],
    ['quality_metrics', 'Quality Metrics familiarity is required'],
    ['previous_participation', 'Previous Participation is required'],
    ['quiz1', 'Quiz 1 is required'],
    ['quiz2', 'Quiz 2 is required'],
    ['quiz3', 'Quiz 3 is required'],
    ['consent', 'You must agree to participate in this study'],
  ])('requires %s with the form message', async (field, message) => {
    const p = await signupAndLogin(t);
    const body: Record<string, unknown> = { ...validQuestionnaire(p.user_id) };
    delete body[field];
    const res = await submit(p, body).expect(400);
    expect(res.body).toMatchObject({ statusCode: 400, error: message });
    const blank = await submit(p, { ...validQuestionnaire(p.user_id), [field]: '' }).expect(400);
    expect(blank.body.error).toBe(message);
  });

  it.each([
    [{ age: 15 }, 'Age must be between 16 and 120'],
    [{ age: 121 }, 'Age must be between 16 and 120'],
    [{ age: 30.5 }, 'Age must be a whole number'],
    [{ age: 'thirty' }, 'Age must be a whole number'],
    [{ understanding: 0 }, 'Understanding must be a whole number from 1 to 5'],
    [{ understanding: 6 }, 'Understanding must be a whole number from 1 to 5'],
    [{ understanding: 2.5 }, 'Understanding must be a whole number from 1 to 5'],
    [{ gender: 'Robot' }, 'Gender must be one of: Male, Female, Non-binary, Prefer not to say, Other'],
    [{ quiz1: 'Captures 4D space' }, 'Quiz 1 must be one of the offered answers'],
    [{ previous_participation: 'Maybe' }, 'Previous Participation must be Yes or No'],
    [{ consent: false }, 'You must agree to participate in this study'],
    [{ consent: 'true' }, 'You must agree to participate in this study'],
    [{ experience: Array.from({ length: 51 }, (_, i) => `w${i}`).join(' ') }, 'Maximum limit is 50 words!'],
    [{ extra: 1 }, 'property extra should not exist'],
  ])('refuses %p with %p', async (patch, message) => {
    const p = await signupAndLogin(t);
    const res = await submit(p, { ...validQuestionnaire(p.user_id), ...patch }).expect(400);
    expect(res.body.error).toBe(message);
    expect(await t.dataSource.getRepository(Questionnaire).countBy({ user_id: p.user_id })).toBe(0);
  });

  it('accepts the boundaries: age 16 and 120, understanding 1 and 5, exactly 50 words, no experience', async () => {
    const fifty = Array.from({ length: 50 }, (_, i) => `w${i}`).join('  \n ');
    const cases = [
      { age: 16, understanding: 1, experience: fifty },
      { age: 120, understanding: 5, experience: null },
      { age: '45', understanding: '3', experience: '   ' },
    ];
    for (const patch of cases) {
      const p = await signupAndLogin(t);
      await submit(p, { ...validQuestionnaire(p.user_id), ...patch }).expect(201);
    }
    const blank = await t.dataSource.getRepository(Questionnaire).findOneByOrFail({ age: 45 });
    expect(blank.experience).toBeNull();
    expect(blank.understanding).toBe(3);
  });

  it("refuses another participant's user_id (403) and unauthenticated calls (401)", async () => {
    const p = await signupAndLogin(t);
    const other = await signupAndLogin(t);
    await submit(p, validQuestionnaire(other.user_id)).expect(403);
    await request(t.server)
      .get(api(`/check-questionnaire/${other.user_id}`))
      .set(bearer(p.token))
      .expect(403);
    await request(t.server).post(api('/questionnaire')).send(validQuestionnaire(p.user_id)).expect(401);
    await request(t.server)
      .get(api(`/check-questionnaire/${p.user_id}`))
      .expect(401);
    expect(await t.dataSource.getRepository(Questionnaire).countBy({ user_id: other.user_id })).toBe(0);
  });
});
