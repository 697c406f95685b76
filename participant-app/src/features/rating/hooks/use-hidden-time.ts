import { useCallback, useEffect, useRef } from 'react';
import { HiddenTimer } from '../utils/playback-meter';

/**
 * Seconds the tab was hidden since `active` first turned true (the card's video started playing): the time the
 * participant spent elsewhere while the trial was open. Read with the returned function at submission.
 */
export function useHiddenTime(active: boolean, now: () => number = () => performance.now()): () => number {
  const timer = useRef<HiddenTimer | null>(null);
  timer.current ??= new HiddenTimer(now);

  useEffect(() => {
    if (!active) return;
    timer.current?.start(document.visibilityState === 'hidden');
    const onChange = () => timer.current?.visibility(document.visibilityState === 'hidden');
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, [active]);

  return useCallback(() => timer.current!.seconds(), []);
}
