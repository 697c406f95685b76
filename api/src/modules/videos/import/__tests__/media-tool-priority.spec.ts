import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MEDIA_TOOL_NICENESS, MEDIA_TOOLS, runTool } from '../media-probe.js';

// An import's ffprobe/ffmpeg run niced, so a live study's API and database keep the CPU they need.
describe('the media tools an import runs', () => {
  const dir = mkdtempSync(join(tmpdir(), 'vvq-nice-'));
  const original = MEDIA_TOOLS.ffprobe;
  afterAll(() => {
    MEDIA_TOOLS.ffprobe = original;
    rmSync(dir, { recursive: true, force: true });
  });

  it('run at a lower priority than the API', async () => {
    // A stand-in tool that reports its own niceness once it has run a moment (as a real probe does).
    const tool = join(dir, 'report-niceness');
    writeFileSync(tool, '#!/bin/sh\nsleep 0.3\nps -o ni= -p $$\n');
    chmodSync(tool, 0o755);
    MEDIA_TOOLS.ffprobe = tool;
    const niceness = Number((await runTool('ffprobe', [])).trim());
    expect(niceness).toBe(MEDIA_TOOL_NICENESS);
  });
});
