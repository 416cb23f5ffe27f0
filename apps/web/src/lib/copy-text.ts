// Copying a code to the clipboard (the eSIM's SM-DP+ address, activation code and LPA): the state a copy button
// shows — "Copied" for a moment, or that copying did not work (the text can then still be selected by hand).
import { useEffect, useRef, useState } from 'react';

export type CopyState = 'idle' | 'copied' | 'failed';

/** How long a button says "Copied" (or that copying failed) before it reads "Copy" again. */
export const COPY_FEEDBACK_MS = 2500;

export type Clipboard = Pick<globalThis.Clipboard, 'writeText'>;

/** Writes `text` to the clipboard: 'copied', or 'failed' without a clipboard (an insecure page) or permission. */
export async function copyToClipboard(text: string, clipboard: Clipboard | undefined): Promise<'copied' | 'failed'> {
  if (!clipboard) return 'failed';
  try {
    await clipboard.writeText(text);
    return 'copied';
  } catch {
    return 'failed';
  }
}

/**
 * One copy button's state: `copy` moves it to 'copied' or 'failed', and back to 'idle' after `feedbackMs`; a new copy
 * restarts the wait. `dispose` stops the timer (the button left the page).
 */
export class CopyTracker {
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly onChange: (state: CopyState) => void,
    private readonly clipboard: () => Clipboard | undefined,
    private readonly feedbackMs = COPY_FEEDBACK_MS,
  ) {}

  async copy(text: string): Promise<CopyState> {
    const state = await copyToClipboard(text, this.clipboard());
    clearTimeout(this.timer);
    this.onChange(state);
    this.timer = setTimeout(() => this.onChange('idle'), this.feedbackMs);
    return state;
  }

  dispose(): void {
    clearTimeout(this.timer);
  }
}

const browserClipboard = (): Clipboard | undefined =>
  typeof navigator === 'undefined' ? undefined : (navigator.clipboard as Clipboard | undefined);

/** A copy button's state and its action, with the browser's clipboard. */
export function useCopyText(): { state: CopyState; copy: (text: string) => void } {
  const [state, setState] = useState<CopyState>('idle');
  const tracker = useRef<CopyTracker | null>(null);
  tracker.current ??= new CopyTracker(setState, browserClipboard);
  useEffect(() => () => tracker.current?.dispose(), []);
  return { state, copy: (text: string) => void tracker.current?.copy(text) };
}
