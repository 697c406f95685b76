import { act, renderHook } from '@testing-library/react';
import { useHiddenTime } from '../use-hidden-time';

let visibility: DocumentVisibilityState = 'visible';
beforeAll(() => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
});
afterAll(() => {
  delete (document as unknown as Record<string, unknown>).visibilityState;
});

function setVisibility(next: DocumentVisibilityState) {
  visibility = next;
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

describe('useHiddenTime', () => {
  beforeEach(() => {
    visibility = 'visible';
  });

  it('counts hidden time only once active, from visibilitychange events', () => {
    let now = 0;
    const { result, rerender } = renderHook(({ active }) => useHiddenTime(active, () => now), {
      initialProps: { active: false },
    });
    setVisibility('hidden');
    now = 5000; // not active yet: not counted
    setVisibility('visible');
    rerender({ active: true });
    now = 6000;
    setVisibility('hidden');
    now = 8500;
    setVisibility('visible');
    now = 9000;
    expect(result.current()).toBe(2.5);
  });

  it('stops listening when unmounted', () => {
    let now = 0;
    const { result, unmount } = renderHook(() => useHiddenTime(true, () => now));
    const read = result.current;
    unmount();
    setVisibility('hidden');
    now = 4000;
    expect(read()).toBe(0);
  });
});
