import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { read, utils } from 'xlsx';
import {
  ANALYSIS_UPLOAD_MAX_BYTES,
  AnalysisRoutes,
  ApiRoutes,
  type AnalysisResponse,
  type AssignedVideo,
} from '@vvq/contracts';
import { AnalysisDataRepository } from '../src/modules/analysis/analysis-data.repository.js';
import { csvRecords } from '@vvq/subjective';
import { Video } from '../src/modules/videos/video.entity.js';
import { DIALECTS } from './support/test-db.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { validQuestionnaire } from './support/api-helpers.js';

const api = (path: string) => `/api${path}`;
const ADMIN = { email: 'analyst@example.org', password: 'analysis-secret-1', name: 'Analyst' };

/*
 * The worked example of libs/subjective/src/__tests__/bt500-screening.spec.ts, seeded through the real API: 4 catalogue videos,
 * so every participant is assigned all four. overall scores:
 *   V1 = {A 1, B 1, C 1, D 2, Y 2, X 5}  ū 2, S √2, β₂ 3.5 → k 2, ū+2S = 4.83 → X: P
 *   V2 = {A 5, B 5, C 5, D 4, Y 4, X 1}  ū 4, ū−2S = 1.17 → X: Q
 *   V3 = {A 1, B 1, C 2, D 2, X 1, Y 5}  → Y: P          V4 = {A 1, B 1, C 1, D 2, X 2, Y 5} → Y: P
 * X: (1+1)/4 = 0.5 > 0.05, |1−1|/2 = 0 < 0.3 → rejected; Y: 2/4 but |2−0|/2 = 1 → kept.
 * clarity = 6 − overall, so the dimension switch is visible (V1 clarity MOS = 6 − 2 = 4).
 */
const OVERALL: Record<string, Record<string, number>> = {
  V1: { A: 1, B: 1, C: 1, D: 2, Y: 2, X: 5 },
  V2: { A: 5, B: 5, C: 5, D: 4, Y: 4, X: 1 },
  V3: { A: 1, B: 1, C: 2, D: 2, X: 1, Y: 5 },
  V4: { A: 1, B: 1, C: 1, D: 2, X: 2, Y: 5 },
};
const OBSERVERS = ['A', 'B', 'C', 'D', 'X', 'Y'];
const CATALOGUE = [
  { label: 'V1', content: 'c1', view: 'front', compression_type: 'tex', qp: '30' },
  { label: 'V2', content: 'c1', view: 'side', compression_type: 'tex', qp: '30' },
  { label: 'V3', content: 'c2', view: 'front', compression_type: 'geo', qp: '50' },
  { label: 'V4', content: 'c2', view: 'front', compression_type: 'geo', qp: '55' },
];

/** A free-text answer that a spreadsheet would run as a formula: the exports must neutralise it. */
const FORMULA_EXPERIENCE = '=cmd|calc';
/**
 * Comments that become formula cells in a spreadsheet reading the CSV with `;` or tab separators (no
 * participant text may run as a formula).
 */
const COMMENTS: Record<string, string> = {
  X: '=HYPERLINK("http://evil")',
  Y: 'x;=1+1;y',
  A: '@SUM(A1)',
  B: 'a\t=1+1',
  // A quoted field protects only a cell its quote opens: split at `;` or a line break, these started live cells.
  C: 'great;=WEBSERVICE(CHAR(104)&CHAR(116)&A2);',
  D: 'fine\n=1+1;',
};

/** A cell a spreadsheet would run, after any blanks or quote marks it drops (numbers, e.g. -1.5, are numbers). */
const LIVE_CELL = /^[\s"]*[=+\-@＝＋－＠]/u;
const NUMBER_CELL = /^-?\d+(\.\d+)?(e[+-]?\d+)?$/i;

function parseCsv(text: string): Record<string, string>[] {
  const [header, ...rows] = [...csvRecords(text)].map((r) => r.fields);
  return rows.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i]])));
}

function binary(res: request.Response, cb: (err: Error | null, body: Buffer) => void) {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => cb(null, Buffer.concat(chunks)));
}

