import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CheckedFile, CheckOptions, MediaPlace } from '../check-stimuli.js';
import { MEDIA_TOOL_LIMITS, MEDIA_TOOLS } from '../media-probe.js';
import { CHECK_CHILD, StimulusCheckChildren } from '../stimulus-check-children.js';

// An import's per-file work (probe, hash, poster, transcode) runs in child processes in the idle scheduling class, so
// that the importing process (the API, or the command line) keeps only the plan and the transaction; a child that
// hangs or dies refuses its row in words instead of stalling the import.
describe("an import's check children", () => {
  const dir = mkdtempSync(join(tmpdir(), 'vvq-check-child-'));
  const place: MediaPlace = { mediaDir: dir, mediaBaseUrl: null };
  const options: CheckOptions = { transcode: false, apply: false };
  const chrtWorks = spawnSync('chrt', ['--idle', '0', 'true']).status === 0;
  const original = { ...MEDIA_TOOLS };
  const toolLimits = { ...MEDIA_TOOL_LIMITS };
  const limits = { ...CHECK_CHILD };
  let children: StimulusCheckChildren;

  beforeAll(() => {
    // A real MP4 (the checks read its bytes and boxes before they probe it).
    const made = spawnSync('ffmpeg', [
      '-v',
      'error',
      '-f',
      'lavfi',
      '-i',
      'testsrc2=size=64x48:rate=10:duration=0.3',
      '-pix_fmt',
      'yuv420p',
      '-movflags',
      '+faststart',
      join(dir, 'clip.mp4'),
    ]);
    expect(made.status).toBe(0);
  });
  beforeEach(() => {
    children = new StimulusCheckChildren(2);
  });
  afterEach(async () => {
    await children.close();
    Object.assign(MEDIA_TOOLS, original);
    Object.assign(MEDIA_TOOL_LIMITS, toolLimits);
    Object.assign(CHECK_CHILD, limits);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** A stand-in child module (what a crashed or stuck check child does). */
  function standInChild(name: string, code: string): string {
    const file = join(dir, name);
    writeFileSync(file, code);
    return file;
  }

  /**
   * A stand-in ffprobe that answers as ffprobe would, naming in format_name the process that started it and that
   * process's scheduling policy (chrt execs the tool, so its parent is the node process that ran it). `before`: shell
   * run first.
   */
  function reportingProbe(name: string, before = ''): string {
    const tool = join(dir, name);
    writeFileSync(
      tool,
      `#!/bin/sh\n${before}\nparent="$PPID $(chrt -p $PPID | head -1 | sed 's/.*: //')"\n` +
        `printf '{"format":{"format_name":"%s","duration":"1"},"streams":[{"codec_type":"video","codec_name":"h264",` +
        `"pix_fmt":"yuv420p","width":64,"height":48,"avg_frame_rate":"10/1"}]}' "$parent"\n`,
    );
    chmodSync(tool, 0o755);
    return tool;
  }

  (chrtWorks ? it : it.skip)('probe and hash in a child process in the idle class', async () => {
    MEDIA_TOOLS.ffprobe = reportingProbe('reports-its-parent');
    const found = (await children.check('clip.mp4', 'video', place, options, undefined)) as CheckedFile;
    expect(found.check.status).toBe('ok');
    expect(found.check.sha256).toMatch(/^[0-9a-f]{64}$/);
    const [pid, policy] = found.check.info!.format.split(' ');
    expect(Number(pid)).not.toBe(process.pid);
    expect(policy).toBe('SCHED_IDLE');
  });

  // Everything an idle-class child starts is in the idle class too: a tool starved past its limit gets its second
  // try (niced, out of the idle class) from the importing process, as when the import probed in-process.
  (chrtWorks ? it : it.skip)('give a starved tool its second try from the importing process', async () => {
    MEDIA_TOOLS.ffprobe = reportingProbe(
      'starved-when-idle',
      'if chrt -p $$ | grep -q SCHED_IDLE; then sleep 5; fi',
    );
    MEDIA_TOOL_LIMITS.probeMs = 1_000;
    const found = (await children.check('clip.mp4', 'video', place, options, undefined)) as CheckedFile;
    expect(found.check.status).toBe('ok');
    expect(found.check.info!.format).toBe(`${process.pid} SCHED_OTHER`);
  });

  it('refuse the row in words when a child hangs, and go on with a fresh child', async () => {
    CHECK_CHILD.entry = standInChild('hangs.mjs', 'setInterval(() => {}, 1000);');
    CHECK_CHILD.checkLimitMs = 1_500;
    const found = (await children.check('clip.mp4', 'video', place, options, undefined)) as CheckedFile;
    expect(found.check).toMatchObject({ status: 'error', sha256: null });
    expect(found.check.messages).toEqual([
      'clip.mp4 was not checked within 1.5 s and its check was stopped: the file may be damaged, or the machine too busy; try again when it is less busy',
    ]);
    CHECK_CHILD.entry = null;
    const next = (await children.check('clip.mp4', 'video', place, options, undefined)) as CheckedFile;
    expect(next.check.status).toBe('ok');
  });

  it('refuse the row in words when a child dies, with its last words', async () => {
    CHECK_CHILD.entry = standInChild(
      'dies.mjs',
      "process.on('message', () => { console.error('out of memory'); process.exit(3); });",
    );
    const found = (await children.check('clip.mp4', 'video', place, options, undefined)) as CheckedFile;
    expect(found.check.status).toBe('error');
    expect(found.check.messages[0]).toMatch(
      /^clip\.mp4 could not be checked: the process checking it ended unexpectedly \(exit code 3\)/,
    );
  });

  it('keep the missing-tool error for the whole import, as in-process', async () => {
    MEDIA_TOOLS.ffprobe = join(dir, 'not-installed');
    await expect(children.check('clip.mp4', 'video', place, options, undefined)).rejects.toThrow(
      'ffprobe was not found: install the ffmpeg package',
    );
  });

  it('start no child after the import has ended', async () => {
    await children.close();
    await expect(children.check('clip.mp4', 'video', place, options, undefined)).rejects.toThrow('ended');
  });
});
