import request from 'supertest';
import { AnalysisRoutes, ApiRoutes, type AnalysisResponse } from '@vvq/contracts';
import { csvRecords } from '@vvq/subjective';
import { api, seedStudy, type SeededStudy } from './admin-fixture.js';
import { DIALECTS } from './support/test-db.js';

const SHA = 'ab'.repeat(32);

/*
 * A retired stimulus keeps its ratings in the analysis, and the raw export names what was shown: the file's
 * SHA-256, whether the stimulus is retired, and the lab's attributes.
 */
describe.each(DIALECTS)('stimuli in the exports (%s)', (dialect) => {
  let s: SeededStudy;
  const get = (path: string) => request(s.t.server).get(api(path)).set('Authorization', s.admin);

  beforeAll(async () => {
    s = await seedStudy(dialect);
    await s.t.dataSource.query(
      `UPDATE videos SET sha256 = '${SHA}', attributes = '{"codec":"h264","fps":"30"}' WHERE id = ${s.videoIds.V1}`,
    );
  });

  afterAll(async () => {
    await s?.t.close();
  });

  it('retiring keeps the ratings in the analysis; the raw export marks the stimulus retired with its checksum and attributes', async () => {
    const before = (await get(AnalysisRoutes.analysis).expect(200)).body as AnalysisResponse;
    await get(ApiRoutes.admin.stimuli).expect(200);
    await request(s.t.server)
      .post(api(ApiRoutes.admin.stimulusRetire(s.videoIds.V1)))
      .set('Authorization', s.admin)
      .expect(200);
    const after = (await get(AnalysisRoutes.analysis).expect(200)).body as AnalysisResponse;
    expect(after.totals).toEqual(before.totals);
    const res = await get(AnalysisRoutes.rawCsv).expect(200);
    const [header, ...rows] = [...csvRecords(res.text)].map((r) => r.fields);
    const records = rows.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i]])));
    const v1 = records.filter((r) => r.video_id === String(s.videoIds.V1));
    expect(v1).toHaveLength(4);
    for (const r of v1) {
      expect(r).toMatchObject({ video_sha256: SHA, video_retired: '1' });
      expect(JSON.parse(r.video_attributes)).toEqual({ codec: 'h264', fps: '30' });
    }
    const v2 = records.find((r) => r.video_id === String(s.videoIds.V2))!;
    expect(v2).toMatchObject({ video_sha256: '', video_retired: '0', video_attributes: '' });
  });
});
