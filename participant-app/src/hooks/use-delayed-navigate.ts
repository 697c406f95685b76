import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { REDIRECT_DELAY_MS } from '../config/timings';

/** Navigates after the spec's 2000 ms success delay; a pending redirect is cancelled on unmount. */
export function useDelayedNavigate(): (to: string) => void {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return useCallback(
    (to: string) => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => navigate(to), REDIRECT_DELAY_MS);
    },
    [navigate],
  );
}
