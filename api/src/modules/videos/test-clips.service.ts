import { stat } from 'node:fs/promises';
import { isAbsolute, relative, resolve } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { MEDIA_PREFIX, videoMimeTypeOf, type TestClip, type TestClipsResponse } from '@vvq/contracts';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { VideosRepository } from './videos.repository.js';

/** Files looked at per file type: enough to find a small one, bounded so a large catalogue costs a few stats. */
const CANDIDATES_PER_TYPE = 20;

/** ffprobe's video codec from a row's stored media_info (the import's); null when the file was never probed. */
function codecOf(mediaInfo: string | null): string | null {
  if (!mediaInfo) return null;
  try {
    const codec = (JSON.parse(mediaInfo) as { video_codec?: unknown }).video_codec;
    return typeof codec === 'string' && codec !== '' ? codec : null;
  } catch {
    return null;
  }
}

/**
 * The environment check's test clips, taken from the study's own catalogue so the check plays what participants will
 * be shown: per file type (container, from the extension, and codec where the import probed it) the smallest existing, non-empty file of a stimulus in
 * use. A relative file must lie inside MEDIA_DIR; a missing or empty one is skipped, so a catalogue without any
 * playable stimulus answers an empty list. A stimulus on another host cannot be looked at from here and is taken
 * as it is (the browser's playback is the test).
 */
@Injectable()
export class TestClipsService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly videos: VideosRepository,
  ) {}

  async testClips(): Promise<TestClipsResponse> {
    const byType = new Map<string, { mime_type: string; codec: string | null; urls: string[] }>();
    for (const file of await this.videos.playableFiles()) {
      const mime_type = videoMimeTypeOf(file.url);
      if (!mime_type) continue;
      // Grouped by what the browser must decode: the container and, where the import probed the file, its codec
      // (an AV1 and an H.264 MP4 test different decoders); a file loaded by hand goes by its extension alone.
      const codec = codecOf(file.media_info);
      const key = codec ? `${mime_type}\u0000${codec}` : mime_type;
      const group = byType.get(key) ?? { mime_type, codec, urls: [] };
      if (group.urls.length < CANDIDATES_PER_TYPE) group.urls.push(file.url);
      byType.set(key, group);
    }
    const clips: TestClip[] = [];
    for (const { mime_type, codec, urls } of byType.values()) {
      const url = await this.smallest(urls);
      if (url) clips.push(codec ? { url, mime_type, codec } : { url, mime_type });
    }
    return { clips };
  }

  /** The URL of the smallest existing file among `urls`; a remote URL wins only when no local file exists. */
  private async smallest(urls: string[]): Promise<string | null> {
    let best: { url: string; size: number } | null = null;
    let remote: string | null = null;
    for (const url of urls) {
      if (/^https?:\/\//i.test(url)) {
        remote ??= url;
        continue;
      }
      const size = await this.localSize(url);
      if (size !== null && size > 0 && (!best || size < best.size)) best = { url, size };
    }
    return best?.url ?? remote;
  }

  /** Size of the file a /media/… URL names, or null when it is not inside MEDIA_DIR or not a readable file. */
  private async localSize(url: string): Promise<number | null> {
    const prefix = `${MEDIA_PREFIX}/`;
    if (!url.startsWith(prefix)) return null;
    let path: string;
    try {
      path = decodeURIComponent(url.slice(prefix.length).split(/[?#]/)[0] ?? '');
    } catch {
      return null;
    }
    const root = resolve(this.config.mediaDir);
    const file = resolve(root, path);
    const inside = relative(root, file);
    if (inside === '' || inside.startsWith('..') || isAbsolute(inside)) return null;
    try {
      const info = await stat(file);
      return info.isFile() ? info.size : null;
    } catch {
      return null;
    }
  }
}
