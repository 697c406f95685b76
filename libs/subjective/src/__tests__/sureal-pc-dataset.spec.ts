import { spawnSync } from 'node:child_process';
import { winMatrix, type PairJudgement } from '../pair-comparison-data.js';
import { writeSurealPairDataset } from '../sureal-pc-dataset.js';

const STIMULI = [
  { id: '11', content: 'longdress', path: 'media/ld_q20.mp4' },
  { id: '12', content: 'longdress', path: 'media/ld_q30.mp4' },
  { id: '13', content: 'longdress', path: 'media/ld_q40.mp4' },
  { id: '21', content: 'soldier', path: "media/so'ld.mp4" },
  { id: '22', content: 'soldier', path: 'media/so_q30.mp4' },
  { id: '99', content: 'unjudged', path: 'x' },
];

const JUDGEMENTS: PairJudgement[] = [
  { observer: 'o1', a: '11', b: '12', winner: 'a' },
  { observer: 'o1', a: '13', b: '11', winner: 'b' },
  { observer: 'o2', a: '12', b: '11', winner: 'tie' },
  { observer: 'o2', a: '12', b: '13', winner: 'a' },
  { observer: 'o3', a: '22', b: '21', winner: 'b' },
  { observer: 'o3', a: '11', b: '13', winner: 'a' },
];

describe('writeSurealPairDataset', () => {
  it("writes sureal's PC format: os = {(observer, other asset_id): 1 | 0 | 0.5} under the stimulus shown first", () => {
    const text = writeSurealPairDataset({
      datasetName: 'vvq_pc_overall',
      stimuli: STIMULI,
      judgements: JUDGEMENTS,
    });
    expect(text).toContain("dataset_name = 'vvq_pc_overall'");
    expect(text).toContain(
      "{'content_id': 0, 'asset_id': 0, 'path': 'media/ld_q20.mp4', 'os': {('o1', 1): 1.0, ('o3', 2): 1.0}},",
    );
    expect(text).toContain(
      "{'content_id': 0, 'asset_id': 1, 'path': 'media/ld_q30.mp4', 'os': {('o2', 0): 0.5, ('o2', 2): 1.0}},",
    );
    expect(text).toContain(
      "{'content_id': 0, 'asset_id': 2, 'path': 'media/ld_q40.mp4', 'os': {('o1', 0): 0.0}},",
    );
    expect(text).toContain("'path': 'media/so\\'ld.mp4', 'os': {}}");
    expect(text).not.toContain('unjudged');
  });

  it('refuses an observer who judged one pair twice, in either order', () => {
    expect(() =>
      writeSurealPairDataset({
        datasetName: 'x',
        stimuli: STIMULI,
        judgements: [...JUDGEMENTS, { observer: 'o1', a: '12', b: '11', winner: 'b' }],
      }),
    ).toThrow('observer o1 judged 11 vs 12 more than once');
  });

  const hasNumpy = spawnSync('python3', ['-c', 'import numpy'], { stdio: 'ignore' }).status === 0;
  // A numpy statement of sureal's PairedCompDatasetReader.opinion_score_3darray: the file read back gives the same
  // win matrix as the judgements (ties half a win each). Skipped, and said so, without python3 and numpy.
  (hasNumpy ? it : it.skip)(
    "reads back in numpy, as sureal's reader does, to the judgements' win matrix",
    () => {
      const text = writeSurealPairDataset({ datasetName: 'x', stimuli: STIMULI, judgements: JUDGEMENTS });
      const reader = [
        'import json, sys, numpy as np',
        'ns = {}',
        'exec(sys.stdin.read(), ns)',
        "dis = ns['dis_videos']",
        "obs = sorted({k[0] for d in dis for k in d['os']})",
        'n = len(dis)',
        's = np.full((n, n, len(obs)), np.nan)',
        'for i, d in enumerate(dis):',
        "    for (o, j), v in d['os'].items():",
        '        s[i][j][obs.index(o)] = v',
        '        s[j][i][obs.index(o)] = 1.0 - v',
        "print(json.dumps({'paths': [d['path'] for d in dis], 'alpha': np.nansum(s, axis=2).tolist()}))",
      ].join('\n');
      const run = spawnSync('python3', ['-c', reader], { input: text, encoding: 'utf8' });
      expect(run.stderr).toBe('');
      const { paths, alpha } = JSON.parse(run.stdout) as { paths: string[]; alpha: number[][] };
      const ids = paths.map((p) => STIMULI.find((s) => s.path === p)?.id ?? '?');
      const expected = winMatrix(JUDGEMENTS, ids);
      expect(alpha).toEqual(expected.alpha.map((row) => [...row]));
    },
  );
});
