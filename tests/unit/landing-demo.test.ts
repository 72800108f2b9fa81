import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runDemo } from '../../src/lib/landing-demo';

describe('landing demo timing (step every 1.2 s, redirect after 1 s)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows stage 1 at once, 2 and 3 at 1.2 s intervals, finishes at 3.6 s and redirects at 4.6 s', () => {
    const events: string[] = [];
    runDemo({
      onStage: (s) => events.push(`stage${s + 1}`),
      onDone: () => events.push('done'),
      onRedirect: () => events.push('redirect'),
    });
    expect(events).toEqual(['stage1']);
    vi.advanceTimersByTime(1199);
    expect(events).toEqual(['stage1']);
    vi.advanceTimersByTime(1);
    expect(events).toEqual(['stage1', 'stage2']);
    vi.advanceTimersByTime(1200);
    expect(events).toEqual(['stage1', 'stage2', 'stage3']);
    vi.advanceTimersByTime(1200);
    expect(events.at(-1)).toBe('done');
    vi.advanceTimersByTime(999);
    expect(events).not.toContain('redirect');
    vi.advanceTimersByTime(1);
    expect(events.at(-1)).toBe('redirect');
  });

  it('can be stopped before it redirects', () => {
    const onRedirect = vi.fn();
    const stop = runDemo({ onStage: () => {}, onDone: () => {}, onRedirect });
    vi.advanceTimersByTime(2000);
    stop();
    vi.advanceTimersByTime(10_000);
    expect(onRedirect).not.toHaveBeenCalled();
  });
});