describe.each(DIALECTS)('analysis API (%s)', (dialect) => {
  let t: TestApp;
  let admin: string;
  let participantToken: string;
  const userIds: Record<string, number> = {};
  const videoIds: Record<string, number> = {};

  beforeAll(async () => {
    t = await startTestApp(dialect, {
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ADMIN_NAME: ADMIN.name,
      LOGIN_RATE_LIMIT: '1000',
      LOGIN_RATE_LIMIT_PER_IP: '1000',
    });
    // The catalogue is configuration, not participant data: inserted directly.
    for (const v of CATALOGUE) {
      const saved = await t.dataSource
        .getRepository(Video)
        .save({ ...v, url: `/media/catalogue/${v.label}.mp4` });
      videoIds[v.label] = saved.id;
    }
    for (const o of OBSERVERS) {
      const email = `observer.${o.toLowerCase()}@example.org`;
      await request(t.server)
        .post(api(ApiRoutes.signup))
        .send({ name: `Observer ${o}`, email })
        .expect(201);
      const login = await request(t.server).post(api(ApiRoutes.login)).send({ email }).expect(200);
      const { user_id, token } = login.body as { user_id: number; token: string };
      userIds[o] = user_id;
      participantToken = token;
      const auth = { Authorization: `Bearer ${token}` };
      await request(t.server)
        .post(api(ApiRoutes.questionnaire))
        .set(auth)
        .send({ ...validQuestionnaire(user_id), experience: FORMULA_EXPERIENCE })
        .expect(201);
      const session = await request(t.server)
        .post(api(ApiRoutes.sessionStart))
        .set(auth)
        .send({ userId: user_id });
      expect(session.status).toBeLessThan(300);
      const videos = session.body.videos as AssignedVideo[];
      expect(videos.map((v) => v.label).sort()).toEqual(['V1', 'V2', 'V3', 'V4']);
      for (const v of videos) {
        const overall = OVERALL[v.label][o];
        await request(t.server)
          .post(api(ApiRoutes.ratings))
          .set(auth)
          .send({
            trialId: v.trial_id,
            clarity: 6 - overall,
            interaction: 3,
            depth: 3,
            overall,
            comments: v.label === 'V1' ? (COMMENTS[o] ?? null) : null,
            viewport_width: 1280,
            played_to_end: true,
          })
          .expect(201);
      }
    }
    const adminLogin = await request(t.server)
      .post(api(ApiRoutes.admin.login))
      .send({ email: ADMIN.email, password: ADMIN.password })
      .expect(200);
    admin = `Bearer ${adminLogin.body.token as string}`;
  });

  afterAll(async () => {
    await t?.close();
  });

  it('is for admins only', async () => {
    await request(t.server).get(api(AnalysisRoutes.analysis)).expect(401);
    const res = await request(t.server)
      .get(api(AnalysisRoutes.analysis))
      .set('Authorization', `Bearer ${participantToken}`);
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('Admin access required');
    await request(t.server).get(api(AnalysisRoutes.rawCsv)).expect(401);
  });

  it('screens per video: X rejected, Y kept, statistics with and without X', async () => {
    const res = await request(t.server)
      .get(api(AnalysisRoutes.analysis))
      .set('Authorization', admin)
      .expect(200);
    const body = res.body as AnalysisResponse;
    const x = body.screening.observers.find((o) => o.rejected)!;
    expect(body.screening.rejected).toHaveLength(1);
    expect(x).toMatchObject({ p: 1, q: 1, denominator: 4, ratio: 0.5, asymmetry: 0 });
    expect(body.observers.find((o) => o.observer === x.observer)!.user_id).toBe(userIds.X);
    expect(x.observer).toMatch(/^P[0-9a-f]{12}$/);
    const y = body.observers.find((o) => o.user_id === userIds.Y)!;
    expect(body.screening.observers.find((o) => o.observer === y.observer)).toMatchObject({
      p: 2,
      q: 0,
      rejected: false,
    });
    // V1: all (1+1+1+2+2+5)/6 = 2; without X (1+1+1+2+2)/5 = 1.4. SD all: Σd² = 12 → √(12/5) = 1.5491933.
    const v1 = body.videos.find((v) => v.video_id === videoIds.V1)!;
    expect(v1).toMatchObject({ content: 'c1', view: 'front', compression_type: 'tex', qp: '30' });
    expect(v1.all.mos).toBe(2);
    expect(v1.all.sd).toBeCloseTo(1.5491933, 6);
    expect(v1.all.ci95_high! - 2).toBeCloseTo((1.95996 * 1.5491933) / Math.sqrt(6), 6);
    expect(v1.screened!.mos).toBeCloseTo(1.4, 12);
    // c1 · tex · 30 = V1 ∪ V2: all 36/12 = 3; without X 30/10 = 3, 5 valid observers → warning (< 15).
    const k1 = body.conditions.find((c) => c.kind === 'compression' && c.content === 'c1')!;
    expect(k1).toMatchObject({
      observers: 6,
      valid_observers: 5,
      all: { n: 12, mos: 3 },
      screened: { n: 10, mos: 3 },
    });
    expect(body.warnings.some((w) => w.condition === 'c1 · tex · QP 30' && w.valid_observers === 5)).toBe(
      true,
    );
    expect(body.totals).toEqual({ ratings: 24, observers: 6, videos: 4 });
  });

  it('switches dimension, unit, screening and denominator', async () => {
    const clarity = (
      await request(t.server)
        .get(api(AnalysisRoutes.analysis))
        .query({ dimension: 'clarity', screening: 'off' })
        .set('Authorization', admin)
        .expect(200)
    ).body as AnalysisResponse;
    expect(clarity.videos.find((v) => v.video_id === videoIds.V1)!.all.mos).toBe(4);
    expect(clarity.screening.enabled).toBe(false);
    expect(clarity.videos[0].screened).toBeNull();

    // unit = condition: V1 ∪ V2 = {1,1,1,2,2,5,5,5,5,4,4,1}, β₂ = 11/9 < 2 → k = √20 → no flags; E = 3, R = 2.
    // X bias: (+2 −2 −1 +0)/4 = −0.25.
    const cond = (
      await request(t.server)
        .get(api(AnalysisRoutes.analysis))
        .query({ unit: 'condition' })
        .set('Authorization', admin)
        .expect(200)
    ).body as AnalysisResponse;
    expect(cond.screening).toMatchObject({
      unit: 'condition',
      presentations: 3,
      max_repetitions: 2,
      rejected: [],
    });
    expect(cond.observers.find((o) => o.user_id === userIds.X)!.bias).toBeCloseTo(-0.25, 12);

    const own = (
      await request(t.server)
        .get(api(AnalysisRoutes.analysis))
        .query({ denominator: 'observer' })
        .set('Authorization', admin)
        .expect(200)
    ).body as AnalysisResponse;
    expect(own.screening.denominator).toBe('observer');
    expect(own.screening.rejected.map((o) => o.denominator)).toEqual([4]);
  });

  it('answers bad options with a 400 naming the problem', async () => {
    const res = await request(t.server)
      .get(api(AnalysisRoutes.analysis))
      .query({ dimension: 'colour' })
      .set('Authorization', admin)
      .expect(400);
    expect(res.body.error).toBe('dimension must be one of: clarity, interaction, depth, overall');
    await request(t.server)
      .get(api(AnalysisRoutes.analysis))
      .query({ unit: 'frame' })
      .set('Authorization', admin)
      .expect(400);
  });

  it('analyses an uploaded CSV (text/csv or JSON) and reports line-numbered errors', async () => {
    const csv = [
      'observer,presentation,score',
      ...Object.entries(OVERALL).flatMap(([p, row]) => Object.entries(row).map(([o, s]) => `${o},${p},${s}`)),
    ].join('\r\n');
    const res = await request(t.server)
      .post(api(AnalysisRoutes.upload))
      .set('Authorization', admin)
      .set('Content-Type', 'text/csv')
      .send(csv)
      .expect(200);
    const body = res.body as AnalysisResponse;
    expect(body.source).toBe('upload');
    expect(body.screening.rejected.map((o) => o.observer)).toEqual(['X']);
    expect(body.videos.find((v) => v.presentation === 'V2')!.screened!.mos).toBeCloseTo(4.6, 12);

    const json = await request(t.server)
      .post(api(AnalysisRoutes.upload))
      .set('Authorization', admin)
      .send({ csv })
      .expect(200);
    expect((json.body as AnalysisResponse).totals.ratings).toBe(24);

    const bad = await request(t.server)
      .post(api(AnalysisRoutes.upload))
      .set('Authorization', admin)
      .set('Content-Type', 'text/csv')
      .send('observer,presentation,score\nA,V1,4\nB,V1,x\n')
      .expect(400);
    expect(bad.body).toEqual({
      statusCode: 400,
      error: "line 3: score 'x' is not a number",
      message: ["line 3: score 'x' is not a number"],
    });
    const huge = await request(t.server)
      .post(api(AnalysisRoutes.upload))
      .set('Authorization', admin)
      .set('Content-Type', 'text/csv')
      .send(`observer,presentation,score\n${'A,V1,3\n'.repeat(Math.ceil(ANALYSIS_UPLOAD_MAX_BYTES / 7))}`);
    expect(huge.status).toBe(413);
    expect(huge.body.statusCode).toBe(413);
    const empty = await request(t.server)
      .post(api(AnalysisRoutes.upload))
      .set('Authorization', admin)
      .send({ csv: '' })
      .expect(400);
    expect(empty.body.error).toContain('text/csv');
  });

  it('exports raw ratings as streamed CSV: pseudonymous, neutralised, one row per rating', async () => {
    const res = await request(t.server)
      .get(api(AnalysisRoutes.rawCsv))
      .set('Authorization', admin)
      .expect(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toBe('attachment; filename="vvq-raw-ratings.csv"');
    const rows = parseCsv(res.text);
    expect(rows).toHaveLength(24);
    expect(res.text).not.toContain('@example.org');
    expect(res.text).not.toContain('Observer X');
    const analysis = (await request(t.server).get(api(AnalysisRoutes.analysis)).set('Authorization', admin))
      .body as AnalysisResponse;
    const xId = analysis.observers.find((o) => o.user_id === userIds.X)!.observer;
    const xV1 = rows.find((r) => r.observer === xId && r.video_id === String(videoIds.V1))!;
    expect(xV1).toMatchObject({
      overall: '5',
      clarity: '1',
      content: 'c1',
      qp: '30',
      viewport_width: '1280',
      played_to_end: '1',
    });
    expect(xV1.comments).toBe('\'=HYPERLINK("http://evil")');
    expect(xV1.experience).toBe("'=cmd|calc");
    // Separators of other locales inside a field: quoted, so `;` or tab imports keep it one text cell.
    const v1 = (o: string) =>
      rows.find(
        (r) =>
          r.observer === analysis.observers.find((b) => b.user_id === userIds[o])!.observer &&
          r.video_id === String(videoIds.V1),
      )!;
    // … and a formula after such a separator gets its apostrophe too: quoting alone left `=1+1` a cell under `;`.
    expect(res.text).toContain(`"x;'=1+1;y"`);
    expect(v1('Y').comments).toBe("x;'=1+1;y");
    expect(res.text).toContain(`"a\t'=1+1"`);
    expect(v1('C').comments).toBe("great;'=WEBSERVICE(CHAR(104)&CHAR(116)&A2);");
    expect(v1('D').comments).toBe("fine\n'=1+1;");
    // Whatever a reader splits at (`,` `;` tab CR LF, quotes honoured or not), no cell of the file runs.
    const live = res.text.split(/[,;\t\r\n]/).filter((c) => LIVE_CELL.test(c) && !NUMBER_CELL.test(c));
    expect(live).toEqual([]);
    // (Comments are stored trimmed; formulas after leading whitespace are covered by the shared rule's unit tests.)
    expect(v1('A').comments).toBe("'@SUM(A1)");
    // Numbers in numeric columns stay plain numbers.
    expect(xV1.overall).toBe('5');
    expect(xV1.gender).toBe('Female');
    expect(xV1.rated_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(new Set(rows.map((r) => r.observer)).size).toBe(6);
  });

  it('reads raw rows in keyset pages (the streaming path), each rating once', async () => {
    const pages: number[][] = [];
    for await (const page of t.app.get(AnalysisDataRepository).rawPages(5))
      pages.push(page.map((r) => Number(r.rating_id)));
    expect(pages.map((p) => p.length)).toEqual([5, 5, 5, 5, 4]);
    const ids = pages.flat();
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(24);
  });

  it('exports raw ratings as XLSX with a data dictionary', async () => {
    const res = await request(t.server)
      .get(api(AnalysisRoutes.rawXlsx))
      .set('Authorization', admin)
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="vvq-raw-ratings.xlsx"');
    const wb = read(res.body as Buffer);
    expect(wb.SheetNames).toEqual(['Ratings', 'Data dictionary']);
    const ratings = utils.sheet_to_json<Record<string, unknown>>(wb.Sheets.Ratings);
    expect(ratings).toHaveLength(24);
    expect(typeof ratings[0].overall).toBe('number');
    const dictionary = utils.sheet_to_json<Record<string, string>>(wb.Sheets['Data dictionary']);
    const header = utils.sheet_to_json<string[]>(wb.Sheets.Ratings, { header: 1 })[0];
    expect(dictionary.map((d) => d.column)).toEqual(header);
    expect(header).toEqual(
      expect.arrayContaining(['observer', 'overall', 'rated_at', 'age', 'viewport_width']),
    );
    expect(header).not.toContain('user_id');
    // Text cells keep their text without a visible apostrophe: a text cell (type s) is never run as a formula.
    const sheet = wb.Sheets.Ratings;
    const cells = Object.entries(sheet).filter(([ref]) => !ref.startsWith('!'));
    expect(cells.some(([, c]) => (c as { f?: string }).f !== undefined)).toBe(false);
    const comment = cells.find(([, c]) => (c as { v: unknown }).v === '=HYPERLINK("http://evil")');
    expect(comment?.[1]).toMatchObject({ t: 's' });
    expect(cells.some(([, c]) => String((c as { v: unknown }).v).startsWith("'"))).toBe(false);
    expect(ratings.find((r) => r.comments === 'x;=1+1;y')).toBeDefined();
    expect(dictionary.every((d) => d.meaning.length > 10)).toBe(true);
  });

  it('exports a sureal dataset module', async () => {
    const res = await request(t.server)
      .get(api(AnalysisRoutes.surealPy))
      .query({ dimension: 'overall', unit: 'video' })
      .set('Authorization', admin)
      .expect(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="vvq_overall_video.py"');
    expect(res.text).toContain("dataset_name = 'vvq_overall_video'");
    expect(res.text.match(/'asset_id'/g)).toHaveLength(4);
    expect(res.text.match(/'content_name'/g)).toHaveLength(2);
    const python = spawnSync('python3', ['--version'], { timeout: 30_000, killSignal: 'SIGKILL' });
    if (python.status === 0) {
      // Python itself reads the module back: 4 dis videos of 6 observers, V1 of X = 5.0.
      const dir = mkdtempSync(join(tmpdir(), 'vvq-sureal-'));
      try {
        writeFileSync(join(dir, 'ds.py'), res.text);
        const script = `exec(open(${JSON.stringify(join(dir, 'ds.py'))}).read())
print(len(dis_videos), sorted(len(d['os']) for d in dis_videos), max(v for d in dis_videos for v in d['os'].values()))`;
        // Synchronous: jest's timeout cannot interrupt it, so the child gets its own (SIGKILL after 60 s).
        const out = spawnSync('python3', ['-c', script], { timeout: 60_000, killSignal: 'SIGKILL' });
        expect(out.stderr.toString()).toBe('');
        expect(out.stdout.toString().trim()).toBe('4 [6, 6, 6, 6] 5.0');
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }
    const cond = await request(t.server)
      .get(api(AnalysisRoutes.surealPy))
      .query({ unit: 'condition' })
      .set('Authorization', admin)
      .expect(200);
    // Each observer saw both views of c1 · tex · 30: that condition's os values are lists of two scores.
    expect(cond.text.match(/'asset_id'/g)).toHaveLength(3);
    expect(cond.text).toMatch(/'os': \{'P[0-9a-f]{12}': \[/);
  });

  it('exports the per-condition table as CSV and XLSX', async () => {
    const res = await request(t.server)
      .get(api(AnalysisRoutes.conditionsCsv))
      .query({ dimension: 'overall', screening: 'on' })
      .set('Authorization', admin)
      .expect(200);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="vvq-conditions-overall-screened.csv"',
    );
    const rows = parseCsv(res.text);
    expect(rows).toHaveLength(6);
    const k1 = rows.find((r) => r.kind === 'compression' && r.content === 'c1')!;
    // Without X: {1,1,1,2,2,5,5,5,4,4}: MOS 3, SD √(28/9) = 1.7638342, half width 1.0932135.
    expect(k1).toMatchObject({
      screened: 'yes',
      n: '10',
      observers: '5',
      mos: '3',
      below_min_observers: 'yes',
    });
    expect(typeof k1.screening_note).toBe('string');
    expect(Number(k1.sd)).toBeCloseTo(1.7638342, 6);
    expect(Number(k1.ci95_low)).toBeCloseTo(3 - 1.0932135, 6);
    const xlsx = await request(t.server)
      .get(api(AnalysisRoutes.conditionsXlsx))
      .query({ screening: 'off' })
      .set('Authorization', admin)
      .buffer(true)
      .parse(binary)
      .expect(200);
    const wb = read(xlsx.body as Buffer);
    const sheet = utils.sheet_to_json<Record<string, unknown>>(wb.Sheets.Conditions);
    expect(sheet.find((r) => r.kind === 'compression' && r.content === 'c1')).toMatchObject({
      screened: 'no',
      n: 12,
      mos: 3,
    });
  });
});
