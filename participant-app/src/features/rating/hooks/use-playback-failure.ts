import { useCallback, useEffect, useRef, useState } from 'react';

/** How long a video may take to load its metadata before the card says it cannot be played. */
export const METADATA_BOUND_MS = 30_000;
/** How long playback may stand still, with nothing more coming from the network, before the card says so. */
export const NO_PROGRESS_BOUND_MS = 15_000;

/** What the player saw: the browser's MediaError code (null when none was raised) and words for the report. */
export interface PlaybackFailure {
  code: number | null;
  message: string;
}

/** The media event handlers to spread on the card's <video>, beside the playback-integrity ones. */
export interface FailureHandlers {
  onError: (event: { currentTarget: HTMLMediaElement }) => void;
  onLoadedMetadata: () => void;
  onTimeUpdate: (event: { currentTarget: HTMLMediaElement }) => void;
  onPlay: (event: { currentTarget: HTMLMediaElement }) => void;
  onPause: () => void;
  onEnded: () => void;
}

/**
 * Whether this browser cannot play the card's file: an `error` event (final), no metadata within METADATA_BOUND_MS,
 * or playback that stands still for NO_PROGRESS_BOUND_MS while the browser fetches nothing more (a truncated or
 * undecodable file; a slow network keeps fetching and is not taken for one). The last two clear again when the video
 * moves on. Off once the card is done.
 */
export function usePlaybackFailure(active: boolean) {
  const [failure, setFailure] = useState<PlaybackFailure | null>(null);
  const final = useRef(false);
  const metadata = useRef(false);
  const stillSince = useRef<{ at: number; time: number; video: HTMLMediaElement } | null>(null);

  useEffect(() => {
    if (!active) return;
    const timer = window.setTimeout(() => {
      if (!metadata.current && !final.current)
        setFailure({ code: null, message: `no metadata within ${METADATA_BOUND_MS / 1000} s` });
    }, METADATA_BOUND_MS);
    // Playing but standing still: checked once a second, since a stuck video sends no events at all.
    const watch = window.setInterval(() => {
      const still = stillSince.current;
      if (!still || final.current) return;
      const { video } = still;
      if (video.paused || video.ended || video.seeking) return;
      if (video.currentTime !== still.time) {
        stillSince.current = { at: Date.now(), time: video.currentTime, video };
        return;
      }
      const fetching = video.networkState === video.NETWORK_LOADING;
      if (!fetching && Date.now() - still.at >= NO_PROGRESS_BOUND_MS)
        setFailure({
          code: null,
          message: `no progress for ${NO_PROGRESS_BOUND_MS / 1000} s at ${video.currentTime.toFixed(1)} s of ${Number.isFinite(video.duration) ? video.duration.toFixed(1) : '?'} s`,
        });
    }, 1000);
    return () => {
      window.clearTimeout(timer);
      window.clearInterval(watch);
    };
  }, [active]);

  const recover = useCallback(() => {
    if (!final.current) setFailure(null);
  }, []);

  const handlers: FailureHandlers = {
    onError: useCallback((event: { currentTarget: HTMLMediaElement }) => {
      const error = event.currentTarget.error;
      final.current = true;
      setFailure({ code: error?.code ?? null, message: (error?.message ?? '').slice(0, 500) });
    }, []),
    onLoadedMetadata: useCallback(() => {
      metadata.current = true;
      recover();
    }, [recover]),
    onTimeUpdate: useCallback(
      (event: { currentTarget: HTMLMediaElement }) => {
        const video = event.currentTarget;
        if (stillSince.current && video.currentTime !== stillSince.current.time) {
          stillSince.current = { at: Date.now(), time: video.currentTime, video };
          recover();
        }
      },
      [recover],
    ),
    onPlay: useCallback((event: { currentTarget: HTMLMediaElement }) => {
      const video = event.currentTarget;
      stillSince.current = { at: Date.now(), time: video.currentTime, video };
    }, []),
    onPause: useCallback(() => {
      stillSince.current = null;
    }, []),
    onEnded: useCallback(() => {
      stillSince.current = null;
    }, []),
  };
  return { failure: active ? failure : null, handlers };
}
