import request from 'supertest';
import { AnalysisRoutes, ApiRoutes, type DmosResponse, type PairComparisonResponse } from '@vvq/contracts';
import { analysePairComparison, dmosTable, parseAcrHrCsv, parsePairCsv, seededRandom } from '@vvq/subjective';
import { DIALECTS } from './support/test-db.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const api = (path: string) => `/api${path}`;
const ADMIN = { email: 'methods-analyst@example.org', password: 'analysis-secret-1', name: 'Analyst' };

/* ACR-HR: one content, its reference rated 5 and 4, a processed clip rated 3 and 3 (DMOS 3.5, DV std 0.5). */
const ACR_HR = [
  'observer,presentation,content,is_reference,score',
  'ann,ref,c,1,5',
  'bob,ref,c,1,4',
  'ann,pvs,c,0,3',
  'bob,pvs,c,0,3',
].join('\n');

/** A seeded pair-comparison data set: 4 stimuli with planted Bradley–Terry strengths, 30 observers × 6 pairs. */
function pairCsv(): string {
  const random = seededRandom(42);
  const truth = [0, 0.6, 1.2, 1.8];
  const rows = ['observer,a,b,winner'];
  for (let s = 0; s < 30; s++)
    for (let k = 0; k < 6; k++) {
      const a = Math.floor(random() * 4);
      const b = (a + 1 + Math.floor(random() * 3)) % 4;
      const aWins = random() < 1 / (1 + Math.exp(truth[b] - truth[a]));
      rows.push(`o${s},s${a},s${b},${k === 5 && s % 10 === 0 ? 'tie' : aWins ? 'a' : 'b'}`);
    }
  return rows.join('\n');
}

describe.each(DIALECTS)('analysis upload of other test methods (%s)', (dialect) => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp(dialect, {
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ADMIN_NAME: ADMIN.name,
      LOGIN_RATE_LIMIT: '1000',
      LOGIN_RATE_LIMIT_PER_IP: '1000',
    });
    const login = await request(t.server)
      .post(api(ApiRoutes.admin.login))
      .send({ email: ADMIN.email, password: ADMIN.password })
      .expect(200);
    admin = `Bearer ${login.body.token as string}`;
  });

  afterAll(async () => {
    await t?.close();
  });

  const upload = (query: string) =>
    request(t.server)
      .post(`${api(AnalysisRoutes.upload)}?${query}`)
      .set('Authorization', admin);

  it('is for admins only', async () => {
    await request(t.server)
      .post(`${api(AnalysisRoutes.upload)}?method=pc`)
      .send({ csv: 'x' })
      .expect(401);
  });

  it('method=acr-hr answers the DMOS per presentation with both intervals, and sureal’s MLE on request', async () => {
    const res = await upload('method=acr-hr').set('Content-Type', 'text/csv').send(ACR_HR).expect(200);
    const body = res.body as DmosResponse;
    expect(body).toMatchObject({ method: 'acr-hr', reference_score: 5, observers: 2, ratings: 4 });
    const pvs = body.rows.find((r) => r.presentation === 'pvs')!;
    expect(pvs.dmos).toBeCloseTo(3.5, 12);
    expect(pvs.std).toBeCloseTo(0.5, 12);
    expect(pvs.sureal_std).toBe(0);
    expect(body.rows).toEqual(dmosTable(parseAcrHrCsv(ACR_HR)));
    expect(body.mle).toBeUndefined();

    const mle = await upload('method=acr-hr&model=mle').send({ csv: ACR_HR }).expect(200);
    expect((mle.body as DmosResponse).mle?.rows.map((r) => r.presentation)).toEqual(['pvs', 'ref']);
  });

  it('method=pc scales by Bradley–Terry (default) or Thurstone, like the engine, with screening', async () => {
    const csv = pairCsv();
    const bt = (await upload('method=pc').send({ csv }).expect(200)).body as PairComparisonResponse;
    expect(bt).toMatchObject({
      method: 'pc',
      model: 'bt',
      converged: true,
      identifiable: true,
      screening: true,
    });
    expect(bt.ties).toBeGreaterThan(0);
    expect(bt).toEqual(
      analysePairComparison({ judgements: parsePairCsv(csv, true), model: 'bt', screening: true }),
    );
    // Planted order s0 < s1 < s2 < s3.
    expect(bt.stimuli.map((s) => s.stimulus)).toEqual(['s0', 's1', 's2', 's3']);
    expect(bt.stimuli[3].score).toBeGreaterThan(bt.stimuli[0].score);

    const th = (
      await upload('method=pc&model=thurstone&screening=off').set('Content-Type', 'text/csv').send(csv)
    ).body as PairComparisonResponse;
    expect(th).toMatchObject({ model: 'thurstone', converged: true, screening: false, excluded: [] });
    expect(th).toEqual(
      analysePairComparison({ judgements: parsePairCsv(csv, true), model: 'thurstone', screening: false }),
    );
    // sureal's SLSQP point as sureal reports it: mean zero only to SLSQP's precision (it is not re-centred).
    expect(Math.abs(th.stimuli.reduce((s, x) => s + x.score, 0))).toBeLessThan(1e-4);
  });

  it('refuses bad input with a clear 400, never a 500', async () => {
    const noRef = await upload('method=acr-hr')
      .send({ csv: 'observer,presentation,content,is_reference,score\na,p,c,0,3\n' })
      .expect(400);
    expect(noRef.body.error).toBe("content 'c' has no reference (is_reference = 1) presentation");

    const wrongModel = await upload('method=pc&model=mle').send({ csv: pairCsv() }).expect(400);
    expect(wrongModel.body.message).toBe('model must be one of: bt, thurstone for method=pc');
    const acrPair = await upload('model=bt')
      .send({ csv: 'observer,presentation,score\na,p,3\n' })
      .expect(400);
    expect(acrPair.body.message).toBe(
      'model must be one of: mle, ordinal, sureal-mle, sureal-mle-co, sureal-p910 for method=acr',
    );
    const badMethod = await upload('method=mushra').send({ csv: ACR_HR }).expect(400);
    expect(JSON.stringify(badMethod.body.message)).toContain('method must be one of: acr, acr-hr, pc');

    const badRow = await upload('method=pc')
      .send({ csv: 'observer,a,b,winner\no,x,x,a\no,x,y,c\n' })
      .expect(400);
    expect(badRow.body.message).toEqual([
      "line 2: a and b are the same stimulus 'x'",
      "line 3: winner 'c' is not one of a, b, tie",
    ]);
    const empty = await upload('method=pc').send({ csv: '' }).expect(400);
    expect(empty.body.message).toContain('observer,a,b,winner');
  });

  it('says when the design has no finite scale instead of inventing one', async () => {
    const csv = 'observer,a,b,winner\no1,x,y,a\no2,x,y,a\no3,y,z,a\n';
    const body = (await upload('method=pc').send({ csv }).expect(200)).body as PairComparisonResponse;
    expect(body.identifiable).toBe(false);
  });
});
