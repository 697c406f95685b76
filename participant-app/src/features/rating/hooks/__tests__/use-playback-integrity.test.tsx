import { act, renderHook } from '@testing-library/react';
import { usePlaybackIntegrity } from '../use-playback-integrity';

const media = (seeking = false) => ({ currentTarget: { seeking } as HTMLMediaElement });

describe('usePlaybackIntegrity', () => {
  it('turns started and playedToEnd into state and measures stalls and the end on its clock', () => {
    let now = 0;
    const { result } = renderHook(() => usePlaybackIntegrity(() => now));
    expect(result.current.started).toBe(false);
    expect(result.current.playedToEnd).toBe(false);

    act(() => result.current.handlers.onPlaying());
    expect(result.current.started).toBe(true);
    now = 400;
    act(() => result.current.handlers.onWaiting(media()));
    now = 1400;
    act(() => result.current.handlers.onPlaying());
    now = 2000;
    act(() => result.current.handlers.onWaiting(media(true)));
    act(() => result.current.handlers.onPlaying());
    now = 3000;
    act(() => result.current.handlers.onEnded());
    expect(result.current.playedToEnd).toBe(true);
    now = 4250;
    expect(result.current.figures()).toEqual({
      played_to_end: true,
      stall_count: 1,
      stall_seconds: 1,
      end_to_submit_ms: 1250,
    });
  });

  it('keeps its measurements across re-renders', () => {
    let now = 0;
    const { result, rerender } = renderHook(() => usePlaybackIntegrity(() => now));
    act(() => result.current.handlers.onPlaying());
    act(() => result.current.handlers.onWaiting(media()));
    now = 500;
    rerender();
    act(() => result.current.handlers.onPause());
    expect(result.current.figures()).toMatchObject({ stall_count: 1, stall_seconds: 0.5 });
  });
});
