import request from 'supertest';
import { AnalysisRoutes, type AnalysisResponse } from '@vvq/contracts';
import { csvRecords } from '@vvq/subjective';
import { api, seedStudy, type SeededStudy } from './admin-fixture.js';
import { DIALECTS } from './support/test-db.js';

/*
 * The lab's own attribute as the analysis's condition (group_by=attribute:<name>), on the admin fixture's ratings
 * (overall: V1 2 3 1 4 · V2 4 4 2 · V3 5 5 3 · V4 1 4) with bitrate_kbps 500 on V1 and V3, 1000 on V2, none on V4.
 * Worked by hand, screening off (sample SD, CI = MOS ± 1.95996·SD/√N):
 *   500:     N 7, MOS 23/7 = 3.2857143, SD 1.4960265, CI [2.1774650, 4.3939636]
 *   1000:    N 3, MOS 10/3 = 3.3333333, SD 1.1547005, CI [2.0266933, 4.6399733]
 *   not set: N 2, MOS 2.5, SD 2.1213203, CI [−0.43994, 5.43994]
 */
describe.each(DIALECTS)('analysis grouped by a stimulus attribute (%s)', (dialect) => {
  let s: SeededStudy;
  const get = (path: string) => request(s.t.server).get(api(path)).set('Authorization', s.admin);

  beforeAll(async () => {
    s = await seedStudy(dialect);
    const set = (label: string, attributes: string) =>
      s.t.dataSource.query(`UPDATE videos SET attributes = '${attributes}' WHERE id = ${s.videoIds[label]}`);
    await set('V1', '{"bitrate_kbps":"500","codec":"h264"}');
    await set('V3', '{"bitrate_kbps":"500"}');
    await set('V2', '{"bitrate_kbps":"1000"}');
  });

  afterAll(async () => {
    await s?.t.close();
  });

  it('adds one condition per value, over every content, with the hand-worked statistics', async () => {
    const res = await get(`${AnalysisRoutes.analysis}?screening=off&group_by=attribute:bitrate_kbps`).expect(
      200,
    );
    const body = res.body as AnalysisResponse;
    const rows = body.conditions.filter((c) => c.kind === 'attribute');
    expect(rows.map((c) => [c.label, c.attribute_value, c.all.n, c.observers])).toEqual([
      ['bitrate_kbps = 500', '500', 7, 4],
      ['bitrate_kbps = 1000', '1000', 3, 3],
      ['bitrate_kbps not set', null, 2, 2],
    ]);
    const expected = [
      [23 / 7, 1.4960264831, 2.1774649754, 4.393963596],
      [10 / 3, 1.1547005384, 2.0266933333, 4.6399733333],
      [2.5, 2.1213203436, -0.43994, 5.43994],
    ];
    rows.forEach((c, i) => {
      const [mos, sd, low, high] = expected[i];
      expect(c.all.mos).toBeCloseTo(mos, 9);
      expect(c.all.sd).toBeCloseTo(sd, 9);
      expect(c.all.ci95_low).toBeCloseTo(low, 9);
      expect(c.all.ci95_high).toBeCloseTo(high, 9);
    });
    // The spec's conditions are those of the answer without group_by.
    const plain = (await get(`${AnalysisRoutes.analysis}?screening=off`).expect(200))
      .body as AnalysisResponse;
    expect(body.conditions.filter((c) => c.kind !== 'attribute')).toEqual(plain.conditions);
    expect(plain.conditions.some((c) => c.kind === 'attribute')).toBe(false);
  });

  it('the per-condition export carries the attribute and its value; without group_by its columns are unchanged', async () => {
    const read = async (query: string) => {
      const res = await get(`${AnalysisRoutes.conditionsCsv}${query}`).expect(200);
      const [header, ...rows] = [...csvRecords(res.text)].map((r) => r.fields);
      return { header, records: rows.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i]]))) };
    };
    const grouped = await read('?screening=off&group_by=attribute:bitrate_kbps');
    expect(grouped.header.slice(4, 7)).toEqual(['view', 'attribute', 'attribute_value']);
    const byAttribute = grouped.records.filter((r) => r.kind === 'attribute');
    expect(byAttribute.map((r) => [r.attribute, r.attribute_value, r.n, r.content])).toEqual([
      ['bitrate_kbps', '500', '7', ''],
      ['bitrate_kbps', '1000', '3', ''],
      ['bitrate_kbps', '', '2', ''],
    ]);
    expect(Number(byAttribute[0].mos)).toBeCloseTo(23 / 7, 9);
    expect(grouped.records.filter((r) => r.kind === 'compression').every((r) => r.attribute === '')).toBe(
      true,
    );
    const plain = await read('?screening=off');
    expect(plain.header).not.toContain('attribute');
    expect(plain.records.every((r) => r.kind !== 'attribute')).toBe(true);
  });

  it('answers 400 with the reason for a malformed group_by or an attribute no rated stimulus has', async () => {
    for (const bad of [
      'bitrate_kbps',
      'attribute:',
      'attribute:a-b',
      `attribute:${'x'.repeat(51)}`,
      'view',
    ]) {
      const res = await get(`${AnalysisRoutes.analysis}?group_by=${encodeURIComponent(bad)}`).expect(400);
      expect(JSON.stringify(res.body)).toContain('group_by must be attribute:<name>');
    }
    const unknown = await get(`${AnalysisRoutes.analysis}?group_by=attribute:fps`).expect(400);
    expect(unknown.body.error).toContain('no rated stimulus has the attribute "fps"');
    await get(`${AnalysisRoutes.conditionsCsv}?group_by=attribute:fps`).expect(400);
  });
});
