import { useCallback, useRef } from 'react';

/** How long the test clip may take to start before the check counts it as not playing. */
export const TEST_CLIP_TIMEOUT_MS = 15_000;

/**
 * The test clip's <video> ref and `play()`, which resolves true once the clip really played (its time advanced past
 * 0 after `playing`), false when it failed or did not start within TEST_CLIP_TIMEOUT_MS. Called from the
 * participant's button press, so the browser's autoplay rules allow it (the clip is muted as well).
 */
export function useTestClip() {
  const ref = useRef<HTMLVideoElement | null>(null);

  const play = useCallback(async (): Promise<boolean> => {
    const video = ref.current;
    if (!video) return false;
    return new Promise<boolean>((resolve) => {
      let settled = false;
      const finish = (ok: boolean) => {
        if (settled) return;
        settled = true;
        window.clearTimeout(timer);
        video.removeEventListener('timeupdate', onTime);
        video.removeEventListener('ended', onEnded);
        video.removeEventListener('error', onError);
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
      video.currentTime = 0;
      try {
        // Older engines return undefined instead of a promise; a refused play rejects.
        void Promise.resolve(video.play()).catch(() => finish(false));
      } catch {
        finish(false);
      }
    });
  }, []);

  return { ref, play };
}
