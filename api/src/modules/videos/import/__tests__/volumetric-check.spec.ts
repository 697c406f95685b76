import { cp, mkdtemp, rm, truncate } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { checkVolumetricStimulus } from '../media-checks.js';

// The demo's committed sequences (scripts/volumetric/make-demo-sequences.mjs), decoded frame by frame.
const DEMO = resolve(process.cwd(), 'media/volumetric/bunny_R3');

describe('the import checks volumetric stimuli with the player’s own sequence check', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'vvq-volumetric-check-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('passes a sequence the player can play, with the manifest’s checksum', async () => {
    const check = await checkVolumetricStimulus(join(DEMO, 'sequence.json'));
    expect(check.status).not.toBe('error');
    expect(check.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a sequence with a truncated frame, naming the frame', async () => {
    const copy = join(dir, 'broken');
    await cp(DEMO, copy, { recursive: true });
    await truncate(join(copy, 'f00003.drc'), 10);
    const check = await checkVolumetricStimulus(join(copy, 'sequence.json'));
    expect(check.status).toBe('error');
    expect(check.messages.join(' ')).toMatch(/frame 3/);
  });

  it('refuses a row that names the folder instead of its sequence.json', async () => {
    const check = await checkVolumetricStimulus(DEMO);
    expect(check.status).toBe('error');
    expect(check.messages[0]).toMatch(/sequence\.json/);
  });
});
