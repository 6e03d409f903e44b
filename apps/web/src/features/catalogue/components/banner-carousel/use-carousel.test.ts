import { describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { CAROUSEL_ADVANCE_MS, CAROUSEL_LOCK_MS } from '@shop/contracts';
import { useCarousel } from './use-carousel';

describe('carousel timing (spec §4)', () => {
  it(`advances every ${CAROUSEL_ADVANCE_MS} ms and wraps around`, () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useCarousel(3));
    expect(result.current.index).toBe(0);
    act(() => vi.advanceTimersByTime(CAROUSEL_ADVANCE_MS - 1));
    expect(result.current.index).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.index).toBe(1);
    act(() => vi.advanceTimersByTime(CAROUSEL_ADVANCE_MS));
    act(() => vi.advanceTimersByTime(CAROUSEL_ADVANCE_MS));
    expect(result.current.index).toBe(0);
  });

  it('stays still with a single banner', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useCarousel(1));
    act(() => vi.advanceTimersByTime(CAROUSEL_ADVANCE_MS * 3));
    act(() => result.current.next());
    expect(result.current.index).toBe(0);
    expect(result.current.rotating).toBe(false);
  });

  it(`ignores navigation for ${CAROUSEL_LOCK_MS} ms after a change`, () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useCarousel(4));
    act(() => result.current.next());
    act(() => result.current.next());
    expect(result.current.index).toBe(1);
    act(() => vi.advanceTimersByTime(CAROUSEL_LOCK_MS));
    act(() => result.current.previous());
    expect(result.current.index).toBe(0);
    act(() => vi.advanceTimersByTime(CAROUSEL_LOCK_MS));
    act(() => result.current.previous());
    expect(result.current.index).toBe(3);
  });

  it('waits while held (hover or focus) and while stopped', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useCarousel(3));
    act(() => result.current.setHeld(true));
    act(() => vi.advanceTimersByTime(CAROUSEL_ADVANCE_MS * 2));
    expect(result.current.index).toBe(0);
    act(() => result.current.setHeld(false));
    act(() => result.current.setStopped(true));
    act(() => vi.advanceTimersByTime(CAROUSEL_ADVANCE_MS * 2));
    expect(result.current.index).toBe(0);
    act(() => result.current.setStopped(false));
    act(() => vi.advanceTimersByTime(CAROUSEL_ADVANCE_MS));
    expect(result.current.index).toBe(1);
  });

  it('stays on a slide that exists when the banners shrink', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ count }) => useCarousel(count), {
      initialProps: { count: 4 },
    });
    act(() => result.current.goTo(3));
    rerender({ count: 2 });
    expect(result.current.index).toBe(1);
  });
});
