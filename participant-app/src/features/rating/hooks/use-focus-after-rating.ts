import { useCallback, useEffect, useRef } from 'react';
import type { AssignedVideo } from '@vvq/contracts';
import { focusInView } from '../../../lib/focus-in-view';

/**
 * Where focus goes once a rating is stored: to the heading of the next card still to do (after the rated
 * one, wrapping round), or after the last rating to the thank-you banner, scrolled into view. Without it focus stayed
 * on the rated card's disabled button, and on a phone the banner appeared far above, unseen and unannounced.
 * Only a rating made on this screen moves focus: entering with cards already done leaves it where the page put it.
 */
export function useFocusAfterRating(
  videos: AssignedVideo[],
  done: Record<number, boolean>,
  allDone: boolean,
) {
  const headings = useRef(new Map<number, HTMLElement>());
  const bannerRef = useRef<HTMLDivElement>(null);
  const justRated = useRef<number | null>(null);

  useEffect(() => {
    const rated = justRated.current;
    if (rated === null || !done[rated]) return;
    justRated.current = null;
    if (allDone) {
      focusInView(bannerRef.current, 'center');
      return;
    }
    const index = videos.findIndex((video) => video.trial_id === rated);
    const next = [...videos.slice(index + 1), ...videos.slice(0, index)].find(
      (video) => !done[video.trial_id],
    );
    if (next) focusInView(headings.current.get(next.trial_id));
  }, [videos, done, allDone]);

  /** Call when a card's confirmed rating is sent. */
  const ratingSent = useCallback((trialId: number) => {
    justRated.current = trialId;
  }, []);

  /** Ref callback for the heading of the card of `trialId`. */
  const headingRef = useCallback(
    (trialId: number) => (element: HTMLElement | null) => {
      if (element) headings.current.set(trialId, element);
      else headings.current.delete(trialId);
    },
    [],
  );

  return { bannerRef, headingRef, ratingSent };
}
