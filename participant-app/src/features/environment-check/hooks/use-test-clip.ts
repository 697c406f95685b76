import { useCallback, useRef } from 'react';

/** How long a test clip may take to start before the check counts it as not playing. */
export const TEST_CLIP_TIMEOUT_MS = 15_000;

/**
 * Resolves true once the clip really played (its time advanced past 0, or it ended), false when it failed or did
 * not start within TEST_CLIP_TIMEOUT_MS. Called from the participant's button press, so the browser's autoplay rules
 * allow it (the clip is muted as well).
 */
export function playClip(video: HTMLVideoElement): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    let settled = false;
    const finish = (ok: boolean) => {
      if (settled) return;
      settled = true;
      window.clearTimeout(timer);
      video.removeEventListener('timeupdate', onTime);
      video.removeEventListener('ended', onEnded);
      video.removeEventListener('error', onError);
      try {
        video.pause();
      } catch {
        // Nothing to stop.
      }
      resolve(ok);
    };
    const onTime = () => {
      if (video.currentTime > 0) finish(true);
    };
    const onEnded = () => finish(true);
    const onError = () => finish(false);
    const timer = window.setTimeout(() => finish(false), TEST_CLIP_TIMEOUT_MS);
    video.addEventListener('timeupdate', onTime);
    video.addEventListener('ended', onEnded);
    video.addEventListener('error', onError);
    // A file that failed to load before the press already carries its error.
    if (video.error) {
      finish(false);
      return;
    }
    video.currentTime = 0;
    try {
      // Older engines return undefined instead of a promise; a refused play rejects.
      void Promise.resolve(video.play()).catch(() => finish(false));
    } catch {
      finish(false);
    }
  });
}

/**
 * The test clips' <video> elements (a ref callback per clip) and `playAll()`, which plays them one after the other
 * and resolves true only when every one played.
 */
export function useTestClips() {
  const elements = useRef(new Map<number, HTMLVideoElement>());

  const refFor = useCallback(
    (index: number) => (video: HTMLVideoElement | null) => {
      if (video) elements.current.set(index, video);
      else elements.current.delete(index);
    },
    [],
  );

  const playAll = useCallback(async (count: number): Promise<boolean> => {
    let all = count > 0;
    for (let i = 0; i < count; i += 1) {
      const video = elements.current.get(i);
      if (!video || !(await playClip(video))) all = false;
    }
    return all;
  }, []);

  const first = useCallback(() => elements.current.get(0) ?? null, []);

  return { refFor, playAll, first };
}
