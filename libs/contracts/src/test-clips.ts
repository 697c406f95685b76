/**
 * The environment check's test clips (GET /api/videos/test-clips): one stimulus of the study's own catalogue per
 * file type it uses, so the check plays what the participant will really be shown. An empty list means the
 * catalogue has no playable stimulus yet; the check then says so and holds nothing against the participant.
 */
export interface TestClip {
  url: string;
  mime_type: string;
  /** ffprobe's video codec (`h264`, `vp9`, `av1` …) when the stimulus import probed the file; absent otherwise. */
  codec?: string;
}

export interface TestClipsResponse {
  clips: TestClip[];
}

const MIME_BY_EXTENSION: Readonly<Record<string, string>> = {
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  webm: 'video/webm',
  ogv: 'video/ogg',
  ogg: 'video/ogg',
  mov: 'video/quicktime',
  mkv: 'video/x-matroska',
};

/** The MIME type a video URL's file extension stands for; null when the extension is unknown. */
export function videoMimeTypeOf(url: string | null | undefined): string | null {
  if (!url) return null;
  const path = url.split(/[?#]/)[0] ?? '';
  const extension = /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase();
  return extension ? (MIME_BY_EXTENSION[extension] ?? null) : null;
}
