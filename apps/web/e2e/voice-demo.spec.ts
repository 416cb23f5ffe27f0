import type { Locator, Page } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from '../playwright.config';
import { expect, test, watchErrors } from './fixtures';

// Audio playback allowed by a launch flag, so the demo's sound really plays in the headless browser.
test.use({
  launchOptions: {
    ...CHROMIUM_LAUNCH_OPTIONS,
    args: [...CHROMIUM_LAUNCH_OPTIONS.args, '--autoplay-policy=no-user-gesture-required'],
  },
});

/**
 * Opens / with fake timers and an audio element whose clock is the page's (fake) clock, and presses play: from
 * then on the call moves only when the test runs the clock.
 */
async function playOnPausedClock(page: Page) {
  await page.clock.install();
  await page.addInitScript(() => {
    const state = window as unknown as { demoStart: number | null };
    state.demoStart = null;
    HTMLMediaElement.prototype.play = function play() {
      state.demoStart = Date.now();
      return Promise.resolve();
    };
    HTMLMediaElement.prototype.pause = function pause() {
      state.demoStart = null;
    };
    Object.defineProperty(HTMLMediaElement.prototype, 'currentTime', {
      configurable: true,
      get: () => (state.demoStart === null ? 0 : (Date.now() - state.demoStart) / 1000),
      set: () => undefined,
    });
  });
  await page.goto('/');
  const demo = page.getByRole('region', { name: 'Hear the AI assistant at work' });
  await demo.scrollIntoViewIfNeeded();
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500);
  await demo.getByRole('button', { name: 'Play demo' }).click();
  await expect(demo.getByRole('button', { name: 'Stop demo' })).toBeFocused();
}

/** Whether line `number` (1-based), as far as it is typed, is inside the transcript box's visible part. */
function lineInBox(transcript: Locator, number: number) {
  return transcript.evaluate((box, index) => {
    const outer = box.getBoundingClientRect();
    const inner = box.querySelectorAll('.transcript__line')[index]!.getBoundingClientRect();
    return inner.top >= outer.top - 1 && inner.bottom <= outer.bottom + 1;
  }, number - 1);
}

test.describe('the voice demo', () => {
  test('plays the call, types the transcript with the AI first, and stops', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/');
    const demo = page.getByRole('region', { name: 'Hear the AI assistant at work' });
    await demo.getByRole('button', { name: 'Play demo' }).click();
    await expect(demo.getByRole('button', { name: 'Stop demo' })).toBeVisible();
    const audio = demo.locator('audio');
    await expect
      .poll(() => audio.evaluate((element: HTMLAudioElement) => !element.paused && element.currentTime > 0.3), {
        timeout: 10_000,
      })
      .toBe(true);
    const first = demo.locator('.transcript__line').first();
    await expect(first).toHaveClass(/transcript__line--ai/);
    await expect(first).toContainText('Good afternoon');
    // Typed, not shown at once: after about a second only part of the first line is there.
    const partial = await first.locator('.transcript__text').textContent();
    expect(partial!.length).toBeLessThan(
      'Good afternoon, you are speaking with the TeleNova digital assistant. How can I help you?'.length,
    );
    await demo.getByRole('button', { name: 'Stop demo' }).click();
    await expect(demo.getByRole('button', { name: 'Play demo' })).toBeVisible();
    expect(await audio.evaluate((element: HTMLAudioElement) => element.paused)).toBe(true);
    expect(errors).toEqual([]);
  });

  test('keeps the line being typed in view by scrolling the transcript, not the page, without taking the focus', async ({
    page,
  }) => {
    await playOnPausedClock(page);
    const demo = page.getByRole('region', { name: 'Hear the AI assistant at work' });
    const toggle = demo.getByRole('button', { name: 'Stop demo' });
    const scrollY = await page.evaluate(() => window.scrollY);
    const transcript = demo.locator('.transcript');
    // Line 5 (16.65 s) is being typed at 19 s, line 7 (25.77 s) at 27 s: each is in the box while it is typed.
    for (const [seconds, line] of [
      [19, 5],
      [27, 7],
    ] as const) {
      await page.clock.runFor(
        seconds * 1000 -
          (await page.evaluate(() => Date.now() - (window as unknown as { demoStart: number }).demoStart)),
      );
      const typing = demo.locator('.transcript__line').nth(line - 1);
      await expect(typing.locator('.transcript__text')).not.toBeEmpty();
      await expect.poll(() => lineInBox(transcript, line), { message: `line ${line} in view` }).toBe(true);
    }
    expect(await transcript.evaluate((box) => box.scrollTop)).toBeGreaterThan(0);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollY);
    await expect(toggle).toBeFocused();
  });

  test('with reduced motion, shows each line whole and jumps the transcript to it', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await playOnPausedClock(page);
    const demo = page.getByRole('region', { name: 'Hear the AI assistant at work' });
    await page.clock.runFor(26_000);
    const last = demo.locator('.transcript__line').nth(6);
    await expect(last).toContainText('Have a nice day!');
    expect(await lineInBox(demo.locator('.transcript'), 7)).toBe(true);
  });

  test('shows the blocked-audio alert in a dialog when the browser refuses to play', async ({ page }) => {
    await page.addInitScript(() => {
      HTMLMediaElement.prototype.play = () => Promise.reject(new DOMException('blocked', 'NotAllowedError'));
      window.localStorage.setItem('language', 'nl');
    });
    await page.goto('/');
    await page.getByRole('button', { name: 'Demo afspelen' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('toestemming');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Demo afspelen' })).toBeVisible();
  });

  test('shows the unsupported-format alert in Dutch', async ({ page }) => {
    await page.addInitScript(() => {
      HTMLMediaElement.prototype.play = () => Promise.reject(new DOMException('unsupported', 'NotSupportedError'));
      window.localStorage.setItem('language', 'nl');
    });
    await page.goto('/');
    await page.getByRole('button', { name: 'Demo afspelen' }).click();
    await expect(page.getByRole('alertdialog')).toContainText('Audio formaat wordt niet ondersteund door je browser.');
  });

  test('shows any other audio error with its message', async ({ page }) => {
    await page.addInitScript(() => {
      HTMLMediaElement.prototype.play = () => Promise.reject(new Error('decoder crashed'));
      window.localStorage.setItem('language', 'nl');
    });
    await page.goto('/');
    await page.getByRole('button', { name: 'Demo afspelen' }).click();
    await expect(page.getByRole('alertdialog')).toContainText(
      'Er is een probleem opgetreden bij het afspelen van audio: decoder crashed',
    );
  });
});
