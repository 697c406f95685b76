import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MEDIA_TOOL_NICENESS, MEDIA_TOOLS, MediaToolMissingError, runTool } from '../media-probe.js';

// An import's ffprobe/ffmpeg yield the CPU to a live study's API and database: under Linux's idle scheduling class
// where util-linux's chrt can start them so (a waking API or database thread then preempts them at once), else niced.
describe('the media tools an import runs', () => {
  const dir = mkdtempSync(join(tmpdir(), 'vvq-nice-'));
  const original = MEDIA_TOOLS.ffprobe;
  const chrtWorks = spawnSync('chrt', ['--idle', '0', 'true']).status === 0;
  afterAll(() => {
    MEDIA_TOOLS.ffprobe = original;
    rmSync(dir, { recursive: true, force: true });
  });

  /** A stand-in tool that runs a moment (as a real probe does), then prints what `script` prints about itself. */
  function standIn(name: string, script: string): string {
    const tool = join(dir, name);
    writeFileSync(tool, `#!/bin/sh\nsleep 0.3\n${script}\n`);
    chmodSync(tool, 0o755);
    return tool;
  }

  // ps prints no niceness for an idle-class process; /proc's nice field is there in either class.
  it('run at a lower priority than the API', async () => {
    MEDIA_TOOLS.ffprobe = standIn('report-niceness', "awk '{print $19}' /proc/$$/stat");
    const niceness = Number((await runTool('ffprobe', [])).trim());
    expect(niceness).toBe(MEDIA_TOOL_NICENESS);
  });

  (chrtWorks ? it : it.skip)('run in the idle scheduling class where chrt is present', async () => {
    MEDIA_TOOLS.ffprobe = standIn('report-policy', 'chrt -p $$');
    expect(await runTool('ffprobe', [])).toContain('SCHED_IDLE');
  });

  it('pass their arguments and output through unchanged', async () => {
    MEDIA_TOOLS.ffprobe = standIn('echo-args', 'printf "%s|" "$@"');
    expect(await runTool('ffprobe', ['-v', 'error', 'a file.mp4'])).toBe('-v|error|a file.mp4|');
  });

  it('name the missing package when the tool is not installed', async () => {
    MEDIA_TOOLS.ffprobe = join(dir, 'not-installed');
    await expect(runTool('ffprobe', [])).rejects.toBeInstanceOf(MediaToolMissingError);
  });

  // A machine saturated for minutes gives an idle-class tool no CPU at all; its time limit must not fail the row
  // with a bare exit code: the tool gets one more try at niceness 10, which still yields to the API.
  (chrtWorks ? it : it.skip)(
    'get a second try out of the idle class when starved past their time limit',
    async () => {
      // Stands in for starvation: in the idle class it outlives the limit, niced it answers at once.
      MEDIA_TOOLS.ffprobe = standIn(
        'starved-when-idle',
        'if chrt -p $$ | grep -q SCHED_IDLE; then sleep 5; fi; echo "answered"',
      );
      expect((await runTool('ffprobe', [], 1_000)).trim()).toBe('answered');
    },
  );

  it('say in words that a tool overran its time limit', async () => {
    MEDIA_TOOLS.ffprobe = standIn('hangs', 'sleep 5');
    await expect(runTool('ffprobe', [], 800)).rejects.toThrow(
      /^ffprobe did not finish within 0\.8 s and was stopped: the file may be damaged, or the machine too busy; try again/,
    );
  });

  it('report a failing tool with its last words', async () => {
    MEDIA_TOOLS.ffprobe = standIn('fails', 'echo "moov atom not found" >&2; exit 1');
    await expect(runTool('ffprobe', [])).rejects.toThrow('moov atom not found');
  });
});
