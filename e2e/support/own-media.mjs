// A lab's own media folder for the browser tests: clips made with ffmpeg's test source (never the demo's files), and
// catalogue rows written straight into the study's SQLite file, the way the README told a lab to load its catalogue.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, truncateSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';

const ENCODERS = {
  // H.264 in MP4 with the index first, which every current browser plays.
  h264: ['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-movflags', '+faststart'],
  vp9: ['-c:v', 'libvpx-vp9', '-b:v', '200k', '-deadline', 'realtime', '-cpu-used', '8'],
  // HEVC in MP4: canPlayType('video/mp4') says "maybe", but Chromium cannot decode it.
  hevc: ['-c:v', 'libx265', '-pix_fmt', 'yuv420p', '-tag:v', 'hvc1', '-x265-params', 'log-level=error'],
};

/**
 * A fresh media folder; `clip(name, codec, seconds, extra)` writes a 2-second 320×180 clip into its `own/` folder
 * (`extra`: more ffmpeg output options, e.g. a bitrate) and returns its /media URL.
 */
export function ownMediaFolder() {
  const dir = mkdtempSync(join(tmpdir(), 'vvq-own-media-'));
  mkdirSync(join(dir, 'own'));
  return {
    dir,
    clip(name, codec = 'h264', seconds = 2, extra = []) {
      execFileSync(
        'ffmpeg',
        [
          '-hide_banner',
          '-loglevel',
          'error',
          '-y',
          '-f',
          'lavfi',
          '-i',
          `testsrc2=size=320x180:rate=25:duration=${seconds}`,
          ...ENCODERS[codec],
          ...extra,
          join(dir, 'own', name),
        ],
        { stdio: 'pipe' },
      );
      return `/media/own/${name}`;
    },
    /** Cuts the file to `fraction` of its size, as an interrupted copy leaves it. */
    truncate(name, fraction) {
      const file = join(dir, 'own', name);
      truncateSync(file, Math.floor(statSync(file).size * fraction));
    },
    remove() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Inserts catalogue rows ({ label, url, content? }) into the stack's SQLite database; returns their ids. */
export function insertCatalogue(sqlitePath, rows) {
  const db = new Database(sqlitePath);
  try {
    const insert = db.prepare(
      `INSERT INTO videos (content, view, compression_type, qp, label, url, ratings_count, reserved_count, load_count)
       VALUES (?, 'front', ?, ?, ?, ?, 0, 0, 0)`,
    );
    return rows.map((r, i) =>
      Number(insert.run(r.content ?? 'own', r.condition ?? 'own', String(i), r.label, r.url).lastInsertRowid),
    );
  } finally {
    db.close();
  }
}
