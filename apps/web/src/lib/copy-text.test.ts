import { afterEach, describe, expect, it, vi } from 'vitest';
import { COPY_FEEDBACK_MS, CopyTracker, copyToClipboard, type CopyState } from './copy-text';

afterEach(() => {
  vi.useRealTimers();
});

describe('copyToClipboard', () => {
  it('writes the text and says copied', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    expect(await copyToClipboard('LPA:1$smdp.example$K2-AB', { writeText })).toBe('copied');
    expect(writeText).toHaveBeenCalledWith('LPA:1$smdp.example$K2-AB');
  });

  it('says failed when the browser refuses', async () => {
    const writeText = () => Promise.reject(new DOMException('Not allowed', 'NotAllowedError'));
    expect(await copyToClipboard('K2-AB', { writeText })).toBe('failed');
  });

  it('says failed without a clipboard (a page that is not secure)', async () => {
    expect(await copyToClipboard('K2-AB', undefined)).toBe('failed');
  });
});

describe('CopyTracker', () => {
  function setup(writeText: (text: string) => Promise<void> = () => Promise.resolve()) {
    vi.useFakeTimers();
    const states: CopyState[] = [];
    const tracker = new CopyTracker(
      (state) => states.push(state),
      () => ({ writeText }),
    );
    return { states, tracker };
  }

  it('shows copied, then copy again after the feedback time', async () => {
    const { states, tracker } = setup();
    await tracker.copy('K2-AB');
    expect(states).toEqual(['copied']);
    vi.advanceTimersByTime(COPY_FEEDBACK_MS - 1);
    expect(states).toEqual(['copied']);
    vi.advanceTimersByTime(1);
    expect(states).toEqual(['copied', 'idle']);
  });

  it('restarts the wait when copied again', async () => {
    const { states, tracker } = setup();
    await tracker.copy('K2-AB');
    vi.advanceTimersByTime(COPY_FEEDBACK_MS - 100);
    await tracker.copy('K2-AB');
    vi.advanceTimersByTime(COPY_FEEDBACK_MS - 1);
    expect(states).toEqual(['copied', 'copied']);
    vi.advanceTimersByTime(1);
    expect(states).toEqual(['copied', 'copied', 'idle']);
  });

  it('shows failed when the clipboard refuses, and then copy again', async () => {
    const { states, tracker } = setup(() => Promise.reject(new Error('denied')));
    expect(await tracker.copy('K2-AB')).toBe('failed');
    vi.advanceTimersByTime(COPY_FEEDBACK_MS);
    expect(states).toEqual(['failed', 'idle']);
  });

  it('changes nothing after it is disposed', async () => {
    const { states, tracker } = setup();
    await tracker.copy('K2-AB');
    tracker.dispose();
    vi.advanceTimersByTime(COPY_FEEDBACK_MS * 2);
    expect(states).toEqual(['copied']);
  });
});
