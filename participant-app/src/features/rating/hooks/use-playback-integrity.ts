import { useCallback, useRef, useState } from 'react';
import { PlaybackMeter, type PlaybackFigures } from '../utils/playback-meter';

/** The media event handlers to spread on the card's <video>. */
export interface PlaybackHandlers {
  onPlaying: () => void;
  onWaiting: (event: { currentTarget: HTMLMediaElement }) => void;
  onPause: () => void;
  onEnded: () => void;
}

/**
 * Measures one trial's playback: stalls (count and total time), whether and when it first played to its end.
 * `playedToEnd` is state (it unlocks the form under require_full_playback); `started` turns true at the first
 * `playing` (the hidden-time clock starts then); `figures()` is read at submission.
 */
export function usePlaybackIntegrity(now: () => number = () => performance.now()) {
  const meter = useRef<PlaybackMeter | null>(null);
  meter.current ??= new PlaybackMeter(now);
  const [playedToEnd, setPlayedToEnd] = useState(false);
  const [started, setStarted] = useState(false);

  const handlers: PlaybackHandlers = {
    onPlaying: useCallback(() => {
      meter.current?.playing();
      setStarted(true);
    }, []),
    onWaiting: useCallback((event: { currentTarget: HTMLMediaElement }) => {
      meter.current?.waiting(event.currentTarget.seeking);
    }, []),
    onPause: useCallback(() => meter.current?.pause(), []),
    onEnded: useCallback(() => {
      meter.current?.ended();
      setPlayedToEnd(true);
    }, []),
  };
  const figures = useCallback((): PlaybackFigures => meter.current!.figures(), []);
  return { handlers, playedToEnd, started, figures };
}
